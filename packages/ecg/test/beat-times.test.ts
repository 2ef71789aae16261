import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBeatTimes } from '../src/io/beat-times.ts';
import { EcgFormatError } from '../src/io/errors.ts';
import { readWfdbAnnotations } from '../src/io/wfdb-annotations.ts';
import { analyseBeatTimes } from '../src/rhythm/beat-times.ts';
import { AF_RR_MODEL } from '../src/rhythm/af-rr.ts';
import { AF_FEATURES } from '../src/rhythm/af-rr-features.ts';
import type { RhythmEpisode } from '../src/rhythm/episodes.ts';

/**
 * Beat-time files: the first 15 minutes of the MIT-BIH AF database's 04015 (.qrs beats, .atr
 * rhythm; 250 Hz, no header) and of the Long-Term AF database's 101 (.atr beats and rhythm,
 * .hea; 128 Hz), vendored in test/data/rr (PhysioNet, ODC-By 1.0; see its README).
 */
const RR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'data/rr');
const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/heartcheck-ecg.mjs');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

async function referenceAf(file: string): Promise<[number, number][]> {
  const r = (await readWfdbAnnotations(file)).filter((a) => a.aux?.startsWith('('));
  return r.flatMap((a, i) =>
    a.aux === '(AFIB' ? [[a.sample, r[i + 1]?.sample ?? Infinity] as [number, number]] : [],
  );
}

const overlapS = (ref: [number, number][], eps: RhythmEpisode[], fs: number): number =>
  ref.reduce(
    (t, [s, e]) =>
      t +
      eps.reduce(
        (u, x) => u + Math.max(0, Math.min(e, x.endSample) - Math.max(s, x.startSample)),
        0,
      ),
    0,
  ) / fs;

function tmpFile(name: string, text: string): string {
  const f = path.join(mkdtempSync(path.join(tmpdir(), 'hc-beats-')), name);
  writeFileSync(f, text);
  return f;
}

describe('beat-time files', () => {
  it('the vendored excerpts match their SHA256SUMS', () => {
    const lines = readFileSync(path.join(RR, 'SHA256SUMS'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      const [hash, name] = line.split(/\s+/);
      const got = createHash('sha256')
        .update(readFileSync(path.join(RR, name!)))
        .digest('hex');
      expect(got, name).toBe(hash);
    }
  });

  it('reads only the beat annotations of a WFDB file, at the rate given', async () => {
    const b = await readBeatTimes(path.join(RR, '04015.qrs'), { fs: 250 });
    expect(b.fs).toBe(250);
    expect(b.samples.length).toBe(1464);
    expect(b.classes).toBeNull(); // a detector's .qrs labels every beat N: no class information
    expect(b.samples.every((s, i) => i === 0 || s > b.samples[i - 1]!)).toBe(true);
  });

  it('takes the rate and start from the .hea beside it, and beat labels from a reference .atr', async () => {
    const all = await readWfdbAnnotations(path.join(RR, '101.atr'));
    const b = await readBeatTimes(path.join(RR, '101.atr'));
    expect(b.fs).toBe(128);
    expect(b.startTime?.getHours()).toBe(9);
    // the file's rhythm changes (+ with "(AFIB" etc.) are not beats
    expect(all.some((a) => a.aux === '(AFIB')).toBe(true);
    expect(b.samples.length).toBe(all.filter((a) => a.label !== '+').length);
    expect(b.classes).not.toBeNull();
  });

  it('refuses a WFDB file with no rate and no header, naming --fs', async () => {
    await expect(readBeatTimes(path.join(RR, '04015.qrs'))).rejects.toThrow(/pass --fs HZ/);
  });

  it('reads a CSV of beat times in seconds with a header and comments', async () => {
    const f = tmpFile('b.csv', '# watch export\nbeat_time_s\n0.5\n1.31\n2.1,extra\n\n2.95\n');
    const b = await readBeatTimes(f);
    expect(b.fs).toBe(1000);
    expect(Array.from(b.samples)).toEqual([500, 1310, 2100, 2950]);
    const g = await readBeatTimes(f, { fs: 128 });
    expect(g.samples[1]).toBeCloseTo(1.31 * 128, 6);
  });

  it('says which CSV line is wrong', async () => {
    await expect(readBeatTimes(tmpFile('a.csv', '0.5\n1.2\n1.1\n2\n'))).rejects.toThrow(
      /line 3: 1.1 s does not come after 1.2 s/,
    );
    await expect(readBeatTimes(tmpFile('a.csv', '0.5\n1.2\nabc\n2\n'))).rejects.toThrow(
      /line 3: "abc" is not a time/,
    );
    await expect(readBeatTimes(tmpFile('a.csv', 't\n0.5\n'))).rejects.toBeInstanceOf(
      EcgFormatError,
    );
  });
});

describe('analyseBeatTimes', () => {
  it('finds the paroxysms of AF in 04015', async () => {
    const b = await readBeatTimes(path.join(RR, '04015.qrs'), { fs: 250 });
    const ref = await referenceAf(path.join(RR, '04015.atr'));
    const af = analyseBeatTimes(b).rhythm.episodes.filter((e) => e.type === 'AF');
    const refS = ref.reduce((t, [s, e]) => t + (Math.min(e, 15 * 60 * 250) - s), 0) / 250;
    expect(refS).toBeGreaterThan(180);
    expect(overlapS(ref, af, 250) / refS).toBeGreaterThan(0.8);
    for (const e of af) expect(e.confidence).toBeGreaterThan(0.5);
    // (its sinus rhythm before the AF, with runs of atrial ectopy, is read as AF too: a known
    // limit of RR-only detection, see the README)
  });

  it('finds the AF of long-term AF record 101 and little AF in its sinus rhythm with ectopy', async () => {
    const b = await readBeatTimes(path.join(RR, '101.atr'));
    const ref = await referenceAf(path.join(RR, '101.atr'));
    const r = analyseBeatTimes(b);
    const af = r.rhythm.episodes.filter((e) => e.type === 'AF');
    const refS = (ref[0]![1] - ref[0]![0]) / 128;
    const ov = overlapS(ref, af, 128);
    expect(ov).toBeGreaterThan(0.7 * refS);
    expect(af.reduce((t, e) => t + e.durationS, 0) - ov).toBeLessThan(60);
    expect(r.startTime).toBe('2005-05-02T09:39:20');
  });

  it('reports sustained brady- and tachycardia, pauses, and a gap as an uncertain pause', () => {
    const t: number[] = [0];
    const add = (rrS: number, count: number): void => {
      for (let i = 0; i < count; i++) t.push(t[t.length - 1]! + rrS * (1 + 0.02 * Math.sin(i)));
    };
    add(0.85, 120); // sinus ~70 bpm
    add(1.6, 40); // 37 bpm for ~64 s
    add(0.85, 60);
    add(2.6, 1); // a 2.6 s pause
    add(0.85, 60);
    add(0.46, 150); // 130 bpm for ~69 s, regular
    add(0.85, 60);
    add(15, 1); // 15 s without beats: lost signal or asystole
    add(0.85, 60);
    const r = analyseBeatTimes({ samples: t.map((s) => s * 200), fs: 200 });
    const of = (type: string) => r.rhythm.episodes.filter((e) => e.type === type);
    expect(of('brady')).toHaveLength(1);
    expect(of('brady')[0]!.durationS).toBeGreaterThan(55);
    expect(of('tachy')).toHaveLength(1);
    expect(of('tachy')[0]!.meanHr).toBeGreaterThan(125);
    expect(of('AF')).toHaveLength(0);
    const p = of('pause');
    expect(p.map((e) => Math.round(e.rrMs! / 100))).toEqual([26, 150]);
    expect(p[0]!.uncertain).toBeUndefined();
    expect(p[1]!.uncertain).toBe(true);
    expect(r.indices.whole.meanRr).not.toBeNull();
  });

  it('uses a model whose features are the ones the engine computes', () => {
    expect(AF_RR_MODEL.features).toEqual([...AF_FEATURES]);
    expect(AF_RR_MODEL.weights).toHaveLength(AF_FEATURES.length + 1);
    expect(AF_RR_MODEL.weights.some((w) => w !== 0)).toBe(true);
  });
});

describe('heartcheck-ecg rhythm', () => {
  it('prints rhythm.episodes as JSON at the rate of the header beside the file', () => {
    const r = run('rhythm', path.join(RR, '101.atr'));
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout) as {
      samplingRate: number;
      rhythm: { episodes: RhythmEpisode[] };
    };
    expect(j.samplingRate).toBe(128);
    const af = j.rhythm.episodes.filter((e) => e.type === 'AF');
    expect(af.length).toBeGreaterThan(0);
    // 101's AF starts 8.1 min in: sample ~62 200 at 128 Hz
    expect(Math.abs(af[0]!.startSample - 62200)).toBeLessThan(30 * 128);
    const at250 = JSON.parse(run('rhythm', path.join(RR, '04015.qrs'), '--fs', '250').stdout) as {
      samplingRate: number;
    };
    expect(at250.samplingRate).toBe(250);
  });

  it('exits 1 naming --fs when a WFDB file has no header, 2 on a bad --fs', () => {
    const r = run('rhythm', path.join(RR, '04015.qrs'));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/no sampling rate.*--fs/);
    expect(run('rhythm', path.join(RR, '04015.qrs'), '--fs', 'fast').status).toBe(2);
    expect(run('analyse', path.join(RR, '101.hea'), '--fs', '128').status).toBe(2);
  });

  it('exits 1 on a file that is not beat times', () => {
    const r = run('rhythm', tmpFile('x.csv', 'hello\nworld\n'));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/CSV beat times: line 2/);
  });
});
