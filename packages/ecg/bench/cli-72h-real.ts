/**
 * Benchmark of the command line on real ECG, as a user runs it: the 22 MIT-BIH DS1 records
 * (MLII, 360 Hz) concatenated and repeated to 72 hours, written once to a temporary EDF+ file,
 * then `heartcheck-ecg analyse <file>` in its own process with its JSON sent to a file. Prints
 * the CLI's wall and CPU seconds and peak RSS (the budget: ≤ 7 s, ≤ 300 MB on an idle
 * machine). The CLI also serialises the result, but its entry point sets V8 and Node up for
 * memory (bin/heartcheck-ecg.mjs; README "Memory of the CLI"), so its peak is below
 * analyse-72h-real's.
 * Usage: node packages/ecg/bench/cli-72h-real.ts [--hours 72] [--keep]
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
console.log(
  JSON.stringify({
    hours,
    fileMB: Math.round(statSync(file).size / 2 ** 20),
    exit: run.status,
    wallS: wall,
    cpuS: Math.round(((user ?? 0) + (sys ?? 0)) * 100) / 100,
    peakRssMB: Math.round((rssKb ?? 0) / 1024),
    resultMB: run.status === 0 ? Math.round(statSync(out).size / 2 ** 20) : null,
  }),
);
if (run.status !== 0) console.error(run.stderr);
if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
else console.log(`kept ${file}`);
