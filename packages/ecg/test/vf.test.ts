import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { MITDB } from './helpers.ts';

const EXCERPTS = path.join(path.dirname(MITDB), 'excerpts');

const overlap = (a: [number, number][], s: number, e: number): number =>
  a.reduce((t, [x, y]) => t + Math.max(0, Math.min(e, y) - Math.max(s, x)), 0);

describe('ventricular fibrillation', () => {
  it('Creighton cu01: most of the reference VF is called VF with a confidence, the rhythm before it is not', async () => {
    const ref = JSON.parse(readFileSync(path.join(EXCERPTS, 'cu01-vf.json'), 'utf8')) as {
      vf: [number, number][];
    };
    const r = await analyseRecording(path.join(EXCERPTS, 'cu01-vf.hea'));
    const vf = r.rhythm.episodes.filter((e) => e.type === 'VF');
    const refS = overlap(ref.vf, 0, Infinity);
    const hit = vf.reduce((t, e) => t + overlap(ref.vf, e.startSample, e.endSample), 0);
    expect(hit / refS).toBeGreaterThanOrEqual(0.8);
    const outside = vf.reduce((t, e) => t + (e.endSample - e.startSample), 0) - hit;
    // window edges: at most one 8 s window's spill on either side of the reference stretch
    expect(outside / 250).toBeLessThanOrEqual(16);
    for (const e of vf) {
      expect(e.confidence).toBeGreaterThan(0);
      expect(e.confidence).toBeLessThanOrEqual(1);
      expect(e.beats).toBe(0);
    }
    // VF is a finding, not "unanalysable", and its waves are not beats
    const unan = r.rhythm.episodes.filter((e) => e.type === 'unanalysable');
    expect(unan.reduce((t, e) => t + overlap(ref.vf, e.startSample, e.endSample), 0)).toBeLessThan(
      0.2 * refS,
    );
    const beatsInVf = Array.from(r.series.beatSamples).filter((s) => overlap(ref.vf, s, s + 1) > 0);
    expect(beatsInVf.length).toBeLessThan(10);
    expect(r.rhythm.episodes.filter((e) => e.type === 'VT' && !e.uncertain)).toEqual([]);
  });

  it('a clean MIT-BIH record without VF has no VF episode', async () => {
    const r = await analyseRecording(path.join(MITDB, '115.hea'));
    expect(r.rhythm.episodes.filter((e) => e.type === 'VF')).toEqual([]);
  });
});
