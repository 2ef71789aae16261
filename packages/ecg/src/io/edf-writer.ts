import { open, type FileHandle } from 'node:fs/promises';
import { encodeTals } from './edf-annotations.ts';

/**
 * Streaming EDF+ writer (Kemp & Olivan 2003): one ECG signal plus the
 * mandatory "EDF Annotations" signal carrying each record's time-keeping TAL
 * and any annotations (e.g. true beat times of a synthetic recording).
 * The number of data records is patched into the header on close, so the
 * total length need not be known in advance.
 */
export interface EdfWriterOptions {
  samplingRate: number;
  startTime: Date;
  label?: string;
  /** Physical range in mV; samples beyond are clipped. Default +/-10 mV (a 16-bit step is then 0.3 uV). */
  physicalMin?: number;
  physicalMax?: number;
  /** Duration of a data record in seconds. Default 1 s (the EDF spec asks that a data record stay under 61440 bytes). */
  recordDurationS?: number;
  patient?: string;
  recording?: string;
  /** Bytes reserved per record for annotations (multiple of 2). Default 120. */
  annotationBytes?: number;
}

const DIG_MIN = -32768;
const DIG_MAX = 32767;

const pad = (s: string, n: number): string => (s.length > n ? s.slice(0, n) : s.padEnd(n, ' '));
const num = (x: number, n: number): string => {
  let s = String(x);
  if (s.length > n) s = x.toPrecision(Math.max(1, n - 2)).slice(0, n);
  return pad(s, n);
};

export class EdfWriter {
  private fh: FileHandle | undefined;
  private readonly o: Required<Omit<EdfWriterOptions, 'patient' | 'recording' | 'label'>> &
    EdfWriterOptions;
  private readonly spr: number;
  private readonly rec: Uint8Array;
  private readonly batch: Uint8Array;
  private batchFill = 0;
  private fill = 0;
  private records = 0;
  private pending: { onsetS: number; text: string }[] = [];
  private readonly path: string;

  constructor(path: string, o: EdfWriterOptions) {
    this.path = path;
    this.o = { physicalMin: -10, physicalMax: 10, recordDurationS: 1, annotationBytes: 120, ...o };
    this.spr = Math.round(this.o.samplingRate * this.o.recordDurationS);
    if (Math.abs(this.spr - this.o.samplingRate * this.o.recordDurationS) > 1e-9) {
      throw new RangeError(
        `EDF writer: ${this.o.samplingRate} Hz x ${this.o.recordDurationS} s is not a whole number of samples per record`,
      );
    }
    this.rec = new Uint8Array(2 * this.spr + this.o.annotationBytes);
    this.batch = new Uint8Array(Math.max(this.rec.length, 1 << 18));
  }

  private header(records: number): Uint8Array {
    const o = this.o;
    const d = o.startTime;
    const p2 = (n: number): string => String(n).padStart(2, '0');
    let h = '';
    h += pad('0', 8);
    h += pad(o.patient ?? 'X X X X', 80);
    h += pad(o.recording ?? `Startdate X X X heartcheck-ecg`, 80);
    h += `${p2(d.getDate())}.${p2(d.getMonth() + 1)}.${p2(d.getFullYear() % 100)}`;
    h += `${p2(d.getHours())}.${p2(d.getMinutes())}.${p2(d.getSeconds())}`;
    h += num(256 * 3, 8);
    h += pad('EDF+C', 44);
    h += num(records, 8);
    h += num(o.recordDurationS, 8);
    h += num(2, 4);
    const sig = [
      [o.label ?? 'ECG', 'EDF Annotations'],
      ['AgAgCl electrode', ''],
      ['mV', ''],
      [num(o.physicalMin, 8), num(-1, 8)],
      [num(o.physicalMax, 8), num(1, 8)],
      [num(DIG_MIN, 8), num(DIG_MIN, 8)],
      [num(DIG_MAX, 8), num(DIG_MAX, 8)],
      ['', ''],
      [num(this.spr, 8), num(o.annotationBytes / 2, 8)],
      ['', ''],
    ];
    const widths = [16, 80, 8, 8, 8, 8, 8, 80, 8, 32];
    sig.forEach((pair, i) => (h += pad(pair[0]!, widths[i]!) + pad(pair[1]!, widths[i]!)));
    return new TextEncoder().encode(h);
  }

  /** Annotate an event at `onsetS` seconds from the start; written with the record containing it. */
  annotate(onsetS: number, text: string): void {
    this.pending.push({ onsetS, text });
  }

  async write(samples: Float32Array): Promise<void> {
    if (!this.fh) {
      this.fh = await open(this.path, 'w');
      await this.fh.write(this.header(-1));
    }
    const { physicalMin: pmin, physicalMax: pmax } = this.o;
    const k = (DIG_MAX - DIG_MIN) / (pmax - pmin);
    const dv = new DataView(this.rec.buffer);
    for (let i = 0; i < samples.length; i++) {
      let d = Math.round((samples[i]! - pmin) * k + DIG_MIN);
      if (d < DIG_MIN) d = DIG_MIN;
      else if (d > DIG_MAX) d = DIG_MAX;
      dv.setInt16(2 * this.fill, d, true);
      // await only when a batch of records is due for the disk, not once per record
      if (++this.fill === this.spr && this.closeRecord()) await this.flushBatch();
    }
  }

  /** Append the finished record to the batch; true when the batch is full. */
  private closeRecord(): boolean {
    const t0 = this.records * this.o.recordDurationS;
    const t1 = t0 + this.o.recordDurationS;
    const mine = this.pending.filter((a) => a.onsetS < t1);
    if (mine.length) this.pending = this.pending.filter((a) => a.onsetS >= t1);
    this.rec.set(encodeTals(t0, mine, this.o.annotationBytes), 2 * this.spr);
    // Records are batched into ~256 KiB writes: one await per 1 s record would dominate a 72 h file.
    this.batch.set(this.rec, this.batchFill);
    this.batchFill += this.rec.length;
    this.records++;
    this.fill = 0;
    return this.batchFill + this.rec.length > this.batch.length;
  }

  private async flushBatch(): Promise<void> {
    if (this.batchFill > 0) await this.fh!.write(this.batch.subarray(0, this.batchFill));
    this.batchFill = 0;
  }

  /** Pad the last record with its last value (EDF needs whole records), patch the record count, close. */
  async close(): Promise<void> {
    if (!this.fh) await this.write(new Float32Array(0));
    if (this.fill > 0) {
      const dv = new DataView(this.rec.buffer);
      const last = dv.getInt16(2 * (this.fill - 1), true);
      for (let i = this.fill; i < this.spr; i++) dv.setInt16(2 * i, last, true);
      this.closeRecord();
    }
    await this.flushBatch();
    await this.fh!.write(new TextEncoder().encode(num(this.records, 8)), 0, 8, 236);
    await this.fh!.close();
  }
}
