import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '@/components/icons';
import { buttonClass } from '@/components/ui/controls';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="denied-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <span className="grid h-16 w-16 place-items-center rounded-2xl bg-primary-subtle text-primary-deep dark:text-primary-mild">
        <Icon name="reviews" className="h-8 w-8" />
      </span>
      <h1 id="denied-title" className="text-2xl font-semibold">
        {t('errors.accessDeniedTitle')}
      </h1>
      <p className="text-gray-700 dark:text-gray-300">{t('errors.accessDeniedText')}</p>
      <Link to="/home" className={buttonClass('solid')}>
        {t('errors.goHome')}
      </Link>
    </section>
  );
}
