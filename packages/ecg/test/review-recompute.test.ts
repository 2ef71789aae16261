import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildRr } from '../src/holter/rr-build.ts';
import { buildNn } from '../src/hrv/nn-build.ts';
import { LABEL_ARTEFACT, recomputeFromLabels } from '../src/review/recompute.ts';
import { newRecomputeCache } from '../src/review/recompute-frame.ts';
import { recomputeCases } from './review-cases.ts';

/**
 * SHA-256 (first 16 hex digits) of each case's recomputation as JSON, from the implementation
 * before it was made faster (26 November: rolling order statistics, spectra and the RR series
 * cached between edits): a faster recomputation must give the same figures to the last bit.
 * A deliberate change of a figure's definition changes these; say so in its commit.
 */
const REFERENCE: Record<string, string> = {
  'engine labels': '026c1a988c9c1fe3',
  'V template relabelled N': '1846b36bbfefe585',
  'one beat relabelled': 'af40c4bb8d761bcf',
  'mixed labels, noisy signal, added episodes': '8fbd1e0dfc92df29',
  'engine labels, no start time': '3ff0bfa34124e5f7',
  'engine labels again': '026c1a988c9c1fe3',
};

/** The figures are rounded; these are of unrounded values (the 5-min spectra, RR and NN series). */
const SPECTRA_REFERENCE = '315970106d93d6a6';
const RR_NN_REFERENCE = '5316d1845ac549c7';

const digest = (x: unknown): string =>
  createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);

describe('review: recomputeFromLabels against the reference', () => {
  // 3 hours: ~13k beats, 36 five-minute spectra, every step of a 72-hour recording
  const cases = recomputeCases(3);

  it('gives the reference figures, byte for byte, for each edit', () => {
    const got = Object.fromEntries(
      cases.map((c) => [c.name, digest(recomputeFromLabels(c.base, c.labels, c.ops))]),
    );
    expect(got).toEqual(REFERENCE);
  });

  it('gives the same figures from what it kept of the edits before (one cache, in order)', () => {
    const cache = newRecomputeCache();
    for (const c of cases)
      expect([c.name, digest(recomputeFromLabels(c.base, c.labels, c.ops, cache))]).toEqual([
        c.name,
        REFERENCE[c.name],
      ]);
    expect([cache.spectra.size, digest([...cache.spectra.entries()])]).toEqual([
      63,
      SPECTRA_REFERENCE,
    ]);
  });

  it('corrects the RR series and builds NN intervals as the reference, to the last bit', () => {
    const c = cases[3]!; // artefacts, S runs, Q beats, bigeminy
    const kept = [...c.labels.keys()].filter((k) => c.labels[k] !== LABEL_ARTEFACT);
    const exact = Float64Array.from(kept, (k) => c.base.beats.exact[k]!);
    const rr = buildRr(exact, 250, [[600 * 250, 660 * 250]]);
    const { nn, nnValid } = buildNn({
      rrMs: rr.rr,
      rrValid: rr.valid,
      classes: Uint8Array.from(kept, (k) => c.labels[k]!),
      inAf: new Uint8Array(exact.length),
      rrClass: rr.correction.classes,
      pauseMs: 2000,
    });
    const series = [rr.correction.nn, rr.correction.classes, nn, nnValid].map((a) => Array.from(a));
    expect([rr.correction.corrected, digest(series)]).toEqual([717, RR_NN_REFERENCE]);
  });

  it("keeps the engine's withheld heart rate and its reason whatever the labels say", () => {
    const c = cases[0]!;
    for (const reason of ['noise', 'little-signal'] as const) {
      const base = { ...c.base, summary: { ...c.base.summary, heartRateWithheld: reason } };
      const r = recomputeFromLabels(base, c.labels, c.ops);
      expect([r.summary.heartRateWithheld, r.summary.meanHr, r.indices.whole.meanHr]).toEqual([
        reason,
        null,
        null,
      ]);
    }
  });
});
