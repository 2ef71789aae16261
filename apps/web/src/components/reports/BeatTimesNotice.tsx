import { useTranslation } from 'react-i18next';
import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
import { Notice } from '@/components/ui/Notice';

/** Where the notice stands: what the reader can do without an ECG differs. */
type Audience = 'customer' | 'review' | 'strips';

/**
 * Says the findings come from beat times only (no ECG) for a recording of a beat-time format,
 * and nothing for an ECG: the results page, the share page, the cardiac report and the
 * cardiologist's review show it where strips, templates or disclosure would be.
 */
export function BeatTimesNotice({
  format,
  audience = 'customer',
}: {
  format: string | null | undefined;
  audience?: Audience;
}) {
  const { t } = useTranslation('translation', { useSuspense: true });
  if (!isBeatTimesFormat(format)) return null;
  return (
    <Notice tone="info" title={t('reports.beatTimes.title')} live={false}>
      <p data-testid={`beat-times-${audience}`}>{t(`reports.beatTimes.${audience}`)}</p>
    </Notice>
  );
}
