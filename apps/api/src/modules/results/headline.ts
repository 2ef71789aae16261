import type { CountedSummary } from './counted-summary.ts';
import { plural } from './figure-format.ts';
import { formatNumber } from './indices.ts';

/**
 * Ectopic beats are named in the one-line summary from 1 % of beats. Our choice: ISHNE/HRS 2017
 * reports ectopy as a burden without one cut-off; 1 % is the lowest burden papers call
 * "frequent", so the line never hides ectopy a GP would want to know about.
 */
const ECTOPY_MENTION_PERCENT = 1;

function afPart(s: CountedSummary): string {
  const episodes = s.af?.episodes ?? s.irregularRhythm.count;
  const burden = s.af?.burdenPercent ?? s.irregularRhythm.burdenPercent;
  return episodes > 0
    ? `atrial fibrillation for ${formatNumber(burden, 1)} % of the recording`
    : 'no atrial fibrillation';
}

function pausePart(s: CountedSummary): string {
  if (s.pauses.count === 0) return 'no pauses';
  const longest = s.pauses.longestMs
    ? ` (longest ${formatNumber(s.pauses.longestMs / 1000, 1)} s)`
    : '';
  return `${plural(s.pauses.count, 'pause')}${longest}`;
}

/** The serious rhythms, worst first; each only when the recording has one. */
function seriousParts(s: CountedSummary): string[] {
  const out: string[] = [];
  const episodes = (n: number, name: string) => {
    if (n > 0) out.push(`${name} (${plural(n, 'episode')})`);
  };
  episodes(s.rhythm.VF.episodes, 'ventricular fibrillation or flutter');
  const vt = s.ventricular?.runs ?? 0;
  if (vt > 0)
    out.push(
      `${plural(vt, 'run')} of ventricular tachycardia${s.ventricular?.longestRun ? ` (longest ${plural(s.ventricular.longestRun.beats, 'beat')})` : ''}`,
    );
  episodes(s.rhythm.AVB2.episodes, 'second-degree or higher AV block');
  return out;
}

function otherParts(s: CountedSummary): string[] {
  const out: string[] = [];
  if (s.rhythm.AFL.episodes > 0)
    out.push(`atrial flutter (${plural(s.rhythm.AFL.episodes, 'episode')})`);
  const svt = s.supraventricular?.runs ?? 0;
  if (svt > 0) out.push(`${plural(svt, 'run')} of supraventricular tachycardia`);
  for (const [e, name] of [
    [s.ventricular, 'ventricular'],
    [s.supraventricular, 'supraventricular'],
  ] as const)
    if (e && e.percent >= ECTOPY_MENTION_PERCENT)
      out.push(`${name} ectopic beats ${formatNumber(e.percent, 1)} % of beats`);
  return out;
}

/**
 * The one-line plain-English summary at the top of every report (issue 21): the serious rhythms
 * first, then atrial fibrillation and pauses (always said, present or not, as a GP asks about
 * them first), then flutter, SVT and frequent ectopy; "see below" points to the figures.
 * For example "Atrial fibrillation for 3.4 % of the recording; no pauses; see below".
 */
export function summaryLine(s: CountedSummary): string {
  const parts = [...seriousParts(s), afPart(s), pausePart(s), ...otherParts(s), 'see below'];
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
