import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EcgFormatError } from '@heartcheck/ecg/io/errors';
import { syntheticEdf } from '../results/recording-testing.ts';
import { runAnalysis } from './run.ts';
import type { RunOutput } from './run-types.ts';
import { runAnalysisInThread, runInThread } from './run-in-thread.ts';

/** Ticks of a 20 ms interval while `work` runs: how often this thread got to run a timer. */
async function ticksDuring<T>(
  work: () => Promise<T>,
): Promise<{ value: T; ticks: number; ms: number }> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 20);
  const started = performance.now();
  try {
    const value = await work();
    return { value, ticks, ms: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('the engine in a worker thread (issue 24)', () => {
  const dirs: string[] = [];
  const outputs: RunOutput[] = [];
  let twoHours: string;

  beforeAll(async () => {
    const rec = await syntheticEdf(120, 11);
    dirs.push(rec.dir);
    twoHours = rec.file;
  });
  afterAll(async () => {
    await Promise.all(outputs.map((o) => o.cleanup()));
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('gives the same results and files as the in-process run, and the main thread keeps ticking', async () => {
    const progress: number[] = [];
    const threaded = await ticksDuring(() =>
      runAnalysisInThread(twoHours, 'edf', null, { onProgress: (f) => progress.push(f) }),
    );
    const inProcess = await runAnalysis(twoHours, 'edf', null);
    outputs.push(threaded.value, inProcess);
    const a = threaded.value;
    expect(a.engineVersion).toBe(inProcess.engineVersion);
    expect(a.result).toEqual(inProcess.result);
    expect(a.charts).toEqual(inProcess.charts);
    expect(a.result.summary.analysableDurationS).toBeGreaterThan(7000);
    expect(await fs.readFile(a.signalFile!)).toEqual(await fs.readFile(inProcess.signalFile!));
    expect(await fs.readFile(a.reviewBeatsFile!)).toEqual(
      await fs.readFile(inProcess.reviewBeatsFile!),
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBeLessThanOrEqual(0.99);
    // In process the engine's synchronous stretches let a 20 ms timer tick a handful of times in a
    // two-hour analysis (6 ticks in 2.3 s measured); in its thread this one ticks ~all the time
    // (100 in 2.2 s). A quarter of the ideal count holds on a loaded 2-core machine.
    expect(threaded.ticks).toBeGreaterThanOrEqual(Math.floor(threaded.ms / 20 / 4));
    // The thread's folder goes with cleanup(), as the in-process one does.
    await a.cleanup();
    await expect(fs.stat(a.dir)).rejects.toThrow();
  }, 120_000);

  it("fails with the engine's own error, an unreadable file's EcgFormatError staying one", async () => {
    const dir = await fs.mkdtemp(path.join(path.dirname(twoHours), 'bad-'));
    const bad = path.join(dir, 'bad.edf');
    await fs.writeFile(bad, Buffer.from('0       not an EDF header at all'.padEnd(300, ' ')));
    const inProcess = await runAnalysis(bad, 'edf', null).catch((e: unknown) => e);
    const threaded = await runAnalysisInThread(bad, 'edf', null).catch((e: unknown) => e);
    expect(inProcess).toBeInstanceOf(EcgFormatError);
    expect(threaded).toBeInstanceOf(EcgFormatError);
    expect((threaded as Error).message).toBe((inProcess as Error).message);
    expect((threaded as EcgFormatError).format).toBe((inProcess as EcgFormatError).format);
  }, 60_000);

  it('ends the thread when the worker shuts down (the signal aborts)', async () => {
    const halt = new AbortController();
    const run = runAnalysisInThread(twoHours, 'edf', null, {
      signal: halt.signal,
      onProgress: () => halt.abort(),
    });
    await expect(run).rejects.toThrow('the analysis was stopped (worker shutting down)');
  }, 60_000);

  describe('a thread that dies without an answer fails the run, and nothing waits on it', () => {
    const dying = new URL('../../../test/dying-analysis-thread.ts', import.meta.url);
    const dieBy = (
      how: string,
      resourceLimits?: { maxOldGenerationSizeMb: number },
      stallLimitMs?: number,
    ) => {
      const progress: number[] = [];
      const run = runInThread(
        {
          entry: dying,
          ...(resourceLimits ? { resourceLimits } : {}),
          ...(stallLimitMs ? { stallLimitMs } : {}),
        },
        how,
        'edf',
        null,
        { onProgress: (f) => progress.push(f) },
      );
      return { run, progress };
    };

    it('process.exit inside the thread', async () => {
      const { run, progress } = dieBy('exit');
      await expect(run).rejects.toThrow(
        "the analysis engine's thread stopped without an answer (exit code 7)",
      );
      expect(progress).toEqual([0.1]);
    }, 20_000);

    it('an uncaught exception inside the thread', async () => {
      await expect(dieBy('throw').run).rejects.toThrow(
        "the analysis engine's thread crashed: Cannot read properties of undefined (reading 'rr')",
      );
    }, 20_000);

    it('a thread that hangs is stopped after its stall limit', async () => {
      const { run, progress } = dieBy('hang', undefined, 1_500);
      await expect(run).rejects.toThrow(
        "the analysis engine's thread made no progress for 1.5 s and was stopped (a hung analysis)",
      );
      expect(progress).toEqual([0.1]);
    }, 20_000);

    it('the thread running out of memory (its heap limit)', async () => {
      const failed = (await dieBy('oom', { maxOldGenerationSizeMb: 24 }).run.catch(
        (e: unknown) => e,
      )) as Error & { code?: string };
      expect(failed.message).toMatch(
        /^the analysis engine's thread crashed: Worker terminated due to reaching memory limit/,
      );
      expect(failed.code).toBe('ERR_WORKER_OUT_OF_MEMORY');
    }, 60_000);
  });
});
