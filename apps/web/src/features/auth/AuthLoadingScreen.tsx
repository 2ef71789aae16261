import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '@/components/FullPageMessage';

export function AuthLoadingScreen() {
  const { t } = useTranslation();
  return (
    <FullPageMessage title={t('auth.loadingTitle', 'Loading...')} busy>
      <p className="text-gray-600 dark:text-gray-300">
        {t('auth.loadingText', 'Attempting to sign you in or retrieve your session.')}
      </p>
    </FullPageMessage>
  );
}
