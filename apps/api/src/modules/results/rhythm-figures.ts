import type { SummaryFigure } from '@heartcheck/contracts/results';
import type { RhythmFindings, RhythmType } from './episode-kinds.ts';
import { clock, plural, span } from './figure-format.ts';

/**
 * What each rhythm the engine's summary has no figure for is called in every figure, PDF and
 * export. Ventricular fibrillation or flutter is the finding a Holter service acts on at once
 * (ACC/AHA 1999 ambulatory ECG guidelines, Crawford et al.; the same class as the urgent reasons
 * a cardiologist flags, `URGENT_REASONS`), so its name says so wherever it is read.
 */
export const RHYTHM_NAMES: Record<RhythmType, { id: string; label: string; articleId: string }> = {
  VF: {
    id: 'vf',
    label: 'Ventricular fibrillation or flutter (urgent finding)',
    articleId: 'rhythm-ventricular-fibrillation',
  },
  AFL: { id: 'afl', label: 'Atrial flutter', articleId: 'rhythm-atrial-flutter' },
  AVB2: {
    id: 'avb2',
    label: 'Heart block (second-degree or higher AV block)',
    articleId: 'rhythm-heart-block',
  },
};

/** The help article on slow and fast heart rate (help/content/rhythms.ts). */
export const RATE_ARTICLE = 'rhythm-slow-and-fast-heart-rate';

/**
 * "2 episodes, 45 s in total, longest 30 s at 150 bpm (5 Jan 09:30)" for one rhythm, or nothing
 * when none was counted: the engine reports these types only since issue 19, so "none found"
 * would be untrue of a recording analysed before.
 */
export function rhythmFigures(
  rhythm: RhythmFindings | undefined,
  type: RhythmType,
): SummaryFigure[] {
  const figure = rhythm?.[type];
  if (!figure || figure.episodes === 0) return [];
  const longest = figure.longest;
  const rate = longest?.meanHr ? ` at ${Math.round(longest.meanHr)} bpm` : '';
  const at = longest?.startTime ? ` (${clock(longest.startTime)})` : '';
  const total = figure.episodes > 1 ? `, ${span(figure.totalS)} in total` : '';
  return [
    {
      ...RHYTHM_NAMES[type],
      display: `${plural(figure.episodes, 'episode')}${total}${longest ? `, ${figure.episodes > 1 ? 'longest ' : ''}${span(longest.durationS)}${rate}${at}` : ''}`,
    },
  ];
}
