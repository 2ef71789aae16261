import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FullPageMessage } from '@/components/FullPageMessage';

/** A public page describing the service. */
export function TemplatePage() {
  const { t } = useTranslation();
  return (
    <FullPageMessage title={t('template.title')}>
      <p className="mb-4 text-gray-700 dark:text-gray-200">{t('template.text')}</p>
      <Link to="/sign-in" className="underline">
        {t('auth.signIn')}
      </Link>
    </FullPageMessage>
  );
}
