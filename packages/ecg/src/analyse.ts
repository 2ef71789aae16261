import { openRecording } from './io/open.ts';
import type { ByteSource } from './io/source.ts';
import type { EcgRecording } from './io/recording.ts';
import { QrsDetector, type DetectedBeats } from './detect/qrs-detector.ts';
import {
  QualityMonitor,
  mergeSegments,
  makeExclusionTest,
  type QualitySegment,
} from './quality/signal-quality.ts';
import { buildRr } from './holter/rr-build.ts';
import { segmentSpectra, SEGMENT_S } from './hrv/frequency.ts';
import { indicesFor } from './holter/periods.ts';
import { holterSummary, hrPerMinute } from './holter/summary.ts';
import { isNight, localIso, secondsOfDay } from './holter/clock.ts';
import type { AnalyseOptions, AnalysisResult, PeriodIndices } from './types.ts';

export type { AnalyseOptions, AnalysisResult } from './types.ts';
export { EcgFormatError } from './io/errors.ts';

export const ENGINE_VERSION = '0.1.0';

/** Samples between progress callbacks: 2^18 is ~17 min at 250 Hz, ~250 calls for 72 h - enough for a progress bar. */
const PROGRESS_EVERY = 1 << 18;

export interface StreamedBeats {
  recording: EcgRecording;
  beats: DetectedBeats;
  quality: QualitySegment[];
  totalSamples: number;
}

/**
 * One streaming pass: R-peaks and quality segments, beats inside excluded
 * stretches dropped. Memory is bounded by the detector's block (~70 s of
 * samples) plus the beat list.
 */
export async function detectBeats(
  source: ByteSource | EcgRecording,
  opts: AnalyseOptions = {},
): Promise<StreamedBeats> {
  const rec = isRecording(source)
    ? source
    : await openRecording(source, {
        channel: opts.channel ?? 0,
        ...(opts.format ? { format: opts.format } : {}),
      });
  const fs = rec.samplingRate;
  const det = new QrsDetector(fs);
  const q = new QualityMonitor(fs);
  const raw: DetectedBeats = { samples: [], amplitudes: [], exact: [] };
  let n = 0;
  let nextReport = PROGRESS_EVERY;
  for await (const chunk of rec.samples()) {
    det.push(chunk, raw);
    q.push(chunk);
    n += chunk.length;
    if (opts.onProgress && n >= nextReport) {
      opts.onProgress({ samples: n, totalSamples: rec.declaredSamples });
      nextReport = n + PROGRESS_EVERY;
    }
  }
  det.flush(raw);
  const quality = q.finish();
  for (const [start, end] of det.noise) quality.push({ kind: 'noise', start, end });
  quality.sort((a, b) => a.start - b.start);
  const excluded = makeExclusionTest(quality);
  const beats: DetectedBeats = { samples: [], amplitudes: [], exact: [] };
  for (let i = 0; i < raw.samples.length; i++) {
    if (excluded(raw.samples[i]!)) continue;
    beats.samples.push(raw.samples[i]!);
    beats.amplitudes.push(raw.amplitudes[i]!);
    beats.exact.push(raw.exact[i]!);
  }
  opts.onProgress?.({ samples: n, totalSamples: rec.declaredSamples });
  return { recording: rec, beats, quality, totalSamples: n };
}

function isRecording(x: unknown): x is EcgRecording {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as EcgRecording).samples === 'function' &&
    'samplingRate' in x
  );
}

/**
 * Full analysis of a recording: beats, RR cleaning, HRV indices (whole, day,
 * night, per clock hour), Holter summary and events.
 */
export async function analyseRecording(
  source: ByteSource | EcgRecording,
  opts: AnalyseOptions = {},
): Promise<AnalysisResult> {
  const { recording: rec, beats, quality, totalSamples } = await detectBeats(source, opts);
  const fs = rec.samplingRate;
  const warnings: string[] = [];
  if (fs < 125 || fs > 1000)
    warnings.push(`sampling rate ${fs} Hz is outside the validated 125-1000 Hz range`);
  const start = opts.startTime ?? rec.startTime;
  if (!start)
    warnings.push(
      'no start date-time in the file: day/night split assumes the recording starts at 00:00',
    );
  const nightStart = opts.nightStartHour ?? 0;
  const nightEnd = opts.nightEndHour ?? 6;
  const union = mergeSegments(quality);
  const excludedSamples = union.reduce((a, [s, e]) => a + (Math.min(e, totalSamples) - s), 0);
  const analysableS = (totalSamples - excludedSamples) / fs;
  const rr = buildRr(Float64Array.from(beats.exact), fs, union);
  const nn = rr.correction.nn;
  const durationS = totalSamples / fs;
  const spectra = segmentSpectra(
    rr.timeS,
    nn,
    rr.nnValid,
    Float64Array.from(beats.amplitudes),
    durationS,
  );
  const sod0 = start ? secondsOfDay(start) : 0;
  const nightOf = (t: number): boolean => isNight(sod0, t, nightStart, nightEnd);
  const n = rr.beats.length;
  const dayValid = new Uint8Array(n);
  const nightValid = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (!rr.nnValid[i]) continue;
    if (nightOf(rr.timeS[i]!)) nightValid[i] = 1;
    else dayValid[i] = 1;
  }
  const whole = indicesFor(nn, rr.nnValid, 0, n, spectra);
  const day = indicesFor(
    nn,
    dayValid,
    0,
    n,
    spectra.filter((s) => !nightOf(s.startS + SEGMENT_S / 2)),
  );
  const night = indicesFor(
    nn,
    nightValid,
    0,
    n,
    spectra.filter((s) => nightOf(s.startS + SEGMENT_S / 2)),
  );
  // clock-hour bins: the first ends at the first full hour after the start
  const hourly: PeriodIndices[] = [];
  const firstEdge = 3600 - (sod0 % 3600);
  let b = 0;
  for (let h0 = 0; h0 < durationS;) {
    const h1 =
      hourly.length === 0 ? Math.min(durationS, firstEdge) : Math.min(durationS, h0 + 3600);
    const from = b;
    while (b < n && rr.timeS[b]! < h1) b++;
    hourly.push({
      label: localIso(start, h0)?.slice(0, 13) ?? `hour ${hourly.length}`,
      startSample: Math.round(h0 * fs),
      endSample: Math.round(h1 * fs),
      startTime: localIso(start, h0),
      indices: indicesFor(
        nn,
        rr.nnValid,
        from,
        b,
        spectra.filter((s) => s.startS >= h0 && s.startS < h1),
      ),
    });
    h0 = h1;
  }
  const hpm = hrPerMinute(rr, fs, totalSamples);
  const summary = holterSummary(rr, hpm, {
    fs,
    start,
    totalSamples,
    analysableS,
    bradyBpm: opts.bradycardiaBpm ?? 50,
    tachyBpm: opts.tachycardiaBpm ?? 100,
    pauseS: opts.pauseS ?? 2,
    listLimit: opts.listLimit ?? 500,
  });
  const c = rr.correction;
  return {
    engine: { name: '@heartcheck/ecg', version: ENGINE_VERSION },
    format: rec.format,
    channel: rec.channel,
    channelName: rec.channelNames[rec.channel] ?? '',
    samplingRate: fs,
    totalSamples,
    startTime: localIso(start, 0),
    night: { startHour: nightStart, endHour: nightEnd },
    summary,
    indices: { whole, day, night, hourly },
    correctedBeats: {
      total: c.corrected,
      ectopic: c.ectopic,
      missed: c.missed,
      extra: c.extra,
      longShort: c.longShort,
    },
    quality,
    series: {
      beatSamples: Float64Array.from(beats.samples),
      rrMs: rr.rr,
      nnMs: nn,
      beatClass: c.classes,
      hrPerMinute: hpm,
    },
    warnings,
  };
}

/** Plain-JSON copy of a result: typed arrays become arrays, NaN becomes null. */
export function toJSONResult(r: AnalysisResult): unknown {
  return JSON.parse(
    JSON.stringify(r, (_k, v: unknown) => {
      if (ArrayBuffer.isView(v) && !(v instanceof DataView))
        return Array.from(v as Float64Array, (x) => (Number.isFinite(x) ? x : null));
      return v;
    }),
  );
}
