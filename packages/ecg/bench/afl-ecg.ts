/**
 * Can the ECG itself tell atrial flutter from AF? The feasibility check behind README "Atrial
 * flutter" (ECG part): the only development record with flutter is MIT-BIH 203 (314 s of
 * `(AFL` in 1,455 s of `(AFIB`), so its flutter windows are set against its own AF windows and
 * 201's, in both leads, with the reference beats (the best case for QRST cancellation).
 *  1. QRST cancellation (average beat subtraction, Stridh & Sornmo 2001, IEEE TBME 48:105): the
 *     1-40 Hz signal minus, at each beat, the sample-wise median of its 30 nearest beats from
 *     100 ms before the R peak to 450 ms after (or up to the next beat); flutter or fibrillatory
 *     waves fall at random phases of the beats, so the median keeps the QRST and not them.
 *  2. The QRS (-60..+100 ms) bridged by a straight line, then band-passed 3-12 Hz.
 *  3. 10 s windows every 5 s, Welch spectrum (4 s Hann segments, 1 s apart, 0.25 Hz bins):
 *     dominant frequency DF in 3.5-9 Hz, organisation index OI = power within 0.5 Hz of DF and
 *     of 2 x DF over the 3-12 Hz power (Everett et al. 2001, IEEE TBME 48:969), and the share
 *     within 0.3 Hz of DF. Flutter should show DF 4-5.7 Hz (240-340 /min, Saoudi et al. 2001)
 *     and a high OI; AF a higher, broader DF.
 * Prints per record, lead and reference rhythm the medians (10-90 % range), and for 203 the
 * AUC of each measure for flutter windows against AF windows (0.5: no separation).
 *   node packages/ecg/bench/afl-ecg.ts [--records 201,203]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openRecording } from '../src/io/open.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import { filtfilt, highpass, lowpass } from '../src/dsp/filters.ts';
import { DATA } from '../train/records.ts';

const { values: a } = parseArgs({ options: { records: { type: 'string', default: '201,203' } } });
const MITDB = path.join(DATA, 'mitdb');
const TEMPLATE_BEATS = 30;
const PRE_S = 0.1;
const POST_S = 0.45;
const BLANK_PRE_S = 0.06;
const BLANK_POST_S = 0.1;
const WINDOW_S = 10;
const STEP_S = 5;
const SEG_S = 4;

async function signal(file: string, channel: number): Promise<{ fs: number; x: Float64Array }> {
  const rec = await openRecording(file, { channel });
  const parts: Float32Array[] = [];
  for await (const c of rec.samples()) parts.push(Float32Array.from(c));
  const x = new Float64Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const p of parts) {
    x.set(p, at);
    at += p.length;
  }
  return { fs: rec.samplingRate, x };
}

/** Average beat subtraction, QRS bridged, 3-12 Hz (steps 1-2 above). */
function atrialResidual(x: Float64Array, fs: number, beats: number[]): Float64Array {
  const y = Float64Array.from(x);
  filtfilt(y, [highpass(1, fs), lowpass(40, fs)]);
  const pre = Math.round(PRE_S * fs);
  const len = pre + Math.round(POST_S * fs);
  const ok = beats.filter((b) => b - pre >= 0 && b - pre + len < y.length);
  const r = Float64Array.from(y);
  const col = new Float64Array(TEMPLATE_BEATS);
  for (let j = 0; j < ok.length; j++) {
    const lo = Math.max(0, Math.min(j - (TEMPLATE_BEATS >> 1), ok.length - TEMPLATE_BEATS));
    const hi = Math.min(ok.length, lo + TEMPLATE_BEATS);
    const b = ok[j]!;
    const end = Math.min(len, (ok[j + 1] ?? Infinity) - b + pre);
    for (let t = 0; t < end; t++) {
      for (let m = lo; m < hi; m++) col[m - lo] = y[ok[m]! - pre + t]!;
      r[b - pre + t]! -= median(col.subarray(0, hi - lo));
    }
  }
  for (const b of beats) {
    const s = Math.max(0, b - Math.round(BLANK_PRE_S * fs));
    const e = Math.min(r.length - 1, b + Math.round(BLANK_POST_S * fs));
    for (let t = s + 1; t < e; t++) r[t] = r[s]! + ((r[e]! - r[s]!) * (t - s)) / (e - s);
  }
  filtfilt(r, [highpass(3, fs), lowpass(12, fs)]);
  filtfilt(r, [highpass(3, fs), lowpass(12, fs)]);
  return r;
}

function median(v: Float64Array): number {
  const s = Float64Array.from(v).sort();
  const h = s.length >> 1;
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
}

/** Welch power at 0-15 Hz in 1/SEG_S Hz bins (a direct DFT at just those bins, Hann window). */
function welch(x: Float64Array, from: number, n: number, fs: number): Float64Array {
  const seg = Math.round(SEG_S * fs);
  const bins = Math.round(15 * SEG_S) + 1;
  const t = dftTable(seg, bins);
  const p = new Float64Array(bins);
  const v = new Float64Array(seg);
  for (let s = from; s + seg <= from + n; s += Math.round(fs)) {
    let mean = 0;
    for (let i = 0; i < seg; i++) mean += x[s + i]!;
    mean /= seg;
    for (let i = 0; i < seg; i++) v[i] = (x[s + i]! - mean) * t.hann[i]!;
    for (let k = 0; k < bins; k++) {
      let re = 0;
      let im = 0;
      const o = k * seg;
      for (let i = 0; i < seg; i++) {
        re += v[i]! * t.cos[o + i]!;
        im += v[i]! * t.sin[o + i]!;
      }
      p[k]! += re * re + im * im;
    }
  }
  return p;
}

const tables = new Map<number, { hann: Float64Array; cos: Float64Array; sin: Float64Array }>();
function dftTable(seg: number, bins: number) {
  let t = tables.get(seg);
  if (!t) {
    const cos = new Float64Array(seg * bins);
    const sin = new Float64Array(seg * bins);
    for (let k = 0; k < bins; k++)
      for (let i = 0; i < seg; i++) {
        cos[k * seg + i] = Math.cos((2 * Math.PI * k * i) / seg);
        sin[k * seg + i] = Math.sin((2 * Math.PI * k * i) / seg);
      }
    const hann = Float64Array.from(
      { length: seg },
      (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / seg),
    );
    t = { hann, cos, sin };
    tables.set(seg, t);
  }
  return t;
}

interface Measures {
  df: number;
  oi: number;
  conc: number;
}
function measures(p: Float64Array): Measures {
  const hz = (k: number): number => k / SEG_S;
  const area = (c: number, w: number): number =>
    p.reduce((s, v, k) => (Math.abs(hz(k) - c) <= w + 1e-9 ? s + v : s), 0);
  let best = -1;
  let df = NaN;
  p.forEach((v, k) => {
    if (hz(k) >= 3.5 && hz(k) <= 9 && v > best) [best, df] = [v, hz(k)];
  });
  const total = p.reduce((s, v, k) => (hz(k) >= 3 && hz(k) <= 12 ? s + v : s), 0);
  return { df, oi: (area(df, 0.5) + area(2 * df, 0.5)) / total, conc: area(df, 0.3) / total };
}

/** Reference rhythm at each sample: the label of the last rhythm annotation. */
function rhythmOf(anns: { sample: number; aux?: string }[], n: number): string[] {
  const rh = anns.filter((x) => x.aux?.startsWith('('));
  const out: string[] = [];
  rh.forEach((r, i) => {
    const e = Math.min(n, rh[i + 1]?.sample ?? n);
    for (let t = r.sample; t < e; t += 1) out[t] = r.aux!;
  });
  return out;
}

const q = (v: number[], f: number): number =>
  [...v].sort((x, y) => x - y)[Math.floor(f * (v.length - 1))]!;
/** P(flutter value > AF value), ties half. */
function auc(pos: number[], neg: number[]): number {
  let s = 0;
  for (const x of pos) for (const y of neg) s += x > y ? 1 : x === y ? 0.5 : 0;
  return s / (pos.length * neg.length);
}

for (const rec of a.records.split(',')) {
  const anns = await readWfdbAnnotations(path.join(MITDB, `${rec}.atr`));
  const beats = anns.filter((x) => WFDB_BEAT_CODES.has(x.code ?? -1)).map((x) => x.sample);
  for (const channel of [0, 1]) {
    const { fs, x } = await signal(path.join(MITDB, `${rec}.hea`), channel);
    const r = atrialResidual(x, fs, beats);
    const lab = rhythmOf(anns, x.length);
    const byRhythm = new Map<string, Measures[]>();
    const w = WINDOW_S * fs;
    for (let s = 0; s + w <= x.length; s += STEP_S * fs) {
      const count = new Map<string, number>();
      for (let t = s; t < s + w; t += fs)
        count.set(lab[t] ?? '', (count.get(lab[t] ?? '') ?? 0) + 1);
      const [top, c] = [...count].sort((u, v) => v[1] - u[1])[0]!;
      const key = c >= 0.9 * WINDOW_S ? top : 'mixed';
      (byRhythm.get(key) ?? byRhythm.set(key, []).get(key)!).push(measures(welch(r, s, w, fs)));
    }
    for (const [rh, v] of [...byRhythm].sort()) {
      const f = (k: keyof Measures): string => {
        const at = (p: number): string =>
          q(
            v.map((m) => m[k]),
            p,
          ).toFixed(2);
        return `${k} ${at(0.5)} (${at(0.1)}-${at(0.9)}, max ${at(1)})`;
      };
      console.log(
        `${rec} lead ${channel} ${rh} ${v.length} windows: ${f('df')} Hz, ${f('oi')}, ${f('conc')}`,
      );
    }
    const fl = byRhythm.get('(AFL');
    const af = byRhythm.get('(AFIB');
    if (fl && af) {
      const u = (k: keyof Measures): string =>
        auc(
          fl.map((m) => m[k]),
          af.map((m) => m[k]),
        ).toFixed(2);
      console.log(
        `${rec} lead ${channel} flutter against AF, AUC: DF ${u('df')} (flutter should be lower), OI ${u('oi')}, conc ${u('conc')} (higher); DF in 4-5.7 Hz: flutter ${share(fl)} %, AF ${share(af)} %`,
      );
    }
  }
}

function share(v: Measures[]): string {
  return ((100 * v.filter((m) => m.df >= 4 && m.df <= 5.7).length) / v.length).toFixed(0);
}
