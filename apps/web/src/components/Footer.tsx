import { useTranslation } from 'react-i18next';
import { CONTENT_SPACING } from '@/lib/theme/constants';

const legalLinks = [
  { href: '/legal/terms', key: 'footer.terms' },
  { href: '/legal/privacy', key: 'footer.privacy' },
] as const;

/** Product name, copyright year and the two policy links, each in a new tab (spec §1). */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const name = t('app.name');
  return (
    <footer
      className={`border-t border-gray-200 py-4 text-sm text-gray-700 dark:border-gray-800 dark:text-gray-300 ${CONTENT_SPACING}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>{t('footer.copyright', { year, name })}</p>
        <nav aria-label={t('footer.legal')} className="flex flex-wrap gap-4">
          {legalLinks.map((link) => (
            <a
              key={link.href}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-2 hover:text-primary-deep dark:hover:text-primary-mild"
            >
              {t(link.key)}
              <span className="sr-only"> {t('footer.newTab')}</span>
            </a>
          ))}
        </nav>
      </div>
    </footer>
  );
}
