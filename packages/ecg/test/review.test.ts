import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseRecording, type AnalysisResult } from '../src/analyse.ts';
import { CLASS_N, CLASS_V } from '../src/classify/beat-classes.ts';
import { openRecording } from '../src/io/open.ts';
import {
  decodeReviewBeats,
  encodeReviewBeats,
  reviewBeatsOf,
  type ReviewBeats,
} from '../src/review/beat-store.ts';
import { episodeKey } from '../src/review/episode-ops.ts';
import { LABEL_ARTEFACT, recomputeFromLabels, type ReviewBase } from '../src/review/recompute.ts';
import { buildTemplates, compactTemplates, TEMPLATE_POINTS } from '../src/review/templates.ts';
import type { RhythmEpisode } from '../src/rhythm/episodes.ts';
import { MITDB } from './helpers.ts';

/** MIT-BIH 208 (vendored 30-min excerpt): frequent V beats, couplets and bigeminy. */
let result: AnalysisResult;
let base: ReviewBase;
let beats: ReviewBeats;

async function signalOf(file: string): Promise<Int16Array> {
  const rec = await openRecording(file, { channel: 0 });
  const parts: Float32Array[] = [];
  for await (const c of rec.samples()) parts.push(Float32Array.from(c));
  const out = new Int16Array(parts.reduce((a, p) => a + p.length, 0));
  let at = 0;
  for (const p of parts) for (const v of p) out[at++] = Math.round(v * 1000);
  return out;
}

/** A recording's analysis and the review base the API builds from it (templates from its signal). */
async function reviewOf(file: string): Promise<{ result: AnalysisResult; base: ReviewBase }> {
  const result = await analyseRecording(file);
  const signal = await signalOf(file);
  const read = (start: number, count: number): Int16Array => {
    const out = new Int16Array(count);
    for (let i = 0; i < count; i++) out[i] = signal[start + i] ?? 0;
    return out;
  };
  const classes = result.series.aamiClass;
  const { template, kinds } = compactTemplates(result.series.beatCluster, classes);
  const templates = buildTemplates(
    template,
    kinds,
    result.series.beatExact,
    classes,
    result.samplingRate,
    read,
  );
  const beats = reviewBeatsOf(result.series, classes, template, templates);
  return { result, base: { ...result, beats } };
}

beforeAll(async () => {
  ({ result, base } = await reviewOf(path.join(MITDB, '208.hea')));
  beats = base.beats;
});

/**
 * The review base with one more engine episode of `type` over 1-25 min (measured as the review
 * measures an added one), its labels and span: the engine's AF that is flutter, say.
 */
function withEngineEpisode(type: 'AF' | 'AFL') {
  const labels = beats.classes.slice();
  const fs = result.samplingRate;
  const span = { startSample: 60 * fs, endSample: 25 * 60 * fs };
  const af = recomputeFromLabels(base, labels, [{ op: 'add', id: 'a1', type: 'AF', ...span }]);
  const { key: _key, status: _status, ...found } = af.episodes.find((e) => e.key === 'added-a1')!;
  const episode: RhythmEpisode = { ...found, type };
  const withIt = { ...base, rhythm: { episodes: [...base.rhythm.episodes, episode] } };
  return { labels, span, af, episode, base: withIt };
}

const counts = (r: { summary: AnalysisResult['summary'] }) => ({
  classes: r.summary.beatClasses,
  v: r.summary.ventricular,
  s: r.summary.supraventricular,
  bigeminy: r.summary.bigeminy.episodes,
  trigeminy: r.summary.trigeminy.episodes,
  pauses: r.summary.pauses.count,
  premature: r.summary.prematureBeats.count,
  af: r.summary.af,
});

describe('review: templates', () => {
  it('gives every beat a template, largest first, with a waveform and overlaid beats', () => {
    const t = beats.templates;
    expect(t.length).toBeGreaterThan(1);
    expect(t.reduce((a, x) => a + x.count, 0)).toBe(beats.samples.length);
    const tiles = t.filter((x) => !x.rare);
    for (let i = 1; i < tiles.length; i++)
      expect(tiles[i]!.count).toBeLessThanOrEqual(tiles[i - 1]!.count);
    expect(t[0]!.mean).toHaveLength(TEMPLATE_POINTS);
    expect(t[0]!.overlay.length).toBeGreaterThan(1);
    // 208's normal beat has an R wave: the averaged template's peak is well above its baseline
    expect(Math.max(...t[0]!.mean.map(Math.abs))).toBeGreaterThan(300);
    // a ventricular template exists (208 has ~990 V beats in its first 30 min)
    expect(t.some((x) => x.engineClass === 'V' && x.count > 50)).toBe(true);
  });

  it('survives the binary store unchanged', () => {
    const back = decodeReviewBeats(encodeReviewBeats(beats));
    expect(back.templates).toEqual(beats.templates);
    expect(Array.from(back.exact)).toEqual(Array.from(beats.exact));
    expect(Array.from(back.template)).toEqual(Array.from(beats.template));
    expect(Array.from(back.classes)).toEqual(Array.from(beats.classes));
    expect(Array.from(back.windows.pBad)).toEqual(Array.from(beats.windows.pBad));
    expect(Array.from(back.amplitude)).toEqual(Array.from(beats.amplitude));
  });
});

describe('review: recomputeFromLabels', () => {
  it("gives the engine's figures from the engine's labels", () => {
    const r = recomputeFromLabels(base, beats.classes.slice(), []);
    expect(counts(r)).toEqual(counts(result));
    expect(r.indices.whole).toEqual(result.indices.whole);
    expect(r.indices.hourly).toEqual(result.indices.hourly);
    expect(r.episodes.map((e) => e.key)).toEqual(result.rhythm.episodes.map(episodeKey));
  });

  it('moves the counts when a V template is relabelled N, and gives the same answer twice', () => {
    const v = beats.templates.find((t) => !t.rare && t.engineClass === 'V')!;
    const labels = beats.classes.slice();
    let moved = 0;
    for (let k = 0; k < labels.length; k++)
      if (beats.template[k] === v.id && labels[k] === CLASS_V) {
        labels[k] = CLASS_N;
        moved++;
      }
    const r = recomputeFromLabels(base, labels, []);
    expect(moved).toBeGreaterThan(0);
    expect(r.summary.beatClasses.V).toBe(result.summary.beatClasses.V - moved);
    expect(r.summary.beatClasses.N).toBe(result.summary.beatClasses.N + moved);
    expect(r.summary.prematureBeats.count).toBeLessThan(result.summary.prematureBeats.count);
    expect(r.summary.bigeminy.episodes).toBeLessThanOrEqual(result.summary.bigeminy.episodes);
    expect(r.indices.whole.beats).toBeGreaterThanOrEqual(result.indices.whole.beats);
    expect(recomputeFromLabels(base, labels, [])).toEqual(r);
  });

  it('leaves artefact beats out of the beat count and out of every interval', () => {
    const labels = beats.classes.slice();
    labels[100] = LABEL_ARTEFACT;
    labels[101] = LABEL_ARTEFACT;
    const r = recomputeFromLabels(base, labels, []);
    expect(r.artefactBeats).toBe(2);
    expect(r.summary.totalBeats).toBe(result.summary.totalBeats - 2);
    expect(r.summary.pauses.count).toBe(result.summary.pauses.count);
  });

  it('drops a rejected run from the figures, counts an added AF episode and re-measures an adjusted one', () => {
    const labels = beats.classes.slice();
    const couplet = result.rhythm.episodes.find(
      (e) => e.type === 'couplet' && e.beatClass === 'V',
    )!;
    const rejected = recomputeFromLabels(base, labels, [
      { op: 'reject', key: episodeKey(couplet) },
    ]);
    expect(rejected.summary.ventricular.couplets).toBe(result.summary.ventricular.couplets - 1);
    expect(rejected.episodes.find((e) => e.key === episodeKey(couplet))!.status).toBe('rejected');
    const fs = result.samplingRate;
    const added = recomputeFromLabels(base, labels, [
      { op: 'add', id: 'a1', type: 'AF', startSample: 60 * fs, endSample: 25 * 60 * fs },
    ]);
    expect(added.summary.af.episodes).toBe(result.summary.af.episodes + 1);
    expect(added.summary.af.burdenPercent).toBeGreaterThan(50);
    expect(added.indices.whole.withheld?.reason).toBe('af');
    const adjusted = recomputeFromLabels(base, labels, [
      { op: 'add', id: 'a1', type: 'AF', startSample: 60 * fs, endSample: 25 * 60 * fs },
      { op: 'adjust', key: 'added-a1', startSample: 60 * fs, endSample: 2 * 60 * fs },
    ]);
    expect(adjusted.summary.af.totalS).toBeCloseTo(60, 0);
    const vt = recomputeFromLabels(base, labels, [
      { op: 'add', id: 'v1', type: 'VT', startSample: 100 * fs, endSample: 103 * fs },
    ]);
    expect(vt.summary.ventricular.runs).toBe(result.summary.ventricular.runs + 1);
  });

  it("leaves atrial flutter's beats out of the HRV as the engine does, like AF's", () => {
    // the engine's NN and HRV withholding treat AFL beats as AF beats (analyse.ts inAf); the
    // recomputation took AF episodes only (SVDB 880's HRV differed: bench/hrv-cv.ts)
    const { labels, af, base: withAfl } = withEngineEpisode('AFL');
    const afl = recomputeFromLabels(withAfl, labels, []);
    expect(afl.indices.whole.withheld?.reason).toBe('af');
    expect(afl.indices.whole).toEqual(af.indices.whole);
  });

  it('counts an added flutter as flutter, not AF, its beats left out of the HRV as AF beats', () => {
    // the engine cannot tell flutter from AF when conduction is irregular (203): the
    // cardiologist adds AFL where it called AF or nothing (issue 19)
    const labels = beats.classes.slice();
    const fs = result.samplingRate;
    const span = { startSample: 60 * fs, endSample: 25 * 60 * fs };
    const af = recomputeFromLabels(base, labels, [{ op: 'add', id: 'a1', type: 'AF', ...span }]);
    const afl = recomputeFromLabels(base, labels, [{ op: 'add', id: 'f1', type: 'AFL', ...span }]);
    const added = afl.episodes.find((e) => e.key === 'added-f1')!;
    expect(added).toMatchObject({ type: 'AFL', status: 'added', ...span });
    expect(added.beats).toBeGreaterThan(1000);
    expect(added.meanHr).toBeGreaterThan(40);
    expect(afl.summary.af).toEqual(result.summary.af);
    expect(afl.summary.irregularRhythm.burdenPercent).toBe(
      result.summary.irregularRhythm.burdenPercent,
    );
    expect(afl.indices.whole.withheld?.reason).toBe('af');
    expect(afl.indices).toEqual(af.indices);
  });

  it('corrects AF to flutter: the AF rejected and flutter added over its span', () => {
    const { labels, span, episode: engineAf, base: withAf } = withEngineEpisode('AF');
    const before = recomputeFromLabels(withAf, labels, []);
    expect(before.summary.af.episodes).toBe(result.summary.af.episodes + 1);
    const corrected = recomputeFromLabels(withAf, labels, [
      { op: 'reject', key: episodeKey(engineAf) },
      { op: 'add', id: 'f1', type: 'AFL', ...span },
    ]);
    // AF count and burden down to what they are without it, flutter listed and counted instead
    expect(corrected.summary.af).toEqual(result.summary.af);
    expect(corrected.summary.af.burdenPercent).toBeLessThan(before.summary.af.burdenPercent);
    const listed = corrected.episodes.filter((e) => e.status !== 'rejected');
    expect(listed.filter((e) => e.type === 'AFL')).toHaveLength(1);
    expect(listed.some((e) => e.type === 'AF' && e.startSample === span.startSample)).toBe(false);
    // the same beats stay out of the HRV: AF and flutter alike
    expect(corrected.indices).toEqual(before.indices);
  });

  it('changes AF to flutter in one edit: the figures of rejecting it and adding flutter, listed as a change', () => {
    const { labels, span, episode: engineAf, base: withAf } = withEngineEpisode('AF');
    const key = episodeKey(engineAf);
    const two = recomputeFromLabels(withAf, labels, [
      { op: 'reject', key },
      { op: 'add', id: 'f1', type: 'AFL', ...span },
    ]);
    const one = recomputeFromLabels(withAf, labels, [
      { op: 'retype', id: 'f1', key, type: 'AFL', from: 'AF', ...span },
    ]);
    expect(one.summary).toEqual(two.summary);
    expect(one.indices).toEqual(two.indices);
    expect(one.episodes.find((e) => e.key === key)).toMatchObject({
      type: 'AF',
      status: 'rejected',
      changedTo: 'AFL',
    });
    expect(one.episodes.find((e) => e.key === 'added-f1')).toMatchObject({
      type: 'AFL',
      status: 'added',
      changedFrom: 'AF',
      ...span,
    });
    // the changed episode takes no further edits (a redo after a later confirm cannot count it
    // twice), and a change to the type it has already is no change
    const confirmed = recomputeFromLabels(withAf, labels, [
      { op: 'retype', id: 'f1', key, type: 'AFL', from: 'AF', ...span },
      { op: 'confirm', key },
    ]);
    expect(confirmed.summary).toEqual(one.summary);
    const same = recomputeFromLabels(withAf, labels, [
      { op: 'retype', id: 'x1', key, type: 'AF', from: 'AF', ...span },
    ]);
    expect(same.summary).toEqual(recomputeFromLabels(withAf, labels, []).summary);
    expect(same.episodes.some((e) => e.key === 'added-x1')).toBe(false);
  });

  it('changes a run to VF: the beats inside leave the figures, as in VF the engine finds', () => {
    const labels = beats.classes.slice();
    const run = result.rhythm.episodes.find((e) => e.type === 'couplet')!;
    const span = { startSample: run.startSample, endSample: run.endSample };
    const added = recomputeFromLabels(base, labels, [
      { op: 'reject', key: episodeKey(run) },
      { op: 'add', id: 'v1', type: 'VF', ...span },
    ]);
    const changed = recomputeFromLabels(base, labels, [
      { op: 'retype', id: 'v1', key: episodeKey(run), type: 'VF', from: 'couplet', ...span },
    ]);
    expect(changed.summary).toEqual(added.summary);
    expect(changed.summary.totalBeats).toBeLessThan(result.summary.totalBeats);
    expect(changed.summary.ventricular.couplets).toBe(result.summary.ventricular.couplets - 1);
    expect(changed.episodes.find((e) => e.key === 'added-v1')).toMatchObject({
      type: 'VF',
      beats: 0,
      changedFrom: 'couplet',
    });
    // its beats gone, the couplet is no longer found: the VF still says what it was
    expect(changed.episodes.some((e) => e.key === episodeKey(run))).toBe(false);
  });

  it('leaves no beats, intervals or analysable time inside an added VF, as the engine does', () => {
    const labels = beats.classes.slice();
    const fs = result.samplingRate;
    const span = { startSample: 300 * fs, endSample: 330 * fs };
    const inside = beats.samples.filter((s) => s >= span.startSample && s <= span.endSample).length;
    expect(inside).toBeGreaterThan(20);
    const vf = recomputeFromLabels(base, labels, [{ op: 'add', id: 'v1', type: 'VF', ...span }]);
    expect(vf.episodes.find((e) => e.key === 'added-v1')).toMatchObject({
      type: 'VF',
      status: 'added',
      beats: 0,
      meanHr: null,
      durationS: 30,
    });
    expect(vf.summary.totalBeats).toBe(result.summary.totalBeats - inside);
    expect(vf.artefactBeats).toBe(0);
    expect(vf.summary.analysableDurationS).toBeCloseTo(result.summary.analysableDurationS - 30, 2);
    expect(vf.indices.whole.beats).toBeLessThan(result.indices.whole.beats);
    // no run, couplet or pause found inside it, and none across it
    const within = (e: { startSample: number; endSample: number }) =>
      e.endSample >= span.startSample && e.startSample <= span.endSample;
    expect(vf.episodes.filter((e) => e.key !== 'added-v1' && within(e))).toEqual([]);
    // rejected, it gives back the engine's figures exactly
    const rejected = recomputeFromLabels(base, labels, [
      { op: 'add', id: 'v1', type: 'VF', ...span },
      { op: 'reject', key: 'added-v1' },
    ]);
    expect(counts(rejected)).toEqual(counts(result));
    expect(rejected.indices).toEqual(result.indices);
    // moved, only its new stretch is left out
    const moved = recomputeFromLabels(base, labels, [
      { op: 'add', id: 'v1', type: 'VF', ...span },
      { op: 'adjust', key: 'added-v1', startSample: 300 * fs, endSample: 310 * fs },
    ]);
    expect(moved.summary.totalBeats).toBeGreaterThan(vf.summary.totalBeats);
    expect(moved.summary.analysableDurationS).toBeCloseTo(
      result.summary.analysableDurationS - 10,
      2,
    );
  });

  it('leaves the beats, runs and intervals of a stretch called noise out of the figures, in one edit', () => {
    const labels = beats.classes.slice();
    const fs = result.samplingRate;
    // a couplet and the beats around it: the cardiologist sees noise where the engine saw beats
    const run = result.rhythm.episodes.find((e) => e.type === 'couplet')!;
    const span = { startSample: run.startSample - 20 * fs, endSample: run.endSample + 20 * fs };
    const inside = beats.samples.filter((s) => s >= span.startSample && s <= span.endSample).length;
    expect(inside).toBeGreaterThan(20);
    const noise = recomputeFromLabels(base, labels, [
      { op: 'add', id: 'n1', type: 'unanalysable', ...span },
    ]);
    const durationS = (span.endSample - span.startSample) / fs;
    expect(noise.episodes.find((e) => e.key === 'added-n1')).toMatchObject({
      type: 'unanalysable',
      status: 'added',
      beats: 0,
      meanHr: null,
    });
    expect(noise.summary.totalBeats).toBe(result.summary.totalBeats - inside);
    const couplets = result.rhythm.episodes.filter(
      (e) =>
        e.type === 'couplet' && e.startSample >= span.startSample && e.endSample <= span.endSample,
    ).length;
    expect(couplets).toBeGreaterThan(0);
    expect(noise.summary.ventricular.couplets).toBe(result.summary.ventricular.couplets - couplets);
    expect(noise.summary.analysableDurationS).toBeCloseTo(
      result.summary.analysableDurationS - durationS,
      2,
    );
    expect(noise.summary.unanalysable.episodes).toBe(result.summary.unanalysable.episodes + 1);
    expect(noise.indices.whole.beats).toBeLessThan(result.indices.whole.beats);
    const within = (e: { startSample: number; endSample: number }) =>
      e.endSample >= span.startSample && e.startSample <= span.endSample;
    expect(noise.episodes.filter((e) => e.key !== 'added-n1' && within(e))).toEqual([]);
    expect(noise.summary.unanalysable.totalS).toBeCloseTo(
      result.summary.unanalysable.totalS + durationS,
      1,
    );
    // a second stretch over half of it: the unanalysable time counts the overlap once
    const twice = recomputeFromLabels(base, labels, [
      { op: 'add', id: 'n1', type: 'unanalysable', ...span },
      {
        op: 'add',
        id: 'n2',
        type: 'unanalysable',
        startSample: run.startSample,
        endSample: span.endSample + 10 * fs,
      },
    ]);
    expect(twice.summary.unanalysable.totalS).toBeCloseTo(
      result.summary.unanalysable.totalS + durationS + 10,
      1,
    );
    expect(twice.summary.analysableDurationS).toBeCloseTo(
      noise.summary.analysableDurationS - 10,
      2,
    );
    // the couplet changed to noise: the same figures, one change in the list
    const changed = recomputeFromLabels(base, labels, [
      {
        op: 'retype',
        id: 'n1',
        key: episodeKey(run),
        type: 'unanalysable',
        from: 'couplet',
        ...span,
      },
    ]);
    expect(changed.summary).toEqual(noise.summary);
    // rejected, it gives back the engine's figures exactly
    const rejected = recomputeFromLabels(base, labels, [
      { op: 'add', id: 'n1', type: 'unanalysable', ...span },
      { op: 'reject', key: 'added-n1' },
    ]);
    expect(counts(rejected)).toEqual(counts(result));
    expect(rejected.indices).toEqual(result.indices);
  });

  it("keeps the engine's doubt about VT runs in flutter that change shape beat to beat (203)", async () => {
    // the review has no beat shapes to repeat the in-AF shape check (rhythm/episodes.ts): the
    // engine's own labels must list the same runs as uncertain, not count them
    const r203 = await reviewOf(path.join(MITDB, '203.hea'));
    const isVt = (e: { type: string }) => e.type === 'VT';
    const engine = r203.result.rhythm.episodes
      .filter(isVt)
      .map((e) => `${episodeKey(e)}:${e.uncertain === true}`);
    expect(engine.filter((e) => e.endsWith(':true')).length).toBeGreaterThan(0);
    const again = recomputeFromLabels(r203.base, r203.base.beats.classes.slice(), []);
    expect(again.episodes.filter(isVt).map((e) => `${e.key}:${e.uncertain === true}`)).toEqual(
      engine,
    );
    expect(again.summary.ventricular).toEqual(r203.result.summary.ventricular);
  }, 30_000);
});
