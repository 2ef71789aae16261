import { useTranslation } from 'react-i18next';

/**
 * Text for the screens shown while the app starts: the translation once i18next is ready, the
 * English default before (calling t earlier throws inside i18next and warns USE_T_BEFORE_READY).
 */
export function useStartupText(): (key: string, fallback: string) => string {
  const { t, ready } = useTranslation('translation', { useSuspense: false });
  return (key, fallback) => (ready ? t(key, fallback) : fallback);
}
