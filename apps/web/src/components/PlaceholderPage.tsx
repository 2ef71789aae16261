import { useTranslation } from 'react-i18next';

/** A real, accessible page for a screen that is not built yet: its title and a short note. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="placeholder-title" className="space-y-2">
      <h1 id="placeholder-title" className="text-2xl font-semibold">
        {t(titleKey)}
      </h1>
      <p className="text-gray-700 dark:text-gray-300">{t('app.comingSoon')}</p>
    </section>
  );
}
