/**
 * Benchmark of the command line on real ECG, as a user runs it: the 22 MIT-BIH DS1 records
 * (MLII, 360 Hz) concatenated and repeated to 72 hours, written once to a temporary EDF+ file,
 * then `heartcheck-ecg analyse <file>` in its own process with its JSON sent to a file. Prints
 * the CLI's wall and CPU seconds and peak RSS (the budget: ≤ 7 s, ≤ 300 MB on an idle
 * machine; with --runs N, each run's figures, then the median wall and CPU and the highest
 * peak of N runs on the same file). The CLI also serialises the result, but its entry point
 * sets V8 and Node up for memory (bin/heartcheck-ecg.mjs; README "Memory of the CLI"), so its
 * peak is below analyse-72h-real's.
 * Usage: node packages/ecg/bench/cli-72h-real.ts [--hours 72] [--runs 1] [--keep]
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EdfWriter } from '../src/io/edf-writer.ts';
import { openWfdb } from '../src/io/wfdb.ts';
import { MITDB, MITDB_RECORDS, mlii } from '../test/helpers.ts';

const i = process.argv.indexOf('--hours');
const hours = i >= 0 ? Number(process.argv[i + 1]) : 72;
const j = process.argv.indexOf('--runs');
const nRuns = j >= 0 ? Number(process.argv[j + 1]) : 1;
if (!Number.isInteger(nRuns) || nRuns < 1 || nRuns > 100) {
  console.error(`--runs: a whole number of runs from 1 to 100, not "${process.argv[j + 1] ?? ''}"`);
  process.exit(2);
}
const FS = 360;
const total = hours * 3600 * FS;
const dir = mkdtempSync(path.join(tmpdir(), 'heartcheck-cli-bench-'));
const file = path.join(dir, 'ds1-72h.edf');
const out = path.join(dir, 'result.json');

// MIT-BIH samples span about ±5 mV; EDF's 16 bits over ±10 mV keep 0.3 µV steps.
const writer = new EdfWriter(file, { samplingRate: FS, startTime: new Date(2026, 0, 5, 9, 0, 0) });
let written = 0;
outer: for (;;) {
  for (const rec of MITDB_RECORDS) {
    const r = await openWfdb(path.join(MITDB, `${rec}.hea`), { channel: mlii(rec) });
    for await (const chunk of r.samples()) {
      const take = Math.min(chunk.length, total - written);
      await writer.write(chunk.subarray(0, take));
      written += take;
      if (written >= total) break outer;
    }
  }
}
await writer.close();

const cli = path.resolve(import.meta.dirname, '../bin/heartcheck-ecg.mjs');

/** One CLI process on the file under /usr/bin/time: wall and CPU seconds, peak RSS (MB). */
function once(): { status: number | null; stderr: string; wall: number; cpu: number; rss: number } {
  const outFd = openSync(out, 'w');
  const run = spawnSync(
    '/usr/bin/time',
    ['-f', '%e %U %S %M', process.execPath, cli, 'analyse', file],
    {
      encoding: 'utf8',
      stdio: ['ignore', outFd, 'pipe'],
    },
  );
  closeSync(outFd);
  const timing = run.stderr.trim().split('\n').pop() ?? '';
  const [wall, user, sys, rssKb] = timing.split(' ').map(Number);
  const cpu = Math.round(((user ?? 0) + (sys ?? 0)) * 100) / 100;
  return {
    status: run.status,
    stderr: run.stderr,
    wall: wall ?? NaN,
    cpu,
    rss: (rssKb ?? 0) / 1024,
  };
}

const median = (xs: number[]): number => {
  const s = xs.toSorted((a, b) => a - b);
  return s[(s.length - 1) >> 1]!;
};
const runs: ReturnType<typeof once>[] = [];
for (let k = 0; k < nRuns; k++) {
  const r = once();
  runs.push(r);
  if (nRuns > 1)
    console.log(`run ${k + 1}: ${r.wall} s wall, ${r.cpu} s CPU, ${Math.round(r.rss)} MB`);
  if (r.status !== 0) break;
}
const last = runs[runs.length - 1]!;
// the wall and CPU medians (the lower middle for an even count); the peak is the budget, so the highest
console.log(
  JSON.stringify({
    hours,
    fileMB: Math.round(statSync(file).size / 2 ** 20),
    exit: last.status,
    runs: runs.length,
    wallS: median(runs.map((r) => r.wall)),
    cpuS: median(runs.map((r) => r.cpu)),
    peakRssMB: Math.round(Math.max(...runs.map((r) => r.rss))),
    resultMB: last.status === 0 ? Math.round(statSync(out).size / 2 ** 20) : null,
  }),
);
if (last.status !== 0) console.error(last.stderr);
if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
else console.log(`kept ${file}`);
