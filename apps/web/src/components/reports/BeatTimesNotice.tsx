import { useTranslation } from 'react-i18next';
import { isBeatTimesFormat } from '@heartcheck/contracts/recording-formats';
import { Link } from 'react-router';
import { Notice } from '@/components/ui/Notice';
import { linkClass } from '@/components/ui/controls';

/**
 * Where the notice stands and who reads it: what they can do without an ECG differs, and the
 * share page's reader is the patient's GP, not the patient.
 */
type Audience = 'customer' | 'shared' | 'review' | 'strips';

/**
 * Says the findings come from beat times only (no ECG) for a recording of a beat-time format,
 * and nothing for an ECG: the results page, the share page, the cardiac report and the
 * cardiologist's review show it where strips, templates or disclosure would be.
 */
export function BeatTimesNotice({
  format,
  audience = 'customer',
  articleLink = false,
}: {
  format: string | null | undefined;
  audience?: Audience;
  /** Links the help article (signed-in screens only: the share page's reader has no account). */
  articleLink?: boolean;
}) {
  const { t } = useTranslation('translation', { useSuspense: true });
  if (!isBeatTimesFormat(format)) return null;
  return (
    <Notice tone="info" title={t('reports.beatTimes.title')} live={false}>
      <p data-testid={`beat-times-${audience}`}>{t(`reports.beatTimes.${audience}`)}</p>
      {articleLink && (
        <p>
          <Link className={linkClass} to="/support-hub/article/beat-times-only">
            {t('reports.beatTimes.article')}
          </Link>
        </p>
      )}
    </Notice>
  );
}
