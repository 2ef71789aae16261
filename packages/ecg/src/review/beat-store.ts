import type { AnalysisSeries } from '../types.ts';
import type { BeatTemplate } from './templates.ts';

/**
 * Everything the review workstation needs per beat, kept at analysis time so a cardiologist's
 * corrections can be recomputed server-side without re-reading the ECG: R-peak sample and
 * sub-sample position, R amplitude (respiration from the ECG in the HRV spectra), the engine's
 * class, the template (cluster) each beat belongs to, the classifier's evidence (VT checks,
 * noise), and the signal-quality windows (which findings noise makes uncertain).
 *
 * Stored as one compact binary blob per recording, not JSON in the results row: a 72-hour
 * recording has ~300k beats; at 43 bytes a beat this is ~13 MB, read with no parsing (typed
 * array views), where the same as JSON would be 3-4 times larger and take seconds to parse.
 */
export interface ReviewBeats {
  samples: Int32Array;
  exact: Float64Array;
  amplitude: Float64Array;
  classes: Uint8Array;
  /** Template id per beat (templates.ts: compact ids, largest template first). */
  template: Uint16Array;
  prob: Float32Array;
  ampRatio: Float32Array;
  matchShare: Float32Array;
  windows: { starts: Float64Array; ends: Float64Array; pBad: Float64Array };
  templates: BeatTemplate[];
}

const MAGIC = 0x42524348; // "HCRB" little-endian
const FORMAT = 1;
/** magic, format, beats, windows, JSON bytes, reserved: 6 x u32. */
const HEADER = 24;

/** The review beats of an analysis result, templates built by buildTemplates(). */
export function reviewBeatsOf(
  series: AnalysisSeries,
  classes: Uint8Array,
  template: Uint16Array,
  templates: BeatTemplate[],
): ReviewBeats {
  return {
    samples: Int32Array.from(series.beatSamples),
    exact: series.beatExact,
    amplitude: series.beatAmplitude,
    classes,
    template,
    prob: series.beatProb,
    ampRatio: series.beatAmpRatio,
    matchShare: series.beatMatchShare,
    windows: series.windowQuality,
    templates,
  };
}

const pad8 = (x: number): number => (x + 7) & ~7;

/** Encodes the review beats: a 24-byte header, the templates as JSON, then the typed arrays. */
export function encodeReviewBeats(b: ReviewBeats): Uint8Array {
  const n = b.samples.length;
  const w = b.windows.starts.length;
  const json = new TextEncoder().encode(JSON.stringify(b.templates));
  const arrays: ArrayBufferView[] = [
    b.exact,
    b.amplitude,
    b.windows.starts,
    b.windows.ends,
    b.windows.pBad,
    b.samples,
    b.prob,
    b.ampRatio,
    b.matchShare,
    b.template,
    b.classes,
  ];
  let size = pad8(HEADER + json.length);
  for (const a of arrays) size = pad8(size + a.byteLength);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT, true);
  view.setUint32(8, n, true);
  view.setUint32(12, w, true);
  view.setUint32(16, json.length, true);
  out.set(json, HEADER);
  let at = pad8(HEADER + json.length);
  for (const a of arrays) {
    out.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at);
    at = pad8(at + a.byteLength);
  }
  return out;
}

/** Decodes encodeReviewBeats() output (copies into aligned buffers). Throws on another format. */
export function decodeReviewBeats(bytes: Uint8Array): ReviewBeats {
  const buf = new Uint8Array(bytes.byteLength);
  buf.set(bytes);
  const view = new DataView(buf.buffer);
  if (view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== FORMAT)
    throw new Error('not a review-beats blob of format 1');
  const n = view.getUint32(8, true);
  const w = view.getUint32(12, true);
  const jsonLen = view.getUint32(16, true);
  const templates = JSON.parse(
    new TextDecoder().decode(buf.subarray(HEADER, HEADER + jsonLen)),
  ) as BeatTemplate[];
  let at = pad8(HEADER + jsonLen);
  const take = <T>(make: (b: ArrayBuffer, o: number, l: number) => T, len: number, bpe: number) => {
    const t = make(buf.buffer, at, len);
    at = pad8(at + len * bpe);
    return t;
  };
  const f64 = (l: number) => take((b, o, k) => new Float64Array(b, o, k), l, 8);
  const f32 = (l: number) => take((b, o, k) => new Float32Array(b, o, k), l, 4);
  const exact = f64(n);
  const amplitude = f64(n);
  const starts = f64(w);
  const ends = f64(w);
  const pBad = f64(w);
  const samples = take((b, o, k) => new Int32Array(b, o, k), n, 4);
  const prob = f32(n);
  const ampRatio = f32(n);
  const matchShare = f32(n);
  const template = take((b, o, k) => new Uint16Array(b, o, k), n, 2);
  const classes = take((b, o, k) => new Uint8Array(b, o, k), n, 1);
  return {
    samples,
    exact,
    amplitude,
    classes,
    template,
    prob,
    ampRatio,
    matchShare,
    windows: { starts, ends, pBad },
    templates,
  };
}
