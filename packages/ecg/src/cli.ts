import { analyseRecording, classifyRecording, detectBeats } from './analyse.ts';
import { withoutReviewSeries } from './json-result.ts';
import { writeJson } from './json-stream.ts';
import { AAMI_LABELS } from './classify/beat-classes.ts';
import { EcgFormatError } from './io/errors.ts';
import { readBeatTimes } from './io/beat-times.ts';
import { analyseBeatTimes } from './rhythm/beat-times.ts';
import { cliScanner } from './quality/worker-scanner.ts';

const USAGE = `heartcheck-ecg - single-lead ECG analysis (wellness information, not a diagnosis)

Usage:
  heartcheck-ecg detect  <file> [--channel N]   R-peak sample indices as a JSON array
  heartcheck-ecg beats   <file> [--channel N]   [sampleIndex, class] pairs as a JSON array,
                                                 class one of the AAMI classes N S V F Q
  heartcheck-ecg analyse <file> [--channel N]   full analysis as JSON
  heartcheck-ecg rhythm  <beats> [--fs HZ]      rhythm from beat times alone, as JSON
                                                 (rhythm.episodes as analyse gives them)
  heartcheck-ecg --help

<file> is a WFDB header (.hea, its signal file beside it), an EDF/EDF+ file
(.edf), an ISHNE 1.0 Holter file (.ecg) or a CSV of "time_s,millivolts" rows
(.csv). --channel defaults to 0 (counting ordinary signals; EDF+ annotation
signals are skipped; for ISHNE the lead number from 0).
Options for analyse: --night-start H --night-end H (default 0 and 6),
--start YYYY-MM-DDTHH:MM:SS (overrides the file's start time).
<beats> for rhythm is a WFDB annotation file (e.g. 04015.qrs, 00.atr; only its
beat annotations count) or a CSV of beat times in seconds (.csv/.txt, first
column). --fs: the sampling rate of the sample indices printed; for WFDB the
default is the rate in the .hea beside the file (else --fs is required: the
MIT-BIH AF database is 250 Hz, the long-term AF database 128 Hz), for CSV 1000.`;

export async function main(argv: string[]): Promise<number> {
  const args = argv.slice();
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process[args.length === 0 ? 'stderr' : 'stdout'].write(USAGE + '\n');
    return args.length === 0 ? 2 : 0;
  }
  const cmd = args.shift();
  let file: string | undefined;
  const opts: {
    channel?: number;
    nightStartHour?: number;
    nightEndHour?: number;
    startTime?: Date;
    fs?: number;
  } = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const val = (): string => {
      const v = args[++i];
      if (v === undefined) throw new UsageError(`missing value for ${a}`);
      return v;
    };
    if (a === '--channel') opts.channel = intArg(a, val(), 0, 511);
    else if (a === '--fs') opts.fs = numArg(a, val(), 25, 20000);
    else if (a === '--night-start') opts.nightStartHour = intArg(a, val(), 0, 23);
    else if (a === '--night-end') opts.nightEndHour = intArg(a, val(), 0, 24);
    else if (a === '--start') {
      const d = new Date(val());
      if (Number.isNaN(d.getTime())) throw new UsageError(`--start: not a date-time`);
      opts.startTime = d;
    } else if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
    else if (file === undefined) file = a;
    else throw new UsageError(`unexpected argument ${a}`);
  }
  if (!COMMANDS.includes(cmd ?? '')) throw new UsageError(`unknown command "${cmd}"`);
  if (!file) throw new UsageError('missing <file>');
  if (opts.fs !== undefined && cmd !== 'rhythm') throw new UsageError('--fs is for rhythm only');
  if (cmd === 'rhythm') {
    const beats = await readBeatTimes(file, opts.fs === undefined ? {} : { fs: opts.fs });
    const r = analyseBeatTimes({ ...beats, startTime: opts.startTime ?? beats.startTime });
    process.stdout.write(JSON.stringify(r) + '\n');
    return 0;
  }
  // a long recording's signal-quality scan on the second core (quality/worker-scanner.ts; README
  // "Speed of the CLI")
  const ecgOpts = { ...opts, qualityScanner: cliScanner };
  if (cmd === 'detect') {
    const r = await detectBeats(file, ecgOpts);
    process.stdout.write(JSON.stringify(r.beats.samples) + '\n');
  } else if (cmd === 'beats') {
    const r = await classifyRecording(file, ecgOpts);
    const pairs = r.samples.map((s, k) => [s, AAMI_LABELS[r.classes[k]!]]);
    process.stdout.write(JSON.stringify(pairs) + '\n');
  } else {
    const r = await analyseRecording(file, ecgOpts);
    await writeJson(withoutReviewSeries(r), process.stdout);
  }
  return 0;
}

class UsageError extends Error {}

const COMMANDS = ['detect', 'beats', 'analyse', 'analyze', 'rhythm'];

function numArg(name: string, v: string, lo: number, hi: number): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n < lo || n > hi)
    throw new UsageError(`${name} must be a number ${lo}-${hi}, got "${v}"`);
  return n;
}

function intArg(name: string, v: string, lo: number, hi: number): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < lo || n > hi)
    throw new UsageError(`${name} must be an integer ${lo}-${hi}, got "${v}"`);
  return n;
}

export async function run(argv: string[]): Promise<void> {
  try {
    process.exitCode = await main(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`heartcheck-ecg: ${e.message}\n\n${USAGE}\n`);
      process.exitCode = 2;
    } else if (e instanceof EcgFormatError) {
      process.stderr.write(`heartcheck-ecg: ${e.message}\n`);
      process.exitCode = 1;
    } else if (
      e instanceof Error &&
      'code' in e &&
      (e.code === 'ENOENT' || e.code === 'EISDIR' || e.code === 'EACCES')
    ) {
      process.stderr.write(
        `heartcheck-ecg: cannot read ${(e as NodeJS.ErrnoException).path ?? 'file'}: ${e.code}\n`,
      );
      process.exitCode = 1;
    } else {
      process.stderr.write(
        `heartcheck-ecg: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
      );
      process.exitCode = 70;
    }
  }
}
