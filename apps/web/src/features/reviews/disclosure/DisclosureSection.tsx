import { useTranslation } from 'react-i18next';
import type { Review } from '@heartcheck/contracts/reviews';
import { cardClass } from '@/components/ui/controls';
import type { BeatEditor } from '../templates/useWorkstation';
import { FullDisclosure } from './FullDisclosure';

/** The review page's full-disclosure card, full width under the review and the report. */
export function DisclosureSection({
  results,
  labelsRevision,
  editor,
}: {
  results: Review['results'];
  /** Names the workstation's edits so far (the labels follow them). */
  labelsRevision?: string | undefined;
  /** The workstation's edits: the opened strip's beats are relabelled and added through it. */
  editor?: BeatEditor | undefined;
}) {
  const { t } = useTranslation('disclosure', { useSuspense: true });
  return (
    <section className={cardClass} aria-labelledby="disclosure-title">
      <h2 id="disclosure-title" className="mb-1 text-xl font-semibold">
        {t('heading')}
      </h2>
      <p className="mb-3 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
      <FullDisclosure
        orderId={results.orderId}
        durationS={results.recording.durationS}
        startTime={results.recording.startTime}
        hrPerMinute={results.charts.hrPerMinute}
        events={results.events}
        labelsRevision={labelsRevision}
        editor={editor}
      />
    </section>
  );
}
