import { useTranslation } from 'react-i18next';

/**
 * Shown to the customer (and to a GP reading a shared report) when the cardiologist flagged an
 * urgent finding: contact the GP or NHS 111 today, 999 for emergency symptoms, and we will call.
 * Flagged out of hours (evenings, weekends, bank holidays), it says call NHS 111 now and that we
 * call when we open. Red flags follow nhs.uk's "when to call 999" for heart symptoms.
 */
export function UrgentAdvice({ outOfHours = false }: { outOfHours?: boolean }) {
  const { t } = useTranslation('translation', { useSuspense: true });
  return (
    <section
      role="alert"
      aria-labelledby="urgent-advice-title"
      data-testid="urgent-advice"
      className="space-y-2 rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
    >
      <h2 id="urgent-advice-title" className="text-lg font-bold">
        {t(outOfHours ? 'safety.urgent.titleOutOfHours' : 'safety.urgent.title')}
      </h2>
      <p>{t(outOfHours ? 'safety.urgent.nhs111' : 'safety.urgent.gp')}</p>
      <p className="font-semibold">{t('safety.urgent.emergency')}</p>
      <p>{t(outOfHours ? 'safety.urgent.callNextDay' : 'safety.urgent.call')}</p>
    </section>
  );
}
