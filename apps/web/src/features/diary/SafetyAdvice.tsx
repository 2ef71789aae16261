import { useTranslation } from 'react-i18next';

/**
 * Symptoms that can be an emergency: NHS advice is to call 999 for chest pain, fainting or
 * collapse, and severe breathlessness (nhs.uk, "When to call 999").
 */
export const EMERGENCY_SYMPTOMS = ['chest_pain', 'fainting', 'breathlessness'];

/** Always on the diary page: the diary is not monitored, so where to get help instead. */
export function DiaryNotMonitored() {
  const { t } = useTranslation('diary', { useSuspense: true });
  return (
    <p
      className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
      data-testid="diary-not-monitored"
    >
      {t('safety.notMonitored')}
    </p>
  );
}

/** Shown as soon as an emergency-type symptom is chosen, and again once it is saved. */
export function EmergencyAdvice({ symptom }: { symptom: string }) {
  const { t } = useTranslation('diary', { useSuspense: true });
  if (!EMERGENCY_SYMPTOMS.includes(symptom)) return null;
  return (
    <div
      role="alert"
      data-testid="diary-emergency-advice"
      className="space-y-1 rounded-lg border-2 border-red-600 bg-red-50 p-3 text-red-950 sm:col-span-2 dark:border-red-400 dark:bg-red-950 dark:text-red-50"
    >
      <p className="text-lg font-bold">{t('safety.call999')}</p>
      <p>{t('safety.otherwise')}</p>
      <p className="font-medium">{t('safety.nobodyReads')}</p>
    </div>
  );
}
