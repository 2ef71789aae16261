import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="denied-title" className="space-y-4">
      <h1 id="denied-title" className="text-2xl font-semibold">
        {t('errors.accessDeniedTitle')}
      </h1>
      <p>{t('errors.accessDeniedText')}</p>
      <Link to="/home" className="underline">
        {t('errors.goHome')}
      </Link>
    </section>
  );
}
