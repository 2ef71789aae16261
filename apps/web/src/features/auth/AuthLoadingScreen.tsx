import { FullPageMessage } from '@/components/FullPageMessage';
import { useStartupText } from './use-startup-text';

export function AuthLoadingScreen() {
  // Shown before the translations have loaded too.
  const t = useStartupText();
  return (
    <FullPageMessage title={t('auth.loadingTitle', 'Loading...')} busy>
      <p className="text-gray-600 dark:text-gray-300">
        {t('auth.loadingText', 'Attempting to sign you in or retrieve your session.')}
      </p>
    </FullPageMessage>
  );
}
