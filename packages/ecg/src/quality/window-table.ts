import { FEATURE_NAMES, type FeatureName, type WindowFeatures } from './window-features.ts';

/** The arrays of a WindowTable (WindowTable.parts), each with its spare capacity. */
export interface WindowTableParts {
  length: number;
  cols: Float64Array[];
  starts: Float64Array;
  ends: Float64Array;
  peakBuf: Int32Array;
  pOff: Int32Array;
}

/**
 * The windows of a recording as a struct of arrays: one Float64Array per feature and one shared
 * peak buffer. 72 h is 64,800 windows; as objects (13 boxed doubles and a typed array each, ~680
 * bytes) they took 44 MB of heap and pushed the 72 h analysis past its 300 MB budget; here they
 * take ~7 MB. `at(k)` gives a view that reads and writes row k.
 */
export class WindowTable implements Iterable<WindowFeatures> {
  length = 0;
  cols: Float64Array[];
  starts: Float64Array;
  ends: Float64Array;
  peakBuf: Int32Array;
  /** Row k's peaks are peakBuf[pOff[k] .. pOff[k + 1]). */
  pOff: Int32Array;

  /** Room for `rows` windows and `peaks` peaks before the first doubling. */
  constructor(rows = 1024, peaks = 8192) {
    this.cols = FEATURE_NAMES.map(() => new Float64Array(rows));
    this.starts = new Float64Array(rows);
    this.ends = new Float64Array(rows);
    this.peakBuf = new Int32Array(peaks);
    this.pOff = new Int32Array(rows + 1);
  }

  push(start: number, end: number, f: Record<FeatureName, number>, peaks: ArrayLike<number>): void {
    if (this.length === this.starts.length) this.grow();
    const k = this.length++;
    this.starts[k] = start;
    this.ends[k] = end;
    FEATURE_NAMES.forEach((name, i) => (this.cols[i]![k] = f[name]));
    const p0 = this.pOff[k]!;
    if (p0 + peaks.length > this.peakBuf.length) {
      const b = new Int32Array(Math.max(8192, 2 * this.peakBuf.length, p0 + peaks.length));
      b.set(this.peakBuf);
      this.peakBuf = b;
    }
    for (let j = 0; j < peaks.length; j++) this.peakBuf[p0 + j] = peaks[j]!;
    this.pOff[k + 1] = p0 + peaks.length;
  }

  private grow(): void {
    const n = Math.max(1024, 2 * this.starts.length);
    const g = <T extends Float64Array | Int32Array>(a: T, len: number): T => {
      const b = new (a.constructor as new (n: number) => T)(len);
      b.set(a);
      return b;
    };
    this.cols = this.cols.map((c) => g(c, n));
    this.starts = g(this.starts, n);
    this.ends = g(this.ends, n);
    this.pOff = g(this.pOff, n + 1);
  }

  /** Its arrays, to hand to another thread with their buffers transferred (not copied). */
  parts(): WindowTableParts {
    const { length, cols, starts, ends, peakBuf, pOff } = this;
    return { length, cols, starts, ends, peakBuf, pOff };
  }

  /** The table made of `parts()` from another thread (the arrays are taken as they are). */
  static fromParts(p: WindowTableParts): WindowTable {
    return Object.assign(new WindowTable(0, 0), p);
  }

  at(k: number): WindowFeatures {
    return new WindowRow(this, k);
  }

  *[Symbol.iterator](): Iterator<WindowFeatures> {
    for (let k = 0; k < this.length; k++) yield new WindowRow(this, k);
  }
}

class WindowRow implements WindowFeatures {
  private readonly t: WindowTable;
  private readonly k: number;
  constructor(t: WindowTable, k: number) {
    this.t = t;
    this.k = k;
  }
  get start(): number {
    return this.t.starts[this.k]!;
  }
  get end(): number {
    return this.t.ends[this.k]!;
  }
  get peaks(): Int32Array {
    return this.t.peakBuf.subarray(this.t.pOff[this.k], this.t.pOff[this.k + 1]);
  }
  get leak(): number {
    return this.t.cols[0]![this.k]!;
  }
  set leak(v: number) {
    this.t.cols[0]![this.k] = v;
  }
  get meanHz(): number {
    return this.t.cols[1]![this.k]!;
  }
  set meanHz(v: number) {
    this.t.cols[1]![this.k] = v;
  }
  get kurt(): number {
    return this.t.cols[2]![this.k]!;
  }
  set kurt(v: number) {
    this.t.cols[2]![this.k] = v;
  }
  get tcsc(): number {
    return this.t.cols[3]![this.k]!;
  }
  set tcsc(v: number) {
    this.t.cols[3]![this.k] = v;
  }
  get logAmp(): number {
    return this.t.cols[4]![this.k]!;
  }
  set logAmp(v: number) {
    this.t.cols[4]![this.k] = v;
  }
  get lowShare(): number {
    return this.t.cols[5]![this.k]!;
  }
  set lowShare(v: number) {
    this.t.cols[5]![this.k] = v;
  }
  get acPeriod(): number {
    return this.t.cols[6]![this.k]!;
  }
  set acPeriod(v: number) {
    this.t.cols[6]![this.k] = v;
  }
  get pkCv(): number {
    return this.t.cols[7]![this.k]!;
  }
  set pkCv(v: number) {
    this.t.cols[7]![this.k] = v;
  }
  get rate(): number {
    return this.t.cols[8]![this.k]!;
  }
  set rate(v: number) {
    this.t.cols[8]![this.k] = v;
  }
  get rrCv(): number {
    return this.t.cols[9]![this.k]!;
  }
  set rrCv(v: number) {
    this.t.cols[9]![this.k] = v;
  }
  get agree(): number {
    return this.t.cols[10]![this.k]!;
  }
  set agree(v: number) {
    this.t.cols[10]![this.k] = v;
  }
  get logFloor(): number {
    return this.t.cols[11]![this.k]!;
  }
  set logFloor(v: number) {
    this.t.cols[11]![this.k] = v;
  }
  get floorRatio(): number {
    return this.t.cols[12]![this.k]!;
  }
  set floorRatio(v: number) {
    this.t.cols[12]![this.k] = v;
  }
  get beatCorr(): number {
    return this.t.cols[13]![this.k]!;
  }
  set beatCorr(v: number) {
    this.t.cols[13]![this.k] = v;
  }
}
