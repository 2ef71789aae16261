import { describe, expect, it } from 'vitest';
import { CLASS_N, CLASS_V } from '../src/classify/beat-classes.ts';
import type { ReviewBeats } from '../src/review/beat-store.ts';
import { mergedLabels, NO_TEMPLATE, withAddedBeats } from '../src/review/added-beats.ts';
import { recomputeFromLabels, type ReviewBase } from '../src/review/recompute.ts';
import { syntheticReviewBase } from '../src/synth/review-base.ts';

/** The base without the beats at `drop` (a detector that missed them). */
function missing(base: ReviewBase, drop: readonly number[]): ReviewBase {
  const gone = new Set(drop);
  const b = base.beats;
  const keep = [...b.samples.keys()].filter((k) => !gone.has(k));
  const pick = <T extends { length: number; [i: number]: number }>(
    a: T,
    make: (xs: number[]) => T,
  ): T => make(keep.map((k) => a[k]!));
  const beats: ReviewBeats = {
    ...b,
    samples: pick(b.samples, (x) => Int32Array.from(x)),
    exact: pick(b.exact, (x) => Float64Array.from(x)),
    amplitude: pick(b.amplitude, (x) => Float64Array.from(x)),
    classes: pick(b.classes, (x) => Uint8Array.from(x)),
    template: pick(b.template, (x) => Uint16Array.from(x)),
    prob: pick(b.prob, (x) => Float32Array.from(x)),
    ampRatio: pick(b.ampRatio, (x) => Float32Array.from(x)),
    matchShare: pick(b.matchShare, (x) => Float32Array.from(x)),
  };
  return { ...base, beats };
}

/** Two N beats in a row, far from any V beat, in the first hour. */
function twoNormal(b: ReviewBeats): number {
  for (let k = 2000; ; k++) if ([-1, 0, 1, 2].every((d) => b.classes[k + d] === CLASS_N)) return k;
}

describe('review: beats the cardiologist adds (withAddedBeats)', () => {
  const base = syntheticReviewBase(1, 250);
  const k = twoNormal(base.beats);
  const missed = missing(base, [k, k + 1]);
  const n = missed.beats.samples.length;

  it('merges added beats in time order, each with its id, label and no template', () => {
    const labels = new Uint8Array(n + 2);
    labels.set(missed.beats.classes);
    labels[n] = CLASS_N;
    labels[n + 1] = CLASS_V;
    // added out of time order: the later beat first
    const added = [
      { id: n, sample: base.beats.samples[k + 1]! },
      { id: n + 1, sample: base.beats.samples[k]! },
    ];
    const { beats, ids } = withAddedBeats(missed.beats, added, labels);
    expect(beats.samples.length).toBe(n + 2);
    expect([...ids.subarray(k - 1, k + 3)]).toEqual([k - 1, n + 1, n, k]);
    expect([...beats.samples.subarray(k, k + 2)]).toEqual([
      base.beats.samples[k],
      base.beats.samples[k + 1],
    ]);
    expect([...beats.classes.subarray(k, k + 2)]).toEqual([CLASS_V, CLASS_N]);
    // engine beats keep the engine's class and probability, whatever their label now
    labels[k - 1] = CLASS_V;
    const again = withAddedBeats(missed.beats, added, labels);
    expect([again.beats.classes[k - 1], again.beats.prob[k - 1]]).toEqual([
      missed.beats.classes[k - 1],
      missed.beats.prob[k - 1],
    ]);
    expect(beats.template[k]).toBe(NO_TEMPLATE);
    expect(beats.prob[k]).toBe(1);
    expect([...mergedLabels(ids, labels).subarray(k - 1, k + 3)]).toEqual([
      labels[k - 1],
      CLASS_V,
      CLASS_N,
      labels[k],
    ]);
    // every sample ascending: the beat functions read them as a time series
    for (let i = 1; i < beats.samples.length; i++)
      expect(beats.samples[i]).toBeGreaterThanOrEqual(beats.samples[i - 1]!);
  });

  it('gives back the figures of the recording with those beats found', () => {
    const found = recomputeFromLabels(base, base.beats.classes, []);
    const lost = recomputeFromLabels(missed, missed.beats.classes, []);
    // two beats missed in a row at ~70/min leave a gap of ~2.6 s: a pause, not in the original
    expect(lost.summary.pauses.count).toBe(found.summary.pauses.count + 1);
    expect(lost.summary.totalBeats).toBe(found.summary.totalBeats - 2);

    const labels = new Uint8Array(n + 2);
    labels.set(missed.beats.classes);
    const added = [k, k + 1].map((j, a) => ({ id: n + a, sample: base.beats.samples[j]! }));
    const merged = withAddedBeats(missed.beats, added, labels);
    const back = recomputeFromLabels(
      { ...missed, beats: merged.beats },
      mergedLabels(merged.ids, labels),
      [],
    );
    expect(back.summary.totalBeats).toBe(found.summary.totalBeats);
    expect(back.summary.pauses.count).toBe(found.summary.pauses.count);
    expect(back.summary.beatClasses).toEqual(found.summary.beatClasses);
    // added at whole samples (4 ms at 250 Hz), not the engine's sub-sample peaks
    expect(back.indices.whole.sdnn).toBeCloseTo(found.indices.whole.sdnn!, 0);
    expect(back.indices.whole.rmssd).toBeCloseTo(found.indices.whole.rmssd!, 0);
  });

  it('leaves the engine beats as they are when none is added', () => {
    const { beats, ids } = withAddedBeats(base.beats, [], base.beats.classes);
    expect([...ids]).toEqual([...base.beats.samples.keys()]);
    expect(beats.samples).toEqual(base.beats.samples);
    expect(beats.prob).toEqual(base.beats.prob);
  });
});
