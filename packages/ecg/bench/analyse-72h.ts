/**
 * Benchmark: generate a 72-hour single-lead recording at 250 Hz straight to
 * a temporary EDF+ file (streamed, never held in memory) in a child process,
 * then time the full analysis reading it back in this process, so each
 * phase's peak memory (maxRSS) is its own. Prints seconds, megasamples per
 * second, CPU seconds (wall time on a shared machine includes others' load)
 * and peak RSS. Usage:
 *   node packages/ecg/bench/analyse-72h.ts [--hours 72] [--fs 250] [--keep]
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSyntheticRecording } from '../src/synth/write-synthetic.ts';
import { analyseRecording } from '../src/analyse.ts';

const arg = (name: string, def: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : def;
};
const hours = Number(arg('hours', '72'));
const fs = Number(arg('fs', '250'));
const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

if (process.argv.includes('--generate-only')) {
  // child: write the recording, report timing and truth count on stdout
  const file = arg('generate-only', '');
  const start = new Date(2026, 0, 5, 9, 0, 0);
  // A day-night heart-rate rhythm (lower at night) makes the hourly/day/night split meaningful.
  const heartRate = (t: number): number =>
    68 + 10 * Math.cos((2 * Math.PI * (t / 3600 + 9 - 15)) / 24);
  const t0 = performance.now();
  const truth = await writeSyntheticRecording(file, {
    format: 'edf',
    samplingRate: fs,
    durationS: hours * 3600,
    seed: 72,
    startTime: start,
    heartRate,
    hrStd: 3,
    ectopicRate: 0.002,
    afEpisodes: [[Math.min(30, hours / 2) * 3600, (Math.min(30, hours / 2) + 1) * 3600]],
    noiseMv: 0.02,
  });
  const s = (performance.now() - t0) / 1000;
  process.stdout.write(
    JSON.stringify({
      seconds: s,
      samples: truth.samples,
      beats: truth.beats.length,
      peakRssMB: process.resourceUsage().maxRSS / 1024,
    }),
  );
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'heartcheck-bench-'));
  const file = path.join(dir, 'bench.edf');
  const self = fileURLToPath(import.meta.url);
  const gen = JSON.parse(
    execFileSync(
      process.execPath,
      [self, '--generate-only', file, '--hours', String(hours), '--fs', String(fs)],
      { encoding: 'utf8' },
    ),
  ) as {
    seconds: number;
    samples: number;
    beats: number;
    peakRssMB: number;
  };
  const cpu0 = process.cpuUsage();
  const a0 = performance.now();
  const result = await analyseRecording(file);
  const anaS = (performance.now() - a0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const ms = gen.samples / 1e6;
  console.log(
    JSON.stringify(
      {
        hours,
        samplingRate: fs,
        megasamples: round(ms, 1),
        fileMB: round(statSync(file).size / 1e6, 1),
        generation: {
          seconds: round(gen.seconds),
          msps: round(ms / gen.seconds, 1),
          peakRssMB: Math.round(gen.peakRssMB),
        },
        analysis: {
          seconds: round(anaS),
          cpuSeconds: round((cpu.user + cpu.system) / 1e6),
          msps: round(ms / anaS, 1),
          peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
        },
        trueBeats: gen.beats,
        detectedBeats: result.summary.totalBeats,
        correctedBeats: result.correctedBeats.total,
        node: process.version,
      },
      null,
      1,
    ),
  );
  if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
  else console.log('kept', file);
}
