import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '@/components/Footer';
import { InShellContext } from '@/components/FullPageMessage';
import { Icon } from '@/components/icons';
import { PageLoading } from '@/components/PageLoading';
import { CONTENT_SPACING } from '@/lib/theme/constants';
import { appConfig, type AuthLayoutType } from '../config';
import { SkipLink } from './parts/Logo';
import { HEART_CHECK_FACTS } from '@heartcheck/contracts/product-facts';

function Brand() {
  const { t } = useTranslation();
  return (
    // The page's banner landmark, so the name is not outside every landmark (axe `region`).
    <header>
      <p className="flex items-center gap-2 text-lg font-bold text-primary-deep dark:text-primary-mild">
        <span className="grid h-9 w-9 place-items-center rounded-lg bg-primary-deep text-white">
          <Icon name="heart" />
        </span>
        {t('app.name')}
      </p>
    </header>
  );
}

/** The promotional panel of the split and side layouts. */
function Showcase({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('public.showcaseLabel')}
      className={`flex-col justify-end bg-gradient-to-br from-primary-deep to-gray-900 p-10 text-white ${className}`}
    >
      <Icon name="results" className="mb-6 h-16 w-16 opacity-80" />
      <p className="mb-3 text-3xl font-semibold">{t('public.showcaseTitle')}</p>
      <p className="max-w-md text-white/90">
        {t('public.showcaseText', { recordingHours: HEART_CHECK_FACTS.recordingHours })}
      </p>
    </aside>
  );
}

function Content() {
  return (
    <main id="main" className="w-full max-w-md">
      <InShellContext.Provider value={true}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </InShellContext.Provider>
    </main>
  );
}

/**
 * The separate shell anonymous visitors get (spec §2), in the configured auth layout: `side`
 * (content beside a large panel), `split` (two halves) or `simple` (a centred card).
 */
export function PublicLayout({ type = appConfig.authLayoutType }: { type?: AuthLayoutType }) {
  if (type === 'simple')
    return (
      <div className="flex min-h-screen flex-col" data-auth-layout="simple">
        <SkipLink />
        <div className={`flex flex-1 items-center justify-center py-10 ${CONTENT_SPACING}`}>
          <div className="w-full max-w-md space-y-6 rounded-2xl bg-neutral p-8 shadow-sm">
            <Brand />
            <Content />
          </div>
        </div>
        <Footer />
      </div>
    );
  if (type === 'split')
    return (
      <div className="grid min-h-screen lg:grid-cols-2" data-auth-layout="split">
        <SkipLink />
        <Showcase className="hidden lg:flex" />
        <div className="flex flex-col bg-neutral">
          <div className={`flex flex-1 flex-col justify-center gap-8 py-10 ${CONTENT_SPACING}`}>
            <div className="mx-auto w-full max-w-md space-y-8">
              <Brand />
              <Content />
            </div>
          </div>
          <Footer />
        </div>
      </div>
    );
  return (
    <div className="flex min-h-screen bg-neutral p-0 lg:p-4" data-auth-layout="side">
      <SkipLink />
      <div className="flex flex-1 flex-col lg:max-w-xl xl:max-w-2xl">
        <div className={`flex flex-1 flex-col justify-center py-10 ${CONTENT_SPACING}`}>
          <div className="mx-auto w-full max-w-md space-y-8">
            <Brand />
            <Content />
          </div>
        </div>
        <Footer />
      </div>
      <Showcase className="hidden flex-1 rounded-3xl lg:flex" />
    </div>
  );
}
