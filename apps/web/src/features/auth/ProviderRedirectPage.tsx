import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullPageMessage, RedirectingToSignIn } from '@/components/FullPageMessage';
import { useAuthClient } from '@/lib/auth/auth-context';
import { describeAuthFailure, type AuthFailure } from '@/lib/auth/errors';
import type { LoginRequest } from '@/lib/auth/auth-settings';
import { AuthFailureScreen } from './AuthFailureScreen';

type Screen = NonNullable<LoginRequest['screen']>;

/**
 * The public routes /sign-in, /sign-up, /forgot-password and /reset-password each start the
 * matching flow of the identity provider by full-page redirect. After signing out or when the
 * session ended, /sign-in says so and waits for the user instead of redirecting at once.
 */
export function ProviderRedirectPage({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const client = useAuthClient();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const started = useRef(false);
  const signedOut = params.has('signedOut');
  const expired = params.has('expired');
  const resetToken = params.get('token') ?? undefined;
  const waitForUser = screen === 'signin' && (signedOut || expired);
  const missingToken = screen === 'reset-password' && !resetToken;

  const start = () => {
    // Start-up may already have begun this redirect (app/bootstrap): follow it, not a second.
    const redirect =
      client.takeEarlyRedirect() ??
      client.loginRedirect({
        screen,
        ...(resetToken ? { resetToken } : {}),
        ...(params.get('returnTo') ? { returnTo: params.get('returnTo')! } : {}),
      });
    redirect.catch((error: unknown) => setFailure(describeAuthFailure(error)));
  };

  useEffect(() => {
    if (waitForUser || missingToken || started.current) return;
    started.current = true;
    start();
    // start() reads only values fixed for this page's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitForUser, missingToken]);

  if (failure) return <AuthFailureScreen failure={failure} />;
  if (missingToken) {
    return (
      <FullPageMessage title={t('auth.forgotPassword')}>
        <p role="alert">{t('auth.resetMissingToken')}</p>
        <a className="mt-4 inline-block underline" href="/forgot-password">
          {t('auth.forgotPassword')}
        </a>
      </FullPageMessage>
    );
  }
  if (waitForUser) {
    return (
      <FullPageMessage title={signedOut ? t('auth.signedOutTitle') : t('auth.expiredTitle')}>
        <p role="status" className="text-gray-700 dark:text-gray-200">
          {signedOut ? t('auth.signedOutText') : t('auth.expiredText')}
        </p>
        <button
          type="button"
          onClick={start}
          className="mt-6 rounded-lg bg-primary-deep px-4 py-2 font-semibold text-white hover:bg-primary"
        >
          {t('auth.signIn')}
        </button>
      </FullPageMessage>
    );
  }
  return <RedirectingToSignIn />;
}
