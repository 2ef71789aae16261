import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icons';
import { PageHeader } from './PageContainer';
import { cardClass, linkClass } from './ui/controls';

/** A real, accessible page for a screen that is not built yet: its title and a short note. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="placeholder-title">
      <PageHeader id="placeholder-title" title={t(titleKey)} />
      <div className={`${cardClass} flex items-start gap-4`}>
        <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-primary-subtle text-primary-deep dark:text-primary-mild">
          <Icon name="heart" className="h-6 w-6" />
        </span>
        <div className="space-y-2">
          <p className="text-gray-800 dark:text-gray-200">{t('app.comingSoon')}</p>
          <p className="text-gray-700 dark:text-gray-300">{t('app.comingSoonHint')}</p>
          <p className="flex flex-wrap gap-4 pt-1">
            <Link to="/home" className={linkClass}>
              {t('errors.goHome')}
            </Link>
            <Link to="/supportHub" className={linkClass}>
              {t('app.openHelpCentre')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
