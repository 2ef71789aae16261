import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Footer } from '@/components/Footer';
import { PageLoading } from '@/components/PageLoading';
import { CONTENT_SPACING } from '@/lib/theme/constants';
import { AUTHENTICATED_ENTRY_PATH, useSignedIn } from '../guards';
import { Logo, SkipLink } from './parts/Logo';

/** A plain reading frame for the policy pages, the same signed in or out. */
export function LegalLayout() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const home = signedIn ? AUTHENTICATED_ENTRY_PATH : '/template';
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header
        className={`flex h-(--hc-header-height) items-center justify-between border-b border-gray-200 bg-neutral dark:border-gray-800 ${CONTENT_SPACING}`}
      >
        <Logo to={home} />
        <Link to={home} className="text-sm font-medium underline underline-offset-2">
          {signedIn ? t('legal.backToApp') : t('legal.backToSite')}
        </Link>
      </header>
      <main id="main" className={`flex-1 py-8 ${CONTENT_SPACING}`}>
        <div className="mx-auto max-w-3xl">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <Footer />
    </div>
  );
}
