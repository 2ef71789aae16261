/**
 * Benchmark: generate a 72-hour single-lead recording at 250 Hz straight to
 * a temporary EDF+ file (streamed, never held in memory), then time the full
 * analysis reading it back. Prints generation and analysis time, megasamples
 * per second and peak memory (maxRSS). Usage:
 *   node packages/ecg/bench/analyse-72h.ts [--hours 72] [--fs 250] [--keep]
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSyntheticRecording } from '../src/synth/write-synthetic.ts';
import { analyseRecording } from '../src/analyse.ts';

const arg = (name: string, def: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};
const hours = arg('hours', 72);
const fs = arg('fs', 250);
const dir = mkdtempSync(path.join(tmpdir(), 'heartcheck-bench-'));
const file = path.join(dir, 'bench.edf');

// A day-night heart-rate rhythm (lower at night) makes the hourly/day/night split meaningful.
const start = new Date(2026, 0, 5, 9, 0, 0);
const heartRate = (t: number): number => 68 + 10 * Math.cos((2 * Math.PI * (t / 3600 + 9 - 15)) / 24);

const cpu0 = process.cpuUsage();
const g0 = performance.now();
const truth = await writeSyntheticRecording(file, {
  format: 'edf', samplingRate: fs, durationS: hours * 3600, seed: 72, startTime: start, heartRate, hrStd: 3,
  ectopicRate: 0.002, afEpisodes: [[30 * 3600, 31 * 3600]], leadOff: [[50 * 3600, 50 * 3600 + 600]], noiseMv: 0.02,
});
const genS = (performance.now() - g0) / 1000;
const cpu1 = process.cpuUsage();
const a0 = performance.now();
const result = await analyseRecording(file);
const anaS = (performance.now() - a0) / 1000;
// CPU time is reported too: on a shared machine wall time includes other processes' load.
const cpuAna = (process.cpuUsage(cpu1).user + process.cpuUsage(cpu1).system) / 1e6;
void cpu0;
const ms = truth.samples / 1e6;
const rss = process.resourceUsage().maxRSS / 1024;
console.log(JSON.stringify({
  hours, samplingRate: fs, megasamples: Math.round(ms * 10) / 10, fileMB: Math.round(statSync(file).size / 1e5) / 10,
  generation: { seconds: Math.round(genS * 100) / 100, msps: Math.round((ms / genS) * 10) / 10 },
  analysis: { seconds: Math.round(anaS * 100) / 100, cpuSeconds: Math.round(cpuAna * 100) / 100, msps: Math.round((ms / anaS) * 10) / 10 },
  peakRssMB: Math.round(rss), trueBeats: truth.beats.length, detectedBeats: result.summary.totalBeats,
  correctedBeats: result.correctedBeats.total, node: process.version,
}, null, 1));
if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
else console.log('kept', file);
