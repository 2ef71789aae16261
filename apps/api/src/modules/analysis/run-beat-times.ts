import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ENGINE_VERSION } from '@heartcheck/ecg/analyse';
import { readStoredBeatTimes, type StoredBeatFormat } from '@heartcheck/ecg/io/stored-beat-times';
import { toJSONResult } from '@heartcheck/ecg/json-result';
import { beatTimesAnalysis } from '@heartcheck/ecg/rhythm/beat-times-result';
import { buildCharts } from './charts.ts';
import type { RunOptions, RunOutput, StoredResult } from './run-types.ts';

/**
 * The analysis of a beat-time file (no ECG): the engine's beat-time rhythm analysis in the
 * product's result shape (`source: 'beat-times'`), with the HR trend, tachogram and Poincaré
 * charts from the beats. No signal copy and no review beat file: there are no strips, beat
 * shapes or full disclosure to show.
 */
export async function runBeatTimes(
  filePath: string,
  format: StoredBeatFormat,
  wfdbHeader: string | null,
  options: RunOptions,
): Promise<RunOutput> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-analysis-'));
  try {
    const beats = await readStoredBeatTimes(
      filePath,
      format,
      wfdbHeader,
      options.samplingRate ?? null,
    );
    const result = beatTimesAnalysis(beats, {
      // A staff-given start is local wall clock, as `new Date` parses a zoneless ISO (run.ts).
      ...(options.startTime ? { startTime: new Date(options.startTime) } : {}),
    });
    options.onProgress?.(0.99);
    const json = toJSONResult(result) as StoredResult & { series?: unknown };
    delete json.series;
    if (!beats.classes) withoutEctopy(json);
    return {
      engineVersion: ENGINE_VERSION,
      result: json,
      charts: buildCharts(result),
      dir,
      cleanup: () => fs.rm(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The summary parts beat classes make (results/stored.ts `ClassParts`, all but AF). */
const ECTOPY_PARTS = ['ventricular', 'supraventricular', 'bigeminy', 'trigeminy', 'beatClasses'];

/**
 * A file whose beats carry no class (a detector's .qrs, a CSV) had every beat taken as normal:
 * its ectopy counts would read "0" where nothing is known. They are left out of the stored
 * summary (read as an analysis without classes) and `ectopyUnknown` says why.
 */
function withoutEctopy(json: StoredResult): void {
  const summary = json.summary as unknown as Record<string, unknown>;
  for (const part of ECTOPY_PARTS) delete summary[part];
  summary.ectopyUnknown = true;
}
