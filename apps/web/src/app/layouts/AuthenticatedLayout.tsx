import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Footer } from '@/components/Footer';
import { useAuthClient } from '@/lib/auth/auth-context';
import { clearLocalSession } from '@/lib/session/end-session';
import { useSessionUser } from '@/lib/stores/session-user-store';

/** The signed-in shell. */
export function AuthenticatedLayout() {
  const { t } = useTranslation();
  const client = useAuthClient();
  const user = useSessionUser((state) => state.user);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <header className="flex h-16 items-center justify-between border-b border-gray-200 bg-white px-4 sm:px-6 md:px-8 dark:border-gray-800 dark:bg-gray-900">
        <Link to="/home" className="text-lg font-bold text-primary-deep dark:text-primary-mild">
          {t('app.name')}
        </Link>
        <div className="flex items-center gap-4">
          <span className="hidden text-sm sm:inline" data-testid="header-user">
            {user.firstName} {user.lastName}
          </span>
          <button
            type="button"
            onClick={() => {
              clearLocalSession();
              void client.logoutRedirect();
            }}
            className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-100 dark:border-gray-700 dark:hover:bg-gray-800"
          >
            {t('auth.signOut')}
          </button>
        </div>
      </header>
      <main id="main" className="flex-1 px-4 py-6 sm:px-6 md:px-8">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
