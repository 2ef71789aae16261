import { createWriteStream, type WriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';

/**
 * Streaming WFDB writer: one signal in format 16 (16-bit little-endian) with
 * gain 1000 adu/mV (1 uV resolution, +/-32 mV range), header written on close
 * with sample count and checksum (WFDB "header(5)" / "signal(5)").
 */
const GAIN = 1000;

export class WfdbWriter {
  private readonly ws: WriteStream;
  private readonly heaPath: string;
  private readonly record: string;
  private readonly fs: number;
  private readonly startTime: Date | undefined;
  private n = 0;
  private sum = 0;
  private first: number | undefined;

  constructor(headerPath: string, o: { samplingRate: number; startTime?: Date }) {
    if (!headerPath.endsWith('.hea')) throw new RangeError('WFDB writer: path must end in .hea');
    this.heaPath = headerPath;
    this.record = path.basename(headerPath, '.hea');
    this.ws = createWriteStream(path.join(path.dirname(headerPath), `${this.record}.dat`));
    this.fs = o.samplingRate;
    this.startTime = o.startTime;
  }

  async write(samples: Float32Array): Promise<void> {
    const b = Buffer.allocUnsafe(2 * samples.length);
    for (let i = 0; i < samples.length; i++) {
      const v = Math.max(-32767, Math.min(32767, Math.round(samples[i]! * GAIN)));
      if (this.first === undefined) this.first = v;
      this.sum = (this.sum + v) & 0xffff;
      b.writeInt16LE(v, 2 * i);
    }
    this.n += samples.length;
    if (!this.ws.write(b)) await once(this.ws, 'drain');
  }

  async close(): Promise<void> {
    this.ws.end();
    await once(this.ws, 'finish');
    const d = this.startTime;
    const p = (x: number): string => String(x).padStart(2, '0');
    const when = d
      ? ` ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())} ${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`
      : '';
    const checksum = (this.sum << 16) >> 16;
    await writeFile(
      this.heaPath,
      `${this.record} 1 ${this.fs} ${this.n}${when}\n${this.record}.dat 16 ${GAIN}/mV 16 0 ${this.first ?? 0} ${checksum} 0 ECG\n`,
    );
  }
}
