/**
 * The detector's stream cut into blocks (qrs-detector.ts): 300 s cores, each with 5 s of
 * context on either side, so the zero-phase filters' edge transients fall outside the core and
 * memory stays at ~310 s of samples whatever the recording's length. A block depends only on
 * the samples, not on any decision, so its features can be computed ahead on another thread
 * (the CLI's quality worker, quality/scan-worker.ts) and handed to QrsDetector.decide.
 */
const CORE_S = 300;
const MARGIN_S = 5;

/** Samples per core and per margin at this sampling rate. */
export function blockGeometry(samplingRate: number): { core: number; margin: number } {
  return { core: Math.round(CORE_S * samplingRate), margin: Math.round(MARGIN_S * samplingRate) };
}

/** Where one block sits in the stream: block `index`, samples [start, start + length). */
export interface BlockInfo {
  index: number;
  start: number;
  length: number;
  /** The stream's last block (its core runs to the end). */
  last: boolean;
}

/** A block with its samples, valid only during the callback (the buffer is reused). */
export interface SampleBlock extends BlockInfo {
  x: Float32Array;
}

export class BlockCutter {
  private readonly core: number;
  private readonly margin: number;
  private buf: Float32Array;
  /** Absolute index of buf[0]. */
  private bufStart = 0;
  private bufLen = 0;
  private block = 0;

  constructor(samplingRate: number) {
    ({ core: this.core, margin: this.margin } = blockGeometry(samplingRate));
    this.buf = new Float32Array(this.core + 2 * this.margin + 65536);
  }

  /** Feed samples; `onBlock` gets every block that is complete. */
  push(chunk: Float32Array, onBlock: (b: SampleBlock) => void): void {
    let off = 0;
    while (off < chunk.length) {
      const need = this.windowEnd() - (this.bufStart + this.bufLen);
      const take = Math.min(need, chunk.length - off);
      if (this.bufLen + take > this.buf.length) this.grow(this.bufLen + take);
      this.buf.set(chunk.subarray(off, off + take), this.bufLen);
      this.bufLen += take;
      off += take;
      if (this.bufStart + this.bufLen >= this.windowEnd()) this.emit(false, onBlock);
    }
  }

  /** End of input: the last block, if any samples are left. */
  flush(onBlock: (b: SampleBlock) => void): void {
    if (this.bufLen > 0) this.emit(true, onBlock);
  }

  private windowEnd(): number {
    return (this.block + 1) * this.core + this.margin;
  }

  private grow(n: number): void {
    const b = new Float32Array(Math.max(n, this.buf.length * 2));
    b.set(this.buf.subarray(0, this.bufLen));
    this.buf = b;
  }

  private emit(last: boolean, onBlock: (b: SampleBlock) => void): void {
    const x = this.buf.subarray(0, this.bufLen);
    onBlock({ index: this.block, start: this.bufStart, length: this.bufLen, last, x });
    if (last) {
      this.bufLen = 0;
      return;
    }
    // keep the context the next block needs: from its window start on
    const nextStart = this.block * this.core + this.core - this.margin;
    const drop = nextStart - this.bufStart;
    this.buf.copyWithin(0, drop, this.bufLen);
    this.bufLen -= drop;
    this.bufStart = nextStart;
    this.block++;
  }
}
