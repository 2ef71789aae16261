import type { AddedBeat } from '@heartcheck/ecg/review/added-beats';
import type { ReviewBeats } from '@heartcheck/ecg/review/beat-store';
import { MEDIAN_BEATS, MIN_ANCHOR } from '@heartcheck/ecg/hrv/nn-build';
import { LABEL_ARTEFACT } from '@heartcheck/ecg/review/recompute-frame';

/** The beats as the edits so far leave them (edits-state.ts ReviewState). */
interface BeatsNow {
  labels: Uint8Array;
  template: Uint16Array;
  added: readonly AddedBeat[];
}

// The reference median's intervals (11) and those needed before it is trusted (5): the engine's
// own, from its test for premature beats in the HRV (hrv/nn-build.ts, after Lipponen &
// Tarvainen 2019's window), so the review and the engine find prematurity alike.

/**
 * The beats of template `templateId` that come early: the RR interval before each, to the beat
 * before it (engine's or added, not artefact), is under (1 − `share`) times the median of the
 * MEDIAN_BEATS intervals before that one. 20 % is the classic prematurity criterion for
 * supraventricular premature beats in Holter and HRV editing (Malik et al. 1989, Eur Heart J
 * 10:1060), the engine's PREMATURE_SHARE. An atrial premature beat has a normal beat's shape,
 * so a template of normal-looking beats can hold many: their timing is what tells them apart.
 */
export function prematureBeats(
  beats: Pick<ReviewBeats, 'samples'>,
  state: BeatsNow,
  templateId: number,
  share: number,
): number[] {
  const order = beatOrder(beats.samples, state);
  const out: number[] = [];
  const prev: number[] = [];
  for (let i = 1; i < order.length; i++) {
    const [at, id] = order[i]!;
    const rr = at - order[i - 1]![0];
    if (
      prev.length >= MIN_ANCHOR &&
      id < state.template.length &&
      state.template[id] === templateId
    )
      if (rr < (1 - share) * median(prev)) out.push(id);
    prev.push(rr);
    if (prev.length > MEDIAN_BEATS) prev.shift();
  }
  return out;
}

/** [sample, id] of every beat that is a beat now (engine's and added, not artefact), in time order. */
function beatOrder(
  samples: Int32Array,
  state: Pick<BeatsNow, 'labels' | 'added'>,
): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < samples.length; k++)
    if (state.labels[k] !== LABEL_ARTEFACT) out.push([samples[k]!, k]);
  for (const a of state.added)
    if (state.labels[a.id] !== LABEL_ARTEFACT) out.push([a.sample, a.id]);
  if (state.added.length) out.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return out;
}

function median(xs: readonly number[]): number {
  const s = xs.toSorted((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
