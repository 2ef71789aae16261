import type { QrsFeatures } from '../detect/features.ts';

/**
 * Per-beat morphology captured during the detector's streaming pass, so the
 * classifier never needs the signal again. Memory: the shape, mean removed and scaled to
 * unit norm, as SHAPE_POINTS 16-bit integers, plus its norm and the width as floats, and the
 * atrial segment (ATRIAL_POINTS bytes) - 74 bytes a beat, ~24 MB for a 72 h recording at
 * 100 bpm.
 *
 * - shape: the 0.5-40 Hz signal resampled every 10 ms from 130 ms before to
 *   140 ms after the QRS centre. 10 ms steps sample a 40 Hz band without aliasing
 *   (Nyquist). The centre is the centroid of 5-15 Hz slope energy within 100 ms
 *   of the R-peak, not the R-peak itself: the R-peak is the largest extremum and
 *   may jump between a complex's positive and negative deflection from beat to
 *   beat, which would misalign otherwise identical shapes.
 * - width: QRS duration estimate (ms), the span holding the central 80 % of the
 *   5-15 Hz slope energy within -150/+250 ms of the R-peak. Slope energy is
 *   concentrated in the QRS (Pan & Tompkins 1985 chose the band for that), so
 *   the span tracks QRS width; ventricular beats are wide (> 120 ms, AHA/ACCF/HRS
 *   2009 intraventricular conduction criteria).
 * - norm: the shape's norm after removing its mean (relative QRS size, mV).
 */
export const SHAPE_POINTS = 28;
export const SHAPE_STEP_S = 0.01;
export const SHAPE_PRE_S = 0.13;
/** Half-width of the window whose slope-energy centroid anchors the shape. */
const CENTROID_HALF_S = 0.1;
const WIDTH_PRE_S = 0.15;
const WIDTH_POST_S = 0.25;
const WIDTH_ENERGY_TAIL = 0.1;
/** Unit-norm shape values lie in [-1, 1]; stored as value x SHAPE_SCALE in an Int16Array. */
export const SHAPE_SCALE = 32767;
/**
 * Atrial segment: where the P wave sits in sinus rhythm. The PR interval is 120-200 ms and
 * the QRS centre lies ~40 ms after QRS onset, so the P wave spans ~280-100 ms before the
 * centre. ATRIAL_POINTS means of ATRIAL_STEP_S bins (box means, so the 0.5-40 Hz signal does
 * not alias at the 25 Hz bin rate; P and f waves lie under 10 Hz) from ATRIAL_FROM_S before
 * the centre, mean removed and scaled to unit norm, stored x ATRIAL_SCALE as 8-bit integers
 * (10 bytes a beat): only their consistency from beat to beat is used (rhythm/).
 */
export const ATRIAL_POINTS = 10;
const ATRIAL_STEP_S = 0.02;
const ATRIAL_FROM_S = 0.3;
export const ATRIAL_SCALE = 127;

export class BeatShapes {
  shapes = new Int16Array(SHAPE_POINTS * 1024);
  width = new Float32Array(1024);
  norm = new Float32Array(1024);
  atrial = new Int8Array(ATRIAL_POINTS * 1024);
  count = 0;
  private readonly scratch = new Float32Array(SHAPE_POINTS);
  private sq = new Float64Array(0);

  private grow(): void {
    const cap = this.width.length * 2;
    const s = new Int16Array(cap * SHAPE_POINTS);
    s.set(this.shapes);
    this.shapes = s;
    const w = new Float32Array(cap);
    w.set(this.width);
    this.width = w;
    const e = new Float32Array(cap);
    e.set(this.norm);
    this.norm = e;
    const p = new Int8Array(cap * ATRIAL_POINTS);
    p.set(this.atrial);
    this.atrial = p;
  }

  /** Record the beat whose R-peak is at buffer index `i` of the block's features. */
  add(f: QrsFeatures, i: number, fs: number): void {
    if (this.count === this.width.length) this.grow();
    const r = f.refine;
    const n = r.length;
    const s = f.slope;
    // slope energy over the width window (which holds the centroid window), squared once, with
    // its total and the centroid's sums in the same pass: each sum adds the same terms in the
    // same order as a pass of its own, so the values are unchanged, and the three chains of
    // additions overlap (27 November 2026: beat shapes were 0.4 s of the 72 h CLI's profile)
    const from = Math.max(0, i - Math.round(WIDTH_PRE_S * fs));
    const to = Math.min(s.length, i + Math.round(WIDTH_POST_S * fs));
    if (this.sq.length < to - from) this.sq = new Float64Array(to - from);
    const e = this.sq;
    const h = Math.round(CENTROID_HALF_S * fs);
    // the centroid window [i - h, i + h], clipped to the block, inside the width window [from, to)
    const loJ = Math.max(0, i - h, from);
    const hiJ = Math.min(n - 1, i + h, to - 1);
    let m0 = 0;
    let m1 = 0;
    let total = 0;
    for (let j = from; j < to; j++) {
      const ej = s[j]! * s[j]!;
      e[j - from] = ej;
      total += ej;
      if (j >= loJ && j <= hiJ) {
        m0 += ej;
        m1 += ej * j;
      }
    }
    const centre = m0 > 0 ? m1 / m0 : i;
    const base = this.count * SHAPE_POINTS;
    const x = this.scratch;
    let mean = 0;
    for (let k = 0; k < SHAPE_POINTS; k++) {
      const t = centre + (k * SHAPE_STEP_S - SHAPE_PRE_S) * fs;
      const j = Math.floor(t);
      const a = t - j;
      const lo = j < 0 ? 0 : j >= n ? n - 1 : j;
      const hi = j + 1 < 0 ? 0 : j + 1 >= n ? n - 1 : j + 1;
      x[k] = r[lo]! * (1 - a) + r[hi]! * a;
      mean += x[k]!;
    }
    mean /= SHAPE_POINTS;
    let ss = 0;
    for (let k = 0; k < SHAPE_POINTS; k++) ss += (x[k]! - mean) ** 2;
    const norm = Math.sqrt(ss) || 1e-9;
    for (let k = 0; k < SHAPE_POINTS; k++)
      this.shapes[base + k] = Math.round(((x[k]! - mean) / norm) * SHAPE_SCALE);
    this.norm[this.count] = norm;
    this.addAtrial(r, centre, fs);
    const m = to - from;
    let acc = 0;
    let a = from;
    let b = to;
    for (let j = 0; j < m; j++) {
      acc += e[j]!;
      if (acc >= WIDTH_ENERGY_TAIL * total) {
        a = from + j;
        break;
      }
    }
    acc = 0;
    for (let j = m - 1; j >= 0; j--) {
      acc += e[j]!;
      if (acc >= WIDTH_ENERGY_TAIL * total) {
        b = from + j;
        break;
      }
    }
    this.width[this.count] = ((b - a) / fs) * 1000;
    this.count++;
  }

  /** The atrial segment before the QRS centre (see ATRIAL_POINTS). */
  private addAtrial(r: Float32Array, centre: number, fs: number): void {
    const x = this.scratch;
    const step = Math.max(1, Math.round(ATRIAL_STEP_S * fs));
    // the block's 5 s context keeps the segment inside the buffer; clamp only at its ends
    const start = Math.min(
      Math.max(0, Math.round(centre - ATRIAL_FROM_S * fs)),
      r.length - step * ATRIAL_POINTS,
    );
    const base = this.count * ATRIAL_POINTS;
    if (start < 0) {
      this.atrial.fill(0, base, base + ATRIAL_POINTS); // block shorter than the segment: no evidence
      return;
    }
    let mean = 0;
    for (let k = 0, j = start; k < ATRIAL_POINTS; k++) {
      let sum = 0;
      for (const end = j + step; j < end; j++) sum += r[j]!;
      x[k] = sum / step;
      mean += x[k]!;
    }
    mean /= ATRIAL_POINTS;
    let ss = 0;
    for (let k = 0; k < ATRIAL_POINTS; k++) ss += (x[k]! - mean) ** 2;
    const norm = Math.sqrt(ss) || 1e-9;
    for (let k = 0; k < ATRIAL_POINTS; k++)
      this.atrial[base + k] = Math.round(((x[k]! - mean) / norm) * ATRIAL_SCALE);
  }

  /** Keep only the beats whose `keep` flag is set (in order). */
  filter(keep: (k: number) => boolean): void {
    let m = 0;
    for (let k = 0; k < this.count; k++) {
      if (!keep(k)) continue;
      if (m !== k) {
        this.shapes.copyWithin(m * SHAPE_POINTS, k * SHAPE_POINTS, (k + 1) * SHAPE_POINTS);
        this.width[m] = this.width[k]!;
        this.norm[m] = this.norm[k]!;
        this.atrial.copyWithin(m * ATRIAL_POINTS, k * ATRIAL_POINTS, (k + 1) * ATRIAL_POINTS);
      }
      m++;
    }
    this.count = m;
    this.trim();
  }

  /**
   * Give back the capacity beyond `count`. Doubling leaves up to half the arrays unused
   * (72 h real-ECG bench: 524,288 slots for 330,465 beats, 14 MB of 39 MB), and they stay
   * allocated through the whole analysis (README "Memory of the CLI", 26 November 2026).
   */
  private trim(): void {
    const n = Math.max(this.count, 1);
    if (n === this.width.length) return;
    this.shapes = this.shapes.slice(0, n * SHAPE_POINTS);
    this.width = this.width.slice(0, n);
    this.norm = this.norm.slice(0, n);
    this.atrial = this.atrial.slice(0, n * ATRIAL_POINTS);
  }
}
