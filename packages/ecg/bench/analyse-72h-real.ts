/**
 * Benchmark on real ECG: the 22 vendored MIT-BIH DS1 records (MLII, 360 Hz) concatenated,
 * repeated until 72 hours, streamed through the full analysis (detection, classification,
 * AF, HRV, summary). Prints wall and CPU seconds and peak RSS; on a shared machine quote the
 * median of several runs. Usage: node packages/ecg/bench/analyse-72h-real.ts [--hours 72]
 */
import path from 'node:path';
import { analyseRecording } from '../src/analyse.ts';
import { openWfdb } from '../src/io/wfdb.ts';
import type { EcgRecording } from '../src/io/recording.ts';
import { MITDB, MITDB_RECORDS, mlii } from '../test/helpers.ts';

const i = process.argv.indexOf('--hours');
const hours = i >= 0 ? Number(process.argv[i + 1]) : 72;
const fs = 360;
const total = hours * 3600 * fs;

const recording: EcgRecording = {
  format: 'wfdb',
  samplingRate: fs,
  channel: 0,
  channelNames: ['MLII'],
  declaredSamples: total,
  startTime: new Date(2026, 0, 5, 9, 0, 0),
  annotations: [],
  async *samples() {
    let n = 0;
    for (;;) {
      for (const rec of MITDB_RECORDS) {
        const r = await openWfdb(path.join(MITDB, `${rec}.hea`), { channel: mlii(rec) });
        for await (const chunk of r.samples()) {
          const take = Math.min(chunk.length, total - n);
          yield chunk.subarray(0, take);
          n += take;
          if (n >= total) return;
        }
      }
    }
  },
};

const cpu0 = process.cpuUsage();
const t0 = performance.now();
const r = await analyseRecording(recording);
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
console.log(
  JSON.stringify({
    hours,
    beats: r.summary.totalBeats,
    wallS: Math.round(wall * 100) / 100,
    cpuS: Math.round(((cpu.user + cpu.system) / 1e6) * 100) / 100,
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    episodes: r.rhythm.episodes.length,
    heapUsedMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
    arrayBuffersMB: Math.round(process.memoryUsage().arrayBuffers / 2 ** 20),
  }),
);
