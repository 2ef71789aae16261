import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseRecording } from '../src/analyse.ts';
import { toJSONResult } from '../src/json-result.ts';
import type { EcgRecording } from '../src/io/recording.ts';
import { inThreadScanner, type QualityScanner } from '../src/quality/quality-scan.ts';
import { cliScanner, workerScanner, WORKER_MIN_SAMPLES } from '../src/quality/worker-scanner.ts';
import { EdfWriter } from '../src/io/edf-writer.ts';
import { MITDB } from './helpers.ts';

// The CLI runs the signal-quality scan and the QRS detector's band-passes on a worker thread
// (quality/worker-scanner.ts); the library's default, and every other test, runs both in the
// analysing thread.

const here = path.dirname(fileURLToPath(import.meta.url));
const EXCERPTS = path.join(here, 'data/excerpts');
const bin = path.resolve(here, '../bin/heartcheck-ecg.mjs');

const both = async (file: string): Promise<[string, string]> => {
  const inThread = await analyseRecording(file);
  const onWorker = await analyseRecording(file, { qualityScanner: workerScanner });
  return [JSON.stringify(toJSONResult(onWorker)), JSON.stringify(toJSONResult(inThread))];
};

/** A worker whose monitor throws where it is made (a negative rate) rejects its result. */
async function failsAtStart(s: QualityScanner): Promise<void> {
  try {
    await expect(s.finish(0)).rejects.toThrow(/Invalid typed array length/);
  } finally {
    s.close();
  }
}

describe('the signal-quality scan on a worker thread', () => {
  // 119 is six detector blocks (the worker's arrays handed back and reused); cu01's excerpt one
  it('gives the in-thread result: record 119 (360 Hz), the cu01 VF excerpt (250 Hz)', async () => {
    for (const file of [path.join(MITDB, '119.hea'), path.join(EXCERPTS, 'cu01-vf.hea')]) {
      const [worker, inThread] = await both(file);
      expect(worker).toBe(inThread);
    }
  }, 60_000);

  it('waits for buffers when the worker lags, takes longer chunks, loses no sample', async () => {
    const fs = 250;
    // 21 chunks pushed without a pause: more than the pool's buffers while the worker starts; one
    // longer than a buffer
    const sizes = [...Array<number>(19).fill(65_536), 300_000, 1000];
    const chunks = sizes.map((n, c) =>
      Float32Array.from({ length: n }, (_, i) => Math.sin((c * 65_536 + i) / 7) * ((i >> 9) % 3)),
    );
    const total = sizes.reduce((a, b) => a + b, 0);
    const rec = { samplingRate: fs, declaredSamples: total } as unknown as EcgRecording;
    const ref = inThreadScanner(rec);
    const s = workerScanner(rec);
    // no sink: the scan alone, the detector reads the samples itself
    expect(s.feedsDetector).toBe(false);
    let waited = 0;
    try {
      for (const c of chunks) {
        void ref.push(c);
        const w = s.push(c);
        if (w) {
          waited++;
          await w;
        }
      }
      const [a, b] = [await s.finish(total), await ref.finish(total)];
      expect(waited).toBeGreaterThan(0);
      expect(a.segments).toEqual(b.segments);
      expect(a.scan.slopes.subarray(0, a.scan.nSlopes)).toEqual(
        b.scan.slopes.subarray(0, b.scan.nSlopes),
      );
      expect(a.scan.windows.parts()).toEqual(b.scan.windows.parts());
    } finally {
      s.close();
    }
  }, 20_000);

  it('turns a failure of the detector on a block from the worker into a rejection', async () => {
    const fs = 250;
    const chunk = Float32Array.from({ length: 65_536 }, (_, i) => Math.sin(i / 9));
    const total = 20 * chunk.length; // ~87 min: 17 detector blocks
    const rec = { samplingRate: fs, declaredSamples: total } as unknown as EcgRecording;
    let blocks = 0;
    const s = workerScanner(rec, (b) => {
      blocks++;
      if (b.index === 2) throw new Error('decision failed on block 2');
    });
    try {
      expect(s.feedsDetector).toBe(true);
      const run = async (): Promise<void> => {
        for (let c = 0; c < 20; c++) await s.push(chunk);
        await s.finish(total);
      };
      await expect(run()).rejects.toThrow(/decision failed on block 2/);
      expect(blocks).toBeGreaterThanOrEqual(3);
    } finally {
      s.close();
    }
  }, 20_000);

  it('turns a failure in the worker into a rejection, not a hang', async () => {
    // a negative rate makes the monitor's buffers negative lengths: the worker throws at start
    const rec = { samplingRate: -1, declaredSamples: undefined } as unknown as EcgRecording;
    await failsAtStart(workerScanner(rec));
  }, 20_000);

  it('the CLI scans on the worker from WORKER_MIN_SAMPLES on, in-thread below', async () => {
    // a negative rate fails where the monitor is made: in this thread, or in the worker
    const rec = (n: number) =>
      ({ samplingRate: -1, declaredSamples: n }) as unknown as EcgRecording;
    expect(() => cliScanner(rec(WORKER_MIN_SAMPLES - 1))).toThrow(/Invalid typed array length/);
    await failsAtStart(cliScanner(rec(WORKER_MIN_SAMPLES)));
  }, 20_000);

  it('CLI: a long file cut short exits 1 with the reader message, worker ended', async () => {
    // long enough for the CLI's worker (2^23 samples, ~9.3 h at 250 Hz: a 16 MB EDF)
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hc-worker-')), 'cut.edf');
    const w = new EdfWriter(file, { samplingRate: 250, startTime: new Date(2026, 0, 5, 9) });
    const piece = Float32Array.from({ length: 250 * 60 }, (_, i) => Math.sin(i / 9));
    for (let n = 0; n < WORKER_MIN_SAMPLES; n += piece.length) await w.write(piece);
    await w.close();
    truncateSync(file, Math.floor(statSync(file).size / 2));
    const r = spawnSync(process.execPath, [bin, 'analyse', file], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^heartcheck-ecg: EDF: file truncated/);
  }, 30_000);
});
