import { FullPageMessage } from '@/components/FullPageMessage';
import { useStartupText } from './use-startup-text';
import type { AuthFailure } from '@/lib/auth/errors';

/** The sign-in failure screen of the specification (§2), with Try Again reloading the page. */
export function AuthFailureScreen({ failure }: { failure: AuthFailure | null }) {
  // Shown before the translations have loaded too.
  const t = useStartupText();
  const tryAgain = (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="mt-6 rounded-lg bg-primary-deep px-4 py-2 font-semibold text-white hover:bg-primary"
    >
      {t('auth.tryAgain', 'Try Again')}
    </button>
  );
  if (!failure) {
    return (
      <FullPageMessage title={t('auth.unknownTitle', 'Authentication Error')}>
        <p role="alert">
          {t('auth.unknownText', 'An unknown authentication error occurred. Please try again.')}
        </p>
        {tryAgain}
      </FullPageMessage>
    );
  }
  return (
    <FullPageMessage title={t('auth.failedTitle', 'Authentication Failed')}>
      <div role="alert">
        <p className="mb-4 text-gray-700 dark:text-gray-200">
          {t('auth.failedLead', "We couldn't sign you in")}
        </p>
        <dl className="mb-4 space-y-2 rounded-lg bg-gray-100 p-4 text-sm dark:bg-gray-800">
          <div>
            <dt className="font-semibold">{t('auth.code', 'Code')}</dt>
            <dd className="font-mono break-all">{failure.code}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('auth.details', 'Details')}</dt>
            <dd className="break-words">{failure.message}</dd>
          </div>
        </dl>
        <p>{t('auth.tryAgainHint', 'Please try again or contact support')}</p>
      </div>
      {tryAgain}
    </FullPageMessage>
  );
}
