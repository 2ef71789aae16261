import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Spinner({ className = 'h-6 w-6' }: { className?: string }) {
  return (
    <span
      className={`${className} inline-block animate-spin rounded-full border-4 border-primary-subtle border-t-primary-deep motion-reduce:animate-none`}
      aria-hidden="true"
    />
  );
}

/** The loading placeholder shown while a page's code or data loads (replaces the content). */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-3 py-8 text-gray-700 dark:text-gray-300"
    >
      <Spinner />
      {label ?? t('app.loadingPage')}
    </div>
  );
}

/**
 * A loading placeholder as an overlay: the content stays in place, dimmed and inert, with a
 * spinner on top while `loading` is true.
 */
export function LoadingOverlay({
  loading,
  children,
  label,
}: {
  loading: boolean;
  children: ReactNode;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative" aria-busy={loading}>
      <div inert={loading} className={loading ? 'opacity-50' : undefined}>
        {children}
      </div>
      {loading && (
        <div
          role="status"
          aria-live="polite"
          className="absolute inset-0 grid place-items-center rounded-xl bg-white/40 dark:bg-gray-950/40"
        >
          <span className="flex items-center gap-3 rounded-lg bg-neutral px-4 py-2 shadow">
            <Spinner />
            {label ?? t('app.loadingPage')}
          </span>
        </div>
      )}
    </div>
  );
}
