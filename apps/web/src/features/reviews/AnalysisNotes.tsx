import { useTranslation } from 'react-i18next';
import type { ResultsView } from '@heartcheck/contracts/results';
import { Notice } from '@/components/ui/Notice';

/**
 * What the cardiologist must know before reading the figures: how much was analysable, a short
 * recording's hold, day and night withheld (start time unknown) and the engine's own warnings,
 * as the engine wrote them.
 */
export function AnalysisNotes({ results }: { results: ResultsView }) {
  const { t } = useTranslation('reviews', { useSuspense: true });
  const notes = [
    ...(results.shortRecording ? [results.shortRecording] : []),
    ...(results.dayNightWithheld ? [results.dayNightWithheld] : []),
    ...results.warnings.map((w) => t('analysisNotes.engine', { warning: w })),
  ];
  return (
    <div className="space-y-2" data-testid="analysis-notes">
      <p className="text-sm font-medium">
        {t('analysisNotes.analysable', { text: results.analysable })}
      </p>
      {notes.length > 0 && (
        <Notice tone="warning" title={t('analysisNotes.title')} live={false}>
          <ul className="list-disc space-y-1 ps-5 text-sm">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Notice>
      )}
    </div>
  );
}
