import type {
  EcgEvent,
  EctopySummary,
  EpisodeRef,
  HolterSummary,
  RateWithheldReason,
} from '@heartcheck/ecg/types';
import type { RhythmEpisode } from '@heartcheck/ecg/rhythm/episodes';
import type { EventKind, EventView, SummaryFigure } from '@heartcheck/contracts/results';
import { countedSummary, type CountedSummary } from './counted-summary.ts';
import { EPISODE_KINDS, type RhythmFindings } from './episode-kinds.ts';
import { clock, plural, span } from './figure-format.ts';
import { formatNumber } from './indices.ts';
import { RATE_ARTICLE, rhythmFigures } from './rhythm-figures.ts';
import type { StoredFindings, StoredSummary } from './stored.ts';

/**
 * The engine's findings as every screen, PDF and export shows them: the Holter summary's figures
 * from the beat classes (ISHNE/HRS 2017 ambulatory ECG consensus, Steinberg et al.: ectopy as
 * counts, per hour and share of beats; couplets; runs of 3 or more; AF episodes with burden) and
 * the events on the recording's time line. Formatted once here so the figures agree everywhere.
 */

function hrAt(at: HolterSummary['minHr']): string {
  return at ? `${Math.round(at.bpm)} bpm` : 'Not available';
}

/**
 * What the heart-rate figures say when the engine withheld the rate (packages/ecg
 * holter/rate-withheld.ts): the reason, not a bare "Not available", so the reader knows the
 * recorder picked up no heart to measure ('noise': most of the recording has no recurring beat)
 * or too little of one ('little-signal': under a fifth of the time with a signal passed the
 * quality checks, the engine's RATE_EVIDENCE_SHARE of 18.8 %).
 */
export const RATE_WITHHELD_TEXT: Record<RateWithheldReason, string> = {
  noise:
    'Not given: most of the recording has no recurring heartbeat (noise), so no heart rate can be trusted',
  'little-signal':
    'Not given: less than a fifth of the time the recorder picked up a signal could be analysed (the rest was noise or movement), so no heart rate can be trusted',
};

/** The heart-rate figure's text: the withheld reason first, then the rate or "Not available". */
function rateDisplay(summary: StoredSummary, shown: () => string): string {
  const reason = summary.heartRateWithheld;
  return reason ? RATE_WITHHELD_TEXT[reason] : shown();
}

/** " (longest 5 beats at 140 bpm, 5 Jan 09:30)" for a run, or "" without one. */
function longestRun(run: EpisodeRef | null): string {
  if (!run) return '';
  const rate = run.meanHr === null ? '' : ` at ${Math.round(run.meanHr)} bpm`;
  const at = run.startTime ? `, ${clock(run.startTime)}` : '';
  return ` (longest ${plural(run.beats, 'beat')}${rate}${at})`;
}

function ectopyFigures(id: string, name: string, e: EctopySummary | undefined): SummaryFigure[] {
  if (!e) return [];
  return [
    {
      id,
      label: `${name} ectopic beats`,
      display: `${e.count.toLocaleString('en-GB')} (${formatNumber(e.perHour, 1)} per hour, ${formatNumber(e.percent, 1)}% of beats)`,
    },
    {
      id: `${id}Runs`,
      label: `${name} couplets and runs (3 or more beats)`,
      display: `${plural(e.couplets, 'couplet')}, ${plural(e.runs, 'run')}${longestRun(e.longestRun)}`,
    },
  ];
}

function afFigure(summary: StoredSummary): SummaryFigure[] {
  const af = summary.af;
  if (!af) return [];
  const longest = af.longest ? `, longest ${span(af.longest.durationS)}` : '';
  return [
    {
      id: 'af',
      label: 'Atrial fibrillation (episodes of 30 s or longer)',
      display:
        af.episodes === 0
          ? 'None found'
          : `${plural(af.episodes, 'episode')}, ${formatNumber(af.burdenPercent, 1)}% of the analysable time${longest}`,
    },
  ];
}

function patternFigures(summary: StoredSummary): SummaryFigure[] {
  const out: SummaryFigure[] = [];
  if (summary.bigeminy && summary.trigeminy)
    out.push({
      id: 'bigeminy',
      label: 'Ventricular bigeminy and trigeminy',
      display: `${plural(summary.bigeminy.episodes, 'bigeminy episode')}, ${plural(summary.trigeminy.episodes, 'trigeminy episode')}`,
    });
  if (summary.unanalysable)
    out.push({
      id: 'unanalysable',
      label: 'Signal that could not be analysed',
      display:
        summary.unanalysable.episodes === 0
          ? 'None'
          : `${span(summary.unanalysable.totalS)} in ${plural(summary.unanalysable.episodes, 'stretch', 'stretches')}`,
    });
  return out;
}

function rateFigures(summary: StoredSummary): SummaryFigure[] {
  return [
    {
      id: 'pauses',
      label: `Pauses over ${summary.pauses.thresholdS} s`,
      display: `${summary.pauses.count}${summary.pauses.longestMs ? ` (longest ${formatNumber(summary.pauses.longestMs / 1000, 1)} s)` : ''}`,
    },
    {
      id: 'bradycardia',
      label: `Slow heart rate episodes (under ${summary.bradycardia.thresholdBpm} bpm)`,
      display: String(summary.bradycardia.count),
      articleId: RATE_ARTICLE,
    },
    {
      id: 'tachycardia',
      label: `Fast heart rate episodes (over ${summary.tachycardia.thresholdBpm} bpm)`,
      display: String(summary.tachycardia.count),
      articleId: RATE_ARTICLE,
    },
  ];
}

/** Beat times without beat labels: every beat counted as normal, so ectopy is not known. */
const ECTOPY_UNKNOWN: SummaryFigure = {
  id: 'ectopy',
  label: 'Ectopic (extra) beats',
  display: 'Not known: the beat times do not say which beats were ectopic',
};

/**
 * The key Holter numbers, formatted once for every place they are shown: pass the counted
 * summary (`countedSummary`), which also carries the figures of atrial flutter, VF and AV block.
 */
export function summaryFigures(
  summary: StoredSummary & { rhythm?: RhythmFindings },
): SummaryFigure[] {
  return [
    { id: 'duration', label: 'Recording length', display: span(summary.recordingDurationS) },
    {
      id: 'analysable',
      label: 'Analysable signal',
      display: span(summary.analysableDurationS),
    },
    { id: 'totalBeats', label: 'Heartbeats', display: summary.totalBeats.toLocaleString('en-GB') },
    {
      id: 'meanHr',
      label: 'Mean heart rate',
      display: rateDisplay(summary, () =>
        summary.meanHr === null ? 'Not available' : `${Math.round(summary.meanHr)} bpm`,
      ),
    },
    {
      id: 'minHr',
      label: 'Lowest heart rate (1-minute mean)',
      display: rateDisplay(
        summary,
        () =>
          `${hrAt(summary.minHr)}${summary.minHr?.time ? ` (${clock(summary.minHr.time)})` : ''}`,
      ),
    },
    {
      id: 'maxHr',
      label: 'Highest heart rate (1-minute mean)',
      display: rateDisplay(
        summary,
        () =>
          `${hrAt(summary.maxHr)}${summary.maxHr?.time ? ` (${clock(summary.maxHr.time)})` : ''}`,
      ),
    },
    ...rhythmFigures(summary.rhythm, 'VF'),
    ...afFigure(summary),
    ...rhythmFigures(summary.rhythm, 'AFL'),
    ...ectopyFigures('ventricular', 'Ventricular', summary.ventricular),
    ...ectopyFigures('supraventricular', 'Supraventricular', summary.supraventricular),
    ...(summary.ectopyUnknown ? [ECTOPY_UNKNOWN] : []),
    ...patternFigures(summary),
    ...rhythmFigures(summary.rhythm, 'AVB2'),
    ...rateFigures(summary),
  ];
}

const CLASS_NAME = { V: 'Ventricular', S: 'Supraventricular' } as const;

/** What a reader calls each finding; couplets say which kind of beat they are made of. */
function labelOf(kind: EventKind, beatClass: 'S' | 'V' | undefined): string {
  const labels: Record<EventKind, string> = {
    vf: 'Ventricular fibrillation or flutter',
    af: 'Atrial fibrillation',
    afl: 'Atrial flutter',
    vt: 'Ventricular run (3 or more beats)',
    svt: 'Supraventricular run (3 or more beats)',
    avb2: 'Heart block (second-degree or higher AV block)',
    pause: 'Pause',
    tachycardia: 'Fast heart rate',
    bradycardia: 'Slow heart rate',
    bigeminy: 'Ventricular bigeminy',
    trigeminy: 'Ventricular trigeminy',
    couplet: `${beatClass ? `${CLASS_NAME[beatClass]} c` : 'C'}ouplet`,
    'ventricular-beat': 'Ventricular ectopic beat',
    'supraventricular-beat': 'Supraventricular ectopic beat',
    unanalysable: 'Signal not analysable',
  };
  return labels[kind];
}

interface Finding {
  kind: EventKind;
  startSample: number;
  endSample: number;
  startTime: string | null;
  durationS: number;
  value: number;
  meanHr: number | null;
  beatClass?: 'S' | 'V';
  confidence?: number;
  uncertain?: boolean;
  /** Larger = shown first when a kind has more events than are listed. */
  weight: number;
}

/** The event's figure (see `eventView.value`) and how telling it is among its kind. */
function measureOf(kind: EventKind, e: RhythmEpisode): { value: number; weight: number } {
  switch (kind) {
    case 'pause':
      return { value: e.rrMs ?? e.durationS * 1000, weight: e.rrMs ?? e.durationS * 1000 };
    case 'bradycardia':
      return { value: e.meanHr ?? 0, weight: -(e.meanHr ?? 0) };
    case 'tachycardia':
      return { value: e.meanHr ?? 0, weight: e.meanHr ?? 0 };
    case 'couplet':
      return { value: e.beats, weight: e.meanHr ?? 0 };
    case 'unanalysable':
    case 'vf':
    case 'avb2':
      return { value: e.durationS, weight: e.durationS };
    default:
      return { value: e.beats, weight: e.durationS };
  }
}

function fromEpisode(e: RhythmEpisode): Finding {
  const kind = EPISODE_KINDS[e.type];
  return {
    kind,
    startSample: e.startSample,
    endSample: e.endSample,
    startTime: e.startTime,
    durationS: e.durationS,
    meanHr: e.meanHr,
    beatClass: e.beatClass,
    ...measureOf(kind, e),
    ...(e.confidence === undefined ? {} : { confidence: e.confidence }),
    ...(e.uncertain ? { uncertain: true } : {}),
  };
}

function fromEvent(e: EcgEvent): Finding | undefined {
  const base = { ...e, meanHr: null };
  switch (e.kind) {
    case 'pause':
      return { ...base, kind: 'pause', weight: e.value };
    case 'bradycardia':
      return { ...base, kind: 'bradycardia', weight: -e.value };
    case 'tachycardia':
      return { ...base, kind: 'tachycardia', weight: e.value };
    case 'premature-beat':
      return {
        ...base,
        kind: e.beatClass === 'S' ? 'supraventricular-beat' : 'ventricular-beat',
        weight: -e.startSample,
      };
    default:
      // AF comes from the rhythm episodes, which also carry its rate (`legacyAf` otherwise).
      return undefined;
  }
}

/** AF of a result stored before the engine listed rhythm episodes. */
function legacyAf(result: StoredFindings): Finding[] {
  if (result.rhythm) return [];
  return result.summary.irregularRhythm.events.map((e) => ({
    ...e,
    kind: 'af',
    meanHr: null,
    weight: e.durationS,
  }));
}

/**
 * Events of every kind in time order, at most `perKind` of each: those inside poor signal
 * (`uncertain`, for the cardiologist to judge) and then the most telling (the longest episodes
 * and pauses, the slowest and fastest rates, the earliest single beats). Pauses and slow or fast
 * rates come from the rhythm episodes where the engine lists them there (with its confidence),
 * else from the summary's lists. Results stored before the engine classified beats have no
 * rhythm episodes; they show what they have.
 */
export function eventsOf(result: StoredFindings, perKind = 50): EventView[] {
  const s = result.summary;
  const episodes = (result.rhythm?.episodes ?? []).map(fromEpisode);
  // Where the engine lists rhythm episodes, pauses and slow or fast stretches come from them
  // alone, none found included (counted-summary.ts episodeRates); an older analysis keeps its
  // summary's lists.
  const episodic = new Set<EventKind>(result.rhythm ? Object.values(EPISODE_KINDS) : []);
  const findings = [
    ...episodes,
    ...legacyAf(result),
    ...[s.pauses, s.bradycardia, s.tachycardia, s.prematureBeats].flatMap((g) =>
      g.events.map(fromEvent).filter((f) => f && !episodic.has(f.kind)),
    ),
  ].filter((f): f is Finding => f !== undefined);
  const byKind = new Map<EventKind, Finding[]>();
  for (const f of findings) byKind.set(f.kind, [...(byKind.get(f.kind) ?? []), f]);
  const rank = (f: Finding) => (f.uncertain ? 1 : 0);
  return [...byKind.values()]
    .flatMap((list) =>
      list.sort((a, b) => rank(b) - rank(a) || b.weight - a.weight).slice(0, perKind),
    )
    .sort((a, b) => a.startSample - b.startSample)
    .map(({ weight: _weight, beatClass, ...f }) => ({
      ...f,
      id: `${f.kind}-${f.startSample}`,
      label: labelOf(f.kind, beatClass),
      atS: f.startSample / result.samplingRate,
    }));
}

const NO_ECTOPY: Pick<EctopySummary, 'count' | 'couplets' | 'runs'> = {
  count: 0,
  couplets: 0,
  runs: 0,
};

/**
 * How many of each kind the whole recording counts (`eventsOf` lists only some, and lists the
 * uncertain ones, which are not counted).
 */
export function eventTotals(result: StoredFindings): Record<EventKind, number> {
  return eventTotalsOf(countedSummary(result));
}

/** How many of each kind a counted summary (after the cardiologist's edits) counts. */
export function eventTotalsOf(s: CountedSummary): Record<EventKind, number> {
  const v = s.ventricular ?? NO_ECTOPY;
  const sv = s.supraventricular ?? NO_ECTOPY;
  return {
    vf: s.rhythm.VF.episodes,
    af: s.af?.episodes ?? s.irregularRhythm.count,
    afl: s.rhythm.AFL.episodes,
    vt: v.runs,
    svt: sv.runs,
    avb2: s.rhythm.AVB2.episodes,
    pause: s.pauses.count,
    tachycardia: s.tachycardia.count,
    bradycardia: s.bradycardia.count,
    bigeminy: s.bigeminy?.episodes ?? 0,
    trigeminy: s.trigeminy?.episodes ?? 0,
    couplet: v.couplets + sv.couplets,
    'ventricular-beat': v.count,
    'supraventricular-beat': sv.count,
    unanalysable: s.unanalysable?.episodes ?? 0,
  };
}
