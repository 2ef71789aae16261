/**
 * Issue 19's scorecard in one run: each target's cross-validated figure, read from the bench
 * that measures it (README "Scorecard"), printed as one table with whether the target is met.
 * Every bench runs as a child process, in turn, its output kept in <out>/<bench>.log; the rows
 * are read from those logs, so `--reuse` prints the table again from a folder without running
 * anything. Reads ../shared/data/ecg (the benches do). 3.5 min on a 2-core machine with
 * train/.cache warm (27 November 2026), most of it vt-runs-cv's nested choice and af-rr; a new
 * machine first reads every record into the cache (train/dump-features.ts, a few minutes).
 *   node packages/ecg/bench/scorecard.ts [--out DIR] [--reuse DIR] [--skip-train] [--skip-cli]
 * --skip-train reuses train/.cache (the last `npm run bench:classes`: features, out-of-fold
 * classes); --skip-cli leaves out the 72 h CLI row.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ROWS, type Logs } from './scorecard-rows.ts';

const { values: opts } = parseArgs({
  options: {
    out: { type: 'string' },
    reuse: { type: 'string' },
    'skip-train': { type: 'boolean', default: false },
    'skip-cli': { type: 'boolean', default: false },
  },
});
const PKG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The benches, in the order they run (the training first: the others read its cache). */
const STEPS: { log: string; args: string[]; train?: true; cli?: true }[] = [
  { log: 'dump-features', args: ['train/dump-features.ts'], train: true },
  {
    log: 'train',
    args: ['train/train.ts', '--depth=4', '--rounds=25', '--lr=0.25', '--cv-only', '--fold-models'],
    train: true,
  },
  { log: 'classes-cv', args: ['bench/classes-cv.ts'] },
  { log: 'vt-runs-cv', args: ['bench/vt-runs-cv.ts'] },
  { log: 'vt-engine', args: ['bench/vt-engine.ts'] },
  { log: 'conducted-shape-cv', args: ['bench/conducted-shape-cv.ts'] },
  { log: 'af-rr', args: ['bench/af-rr.ts'] },
  { log: 'vf', args: ['bench/vf.ts'] },
  { log: 'noise-stress', args: ['bench/noise-stress.ts', '--snr', '6,0'] },
  { log: 'noise-holdout', args: ['bench/noise-holdout.ts', '--noise', 'em'] },
  { log: 'hrv-cv', args: ['bench/hrv-cv.ts'] },
  { log: 'cli-72h-real', args: ['bench/cli-72h-real.ts', '--runs', '3'], cli: true },
];

/** Runs one bench with its output to <dir>/<log>.log; stops the scorecard if it fails. */
function run(dir: string, step: (typeof STEPS)[number]): void {
  const file = path.join(dir, `${step.log}.log`);
  const fd = openSync(file, 'w');
  const t = performance.now();
  const r = spawnSync(process.execPath, step.args, { cwd: PKG, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const s = ((performance.now() - t) / 1000).toFixed(0);
  process.stderr.write(`${step.args[0]}: exit ${r.status ?? r.signal} in ${s} s (${file})\n`);
  if (r.status !== 0) throw new Error(`${step.args.join(' ')} failed: see ${file}`);
}

function readLogs(dir: string): Logs {
  const read = (name: string): string => {
    const f = path.join(dir, `${name}.log`);
    return existsSync(f) ? readFileSync(f, 'utf8') : '';
  };
  return Object.fromEntries(STEPS.map((s) => [s.log, read(s.log)]));
}

let dir: string;
if (opts.reuse) dir = opts.reuse;
else {
  dir = opts.out ?? mkdtempSync(path.join(tmpdir(), 'heartcheck-scorecard-'));
  mkdirSync(dir, { recursive: true });
  for (const step of STEPS) {
    if (step.train && opts['skip-train']) continue;
    if (step.cli && opts['skip-cli']) continue;
    run(dir, step);
  }
}
const logs = readLogs(dir);
const lines = [
  '| target (held-out patients) | cross-validated figure | met |',
  '| --- | --- | --- |',
  ...ROWS.map((row) => {
    const r = row.read(logs);
    const met = r === null ? 'not run' : r.met ? '✓' : '✗';
    return `| ${row.target} | ${r?.figure ?? '-'} | ${met} |`;
  }),
];
process.stdout.write(`${lines.join('\n')}\n\nlogs: ${dir}\n`);
