/**
 * Data for the window classifiers' training (bench/train-windows.ts) and the VF and noise
 * stress benchmarks (bench/vf.ts, bench/noise-stress.ts): signals and reference annotations
 * from ../shared/data/ecg (PhysioNet, ODC-By 1.0: Goldberger et al. 2000; cudb: Nolle et al.
 * 1986; nstdb noise: Moody, Muldrow & Mark 1984) and the vendored MIT-BIH DS1 records, and
 * noise added as the MIT-BIH Noise Stress Test adds it.
 */
import path from 'node:path';
import { openWfdb } from '../src/io/wfdb.ts';
import { readWfdbAnnotations, WFDB_BEAT_CODES } from '../src/io/wfdb-annotations.ts';
import { MITDB, MITDB_RECORDS, mlii } from '../test/helpers.ts';
import { DATA } from '../train/records.ts';

/** ../shared/data/ecg beside the repository (train/records.ts finds it from a worktree too). */
export const SHARED = DATA;
export const CUDB = path.join(SHARED, 'cudb');
export const NOISE = path.join(SHARED, 'noise');
export const CUDB_RECORDS = Array.from(
  { length: 18 },
  (_, k) => `cu${String(2 * k + 1).padStart(2, '0')}`,
);
export { MITDB, MITDB_RECORDS, mlii };

export interface Sig {
  x: Float32Array;
  fs: number;
}

export async function readSignal(hea: string, channel = 0): Promise<Sig> {
  const r = await openWfdb(hea, { channel });
  const parts: Float32Array[] = [];
  for await (const c of r.samples()) parts.push(c.slice());
  const x = new Float32Array(parts.reduce((a, p) => a + p.length, 0));
  let o = 0;
  for (const p of parts) {
    x.set(p, o);
    o += p.length;
  }
  return { x, fs: r.samplingRate };
}

export interface Ref {
  beats: number[];
  /** V beats (MIT-BIH V and E labels). */
  vBeats: number[];
  /** Ventricular flutter/fibrillation: `[`...`]` and `(VF`/`(VFL` rhythm stretches. */
  vf: [number, number][];
}

export async function readRef(atr: string, nsamp: number): Promise<Ref> {
  const ann = await readWfdbAnnotations(atr);
  const beats: number[] = [];
  const vBeats: number[] = [];
  const vf: [number, number][] = [];
  let on: number | null = null;
  let rhythm: { s: number; vf: boolean } | null = null;
  for (const a of ann) {
    if (WFDB_BEAT_CODES.has(a.code ?? -1)) {
      beats.push(a.sample);
      if (a.label === 'V' || a.label === 'E') vBeats.push(a.sample);
    }
    if (a.label === '[' && on === null) on = a.sample;
    if (a.label === ']' && on !== null) {
      vf.push([on, a.sample]);
      on = null;
    }
    if (a.aux?.startsWith('(')) {
      if (rhythm?.vf) vf.push([rhythm.s, a.sample]);
      rhythm = { s: a.sample, vf: a.aux.startsWith('(VF') };
    }
  }
  if (on !== null) vf.push([on, nsamp]);
  if (rhythm?.vf) vf.push([rhythm.s, nsamp]);
  return { beats, vBeats, vf: union(vf) };
}

function union(iv: [number, number][]): [number, number][] {
  const s = [...iv].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [a, b] of s) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export const overlap = (iv: readonly [number, number][], a: number, b: number): number =>
  iv.reduce((s, [x, y]) => s + Math.max(0, Math.min(b, y) - Math.max(a, x)), 0);

/**
 * Noise stress test schedule (Moody, Muldrow & Mark 1984; PhysioNet nst): clean for the first
 * 5 min, then noise in 2-min blocks alternating with 2 clean minutes.
 */
export function noisyAt(sample: number, fs: number): boolean {
  const t = sample / fs - 300;
  return t >= 0 && Math.floor(t / 120) % 2 === 0;
}

/**
 * Signal "power" S as nst(1) measures it: the QRS peak-to-peak amplitude A (median over the
 * reference beats of the range within +/-50 ms) taken as a sinusoid's, S = A^2 / 8; noise
 * power N the noise's mean square (after its mean is removed). Scaling the noise by
 * sqrt(S / (N 10^(snr/10))) gives the SNR in dB.
 */
export function nstMix(
  sig: Sig,
  beats: readonly number[],
  noise: Float32Array,
  snrDb: number,
): Float32Array {
  const h = Math.round(0.05 * sig.fs);
  const amps = beats
    .filter((b) => b - h >= 0 && b + h < sig.x.length)
    .map((b) => {
      let mn = Infinity;
      let mx = -Infinity;
      for (let k = b - h; k <= b + h; k++) {
        mn = Math.min(mn, sig.x[k]!);
        mx = Math.max(mx, sig.x[k]!);
      }
      return mx - mn;
    })
    .sort((a, b) => a - b);
  const A = amps[Math.floor(amps.length / 2)] ?? 1;
  const S = (A * A) / 8;
  const n = Math.min(noise.length, sig.x.length);
  let m = 0;
  for (let k = 0; k < n; k++) m += noise[k]!;
  m /= n;
  let N = 0;
  for (let k = 0; k < n; k++) N += (noise[k]! - m) ** 2;
  N /= n;
  const g = Math.sqrt(S / (N * 10 ** (snrDb / 10)));
  const out = Float32Array.from(sig.x);
  for (let k = 0; k < n; k++) if (noisyAt(k, sig.fs)) out[k] = out[k]! + g * (noise[k]! - m);
  return out;
}

/** Resample (linear) a 360 Hz noise record to `fs`. */
export function resample(x: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return x;
  const n = Math.floor((x.length * to) / from);
  const out = new Float32Array(n);
  for (let k = 0; k < n; k++) {
    const t = (k * from) / to;
    const i = Math.floor(t);
    const f = t - i;
    out[k] = x[i]! * (1 - f) + x[Math.min(x.length - 1, i + 1)]! * f;
  }
  return out;
}

/** Beat matching within +/-150 ms (EC57): counts in [from, to). */
export function matchIn(
  ref: readonly number[],
  det: readonly number[],
  tol: number,
): { tp: number; fn: number; fp: number } {
  let i = 0;
  let j = 0;
  let tp = 0;
  while (i < ref.length && j < det.length) {
    const d = det[j]! - ref[i]!;
    if (Math.abs(d) <= tol) {
      tp++;
      i++;
      j++;
    } else if (d < 0) j++;
    else i++;
  }
  return { tp, fn: ref.length - tp, fp: det.length - tp };
}

export function within(a: readonly number[], from: number, to: number): number[] {
  return a.filter((s) => s >= from && s < to);
}
