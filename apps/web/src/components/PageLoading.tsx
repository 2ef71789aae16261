import { useTranslation } from 'react-i18next';

/** The loading placeholder shown while a page's code or data loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-3 py-8 text-gray-600 dark:text-gray-300"
    >
      <span
        className="h-6 w-6 animate-spin rounded-full border-4 border-primary-subtle border-t-primary-deep motion-reduce:animate-none"
        aria-hidden="true"
      />
      {t('app.loadingPage')}
    </div>
  );
}
