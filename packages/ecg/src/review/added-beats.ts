import type { ReviewBeats } from './beat-store.ts';

/**
 * A beat the detector missed, added by the cardiologist: where its R peak is (a sample from the
 * recording's start) and its id. The engine's beats keep their indices 0..n-1; an added beat's
 * id is n + its slot (the order in which it was first added), so an id never changes when an
 * earlier addition is undone and every logged edit that names a beat keeps naming the same one.
 */
export interface AddedBeat {
  id: number;
  sample: number;
}

/**
 * No template: an added beat was never measured, so it joins no morphology tile
 * (templates.ts ids are compact, largest first, and stay well under this).
 */
export const NO_TEMPLATE = 0xffff;

/** Review beats with the added beats merged in, in time order, and each merged beat's id. */
export interface MergedBeats {
  beats: ReviewBeats;
  /** Id of each merged beat: an engine index below n, an added beat's id from n on. */
  ids: Int32Array;
}

/**
 * The engine's beats with the cardiologist's added beats merged in time order, so the beat
 * functions of the recomputation (RR intervals, pauses, runs, HRV) see them as beats. An added
 * beat has no measured shape: its sub-sample position is its sample, its class probability 1
 * (the cardiologist's call is certain, as for a relabelled beat: recompute.ts keptLabels), its
 * shape evidence that of a typical beat (amplitude ratio and template match 1, so no noise rule
 * takes it for an artefact), and its R amplitude the nearer engine beat's (the ECG-derived
 * respiration of the HRV spectra reads amplitudes; a missing value would be a false breath).
 * `labels` gives each added beat's class (its probability is 1 whatever it is labelled later);
 * engine beats keep the engine's class and probability, so the merged beats can be kept while
 * only labels change.
 */
export function withAddedBeats(
  base: ReviewBeats,
  added: readonly AddedBeat[],
  labels: Uint8Array,
): MergedBeats {
  const n = base.samples.length;
  const extra = [...added].sort((a, b) => a.sample - b.sample || a.id - b.id);
  const m = n + extra.length;
  const out: ReviewBeats = {
    samples: new Int32Array(m),
    exact: new Float64Array(m),
    amplitude: new Float64Array(m),
    classes: new Uint8Array(m),
    template: new Uint16Array(m),
    prob: new Float32Array(m),
    ampRatio: new Float32Array(m),
    matchShare: new Float32Array(m),
    windows: base.windows,
    templates: base.templates,
  };
  const ids = new Int32Array(m);
  for (let i = 0, k = 0, a = 0; i < m; i++) {
    const next = extra[a];
    if (next && (k >= n || next.sample < base.samples[k]!)) {
      putAdded(out, i, next, base, k, labels[next.id]!);
      ids[i] = next.id;
      a++;
    } else {
      putEngine(out, i, base, k);
      ids[i] = k;
      k++;
    }
  }
  return { beats: out, ids };
}

function putEngine(out: ReviewBeats, i: number, b: ReviewBeats, k: number): void {
  out.samples[i] = b.samples[k]!;
  out.exact[i] = b.exact[k]!;
  out.amplitude[i] = b.amplitude[k]!;
  // the engine's class and probability: the recomputation keeps the probability where the
  // label agrees with the class (recompute.ts keptLabels), whatever the labels are later
  out.classes[i] = b.classes[k]!;
  out.prob[i] = b.prob[k]!;
  out.template[i] = b.template[k]!;
  out.ampRatio[i] = b.ampRatio[k]!;
  out.matchShare[i] = b.matchShare[k]!;
}

/** An added beat at merged position i; `k` is the first engine beat after it. */
function putAdded(
  out: ReviewBeats,
  i: number,
  a: AddedBeat,
  b: ReviewBeats,
  k: number,
  label: number,
): void {
  out.samples[i] = a.sample;
  out.exact[i] = a.sample;
  out.amplitude[i] = nearestAmplitude(b, k, a.sample);
  out.classes[i] = label;
  out.prob[i] = 1;
  out.template[i] = NO_TEMPLATE;
  out.ampRatio[i] = 1;
  out.matchShare[i] = 1;
}

function nearestAmplitude(b: ReviewBeats, k: number, sample: number): number {
  const n = b.samples.length;
  if (n === 0) return 0;
  if (k >= n) return b.amplitude[n - 1]!;
  if (k === 0) return b.amplitude[0]!;
  const before = sample - b.samples[k - 1]!;
  const after = b.samples[k]! - sample;
  return b.amplitude[before <= after ? k - 1 : k]!;
}

/** The merged beats' labels (each merged beat's id's label). */
export function mergedLabels(ids: Int32Array, labels: Uint8Array): Uint8Array {
  const out = new Uint8Array(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = labels[ids[i]!]!;
  return out;
}
