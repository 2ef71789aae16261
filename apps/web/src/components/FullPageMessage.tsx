import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** True inside a shell that already provides the page's <main> and surroundings. */
export const InShellContext = createContext(false);

/** A centred card for whole-page states: loading, sign-in failures, signed out. */
export function FullPageMessage({
  title,
  children,
  busy = false,
}: {
  title: string;
  children?: ReactNode;
  busy?: boolean;
}) {
  const inShell = useContext(InShellContext);
  const card = (
    <div
      className={`w-full max-w-md ${inShell ? '' : 'rounded-xl bg-neutral p-8 shadow-sm'}`}
      role={busy ? 'status' : undefined}
    >
      {busy && (
        <div
          className="mb-4 h-10 w-10 animate-spin rounded-full border-4 border-primary-subtle border-t-primary-deep motion-reduce:animate-none"
          aria-hidden="true"
        />
      )}
      <h1 className="mb-2 text-2xl font-semibold">{title}</h1>
      {children}
    </div>
  );
  if (inShell) return <div aria-busy={busy}>{card}</div>;
  return (
    <main className="flex min-h-screen items-center justify-center p-4" aria-busy={busy}>
      {card}
    </main>
  );
}

/**
 * "Taking you to the secure sign-in page…": the same words whether the app is still fetching the
 * sign-in screen (app/guards.tsx) or that screen is starting the provider's redirect.
 */
export function RedirectingToSignIn() {
  const { t } = useTranslation();
  return (
    <FullPageMessage title={t('auth.loadingTitle')} busy>
      <p className="text-gray-600 dark:text-gray-300">{t('auth.redirecting')}</p>
    </FullPageMessage>
  );
}
