import { useTranslation } from 'react-i18next';

/** Product name, copyright year and the two policy links, each in a new tab (spec §1). */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const name = t('app.name');
  return (
    <footer className="border-t border-gray-200 px-4 py-4 text-sm text-gray-600 sm:px-6 md:px-8 dark:border-gray-800 dark:text-gray-300">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>{t('footer.copyright', { year, name })}</p>
        <nav aria-label="Legal" className="flex gap-4">
          <a
            href="/legal/terms"
            target="_blank"
            rel="noopener noreferrer"
            className="underline hover:text-primary-deep"
          >
            {t('footer.terms')}
            <span className="sr-only"> {t('footer.newTab')}</span>
          </a>
          <a
            href="/legal/privacy"
            target="_blank"
            rel="noopener noreferrer"
            className="underline hover:text-primary-deep"
          >
            {t('footer.privacy')}
            <span className="sr-only"> {t('footer.newTab')}</span>
          </a>
        </nav>
      </div>
    </footer>
  );
}
