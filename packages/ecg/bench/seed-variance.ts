/**
 * Tabulates the beat classifier's figures over training seeds, for the question whether a
 * timing change (the fiducial polarity hold, README "Why the engine's RMSSD runs below the
 * reference", item 3) or one seed's offset choice moves them. Reads the logs that
 * bench/seed-variance.sh writes, one folder per run named <timing>-<seed> (offsets chosen per
 * seed) or <timing>-mean-<seed> (offsets of the highest mean CV objective over the seeds,
 * train.ts --bias-mean), and prints one row per run, then the mean and SD per group.
 * Usage: node packages/ecg/bench/seed-variance.ts <runs folder>
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Run {
  group: string;
  seed: number;
  objective: number;
  s: number;
  v: number;
  /** Nested EC57 gross VEB Se, +P (conducted-shape-cv.ts, with the conducted-shape rule). */
  vebDs1: [number, number];
  vebSvdb: [number, number];
  /** Nested VT runs found (of 35 and 31) and false VT episodes (vt-runs-cv.ts, nested CV). */
  vtDs1: [number, number];
  vtSvdb: [number, number];
  /** EC57 gross SVEB Se, +P of the out-of-fold classes (classes-cv.ts, learned). */
  svebDs1: [number, number];
  svebSvdb: [number, number];
}

function match(text: string, re: RegExp, file: string): number[] {
  const m = re.exec(text);
  if (!m) throw new Error(`${file}: no ${re}`);
  return m.slice(1).map(Number);
}

function readRun(dir: string, name: string): Run {
  const read = (f: string): string => readFileSync(path.join(dir, name, f), 'utf8');
  const train = read('train.log');
  const [objective, s, v] = match(
    train,
    /CV objective ([\d.]+) bias 0,([-\d.]+),([-\d.]+),0/,
    name,
  );
  /** The two numbers `pattern` (a RegExp source) captures in one of the run's logs. */
  const pair = (log: string, pattern: string): [number, number] =>
    match(read(log), new RegExp(pattern), name) as [number, number];
  const veb = (db: string): [number, number] =>
    pair(
      'cs.log',
      `EC57 ${db} nested, with the conducted-shape rule: gross VEB Se=([\\d.]+)% \\+P=([\\d.]+)%`,
    );
  const runs = (db: string): [number, number] =>
    pair('vt.log', `nested CV ${db}: (\\d+) of \\d+ runs found \\([\\d.]+ %\\), (\\d+) false`);
  const sveb = (db: string): [number, number] =>
    pair(
      'classes.log',
      `## ${db}: learned[\\s\\S]*?gross VEB[^\\n]*SVEB Se=([\\d.]+)% \\+P=([\\d.]+)%`,
    );
  const m = /^(.*)-(\d+)$/.exec(name)!;
  return {
    group: m[1]!,
    seed: Number(m[2]),
    objective: objective!,
    s: s!,
    v: v!,
    vebDs1: veb('mitdb'),
    vebSvdb: veb('svdb'),
    vtDs1: runs('mitdb'),
    vtSvdb: runs('svdb'),
    svebDs1: sveb('mitdb'),
    svebSvdb: sveb('svdb'),
  };
}

/** The columns, each a number per run (pairs are printed as a/b). */
const COLUMNS: [string, (r: Run) => number[], number][] = [
  ['CV obj', (r) => [r.objective], 3],
  ['S,V', (r) => [r.s, r.v], 2],
  ['VEB DS1 Se/+P', (r) => r.vebDs1, 1],
  ['VEB SVDB Se/+P', (r) => r.vebSvdb, 1],
  ['VT DS1 found/false', (r) => r.vtDs1, 0],
  ['VT SVDB found/false', (r) => r.vtSvdb, 0],
  ['SVEB DS1 Se/+P', (r) => r.svebDs1, 1],
  ['SVEB SVDB Se/+P', (r) => r.svebSvdb, 1],
];

const mean = (a: number[]): number => a.reduce((x, y) => x + y, 0) / a.length;
/** Sample SD (n - 1): the spread between seeds, not the error of the mean. */
const sd = (a: number[]): number =>
  Math.sqrt(a.reduce((x, y) => x + (y - mean(a)) ** 2, 0) / Math.max(1, a.length - 1));

function row(label: string, cells: string[]): string {
  return `| ${[label, ...cells].join(' | ')} |`;
}

function summary(runs: Run[], label: string, f: (a: number[]) => number): string {
  return row(
    label,
    COLUMNS.map(([, get, dp]) => {
      const values = runs.map(get);
      return values[0]!.map((_, i) => f(values.map((v) => v[i]!)).toFixed(dp + 1)).join('/');
    }),
  );
}

const dir = process.argv[2] ?? '';
if (!existsSync(dir)) throw new Error('usage: seed-variance.ts <runs folder>');
const runs = readdirSync(dir)
  .filter((n) => /-\d+$/.test(n) && existsSync(path.join(dir, n, 'cs.log')))
  .map((n) => readRun(dir, n))
  .sort((a, b) => a.group.localeCompare(b.group) || a.seed - b.seed);
const lines = [
  row(
    'run',
    COLUMNS.map(([name]) => name),
  ),
  row(
    '---',
    COLUMNS.map(() => '---'),
  ),
];
for (const group of [...new Set(runs.map((r) => r.group))]) {
  const g = runs.filter((r) => r.group === group);
  for (const r of g)
    lines.push(
      row(
        `${group} seed ${r.seed}`,
        COLUMNS.map(([, get, dp]) =>
          get(r)
            .map((x) => x.toFixed(dp))
            .join('/'),
        ),
      ),
    );
  lines.push(summary(g, `${group} mean`, mean), summary(g, `${group} SD`, sd));
}
process.stdout.write(`${lines.join('\n')}\n`);
