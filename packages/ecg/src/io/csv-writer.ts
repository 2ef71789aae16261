import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

/** Streaming CSV writer for the reader's format: "# start:" comment, header, "time_s,mv" rows. */
export class CsvWriter {
  private readonly ws: WriteStream;
  private readonly fs: number;
  private n = 0;

  constructor(path: string, o: { samplingRate: number; startTime?: Date; decimals?: number }) {
    this.ws = createWriteStream(path);
    this.fs = o.samplingRate;
    this.decimals = o.decimals ?? 4;
    const head = o.startTime ? `# start: ${localStamp(o.startTime)}\n` : '';
    this.ws.write(`${head}time_s,mv\n`);
  }

  private readonly decimals: number;

  async write(samples: Float32Array): Promise<void> {
    const lines: string[] = new Array<string>(samples.length);
    for (let i = 0; i < samples.length; i++) {
      // time from the index (not accumulated) so rounding never drifts off the sampling grid
      lines[i] = `${((this.n + i) / this.fs).toFixed(6)},${samples[i]!.toFixed(this.decimals)}`;
    }
    this.n += samples.length;
    if (!this.ws.write(lines.join('\n') + '\n')) await once(this.ws, 'drain');
  }

  async close(): Promise<void> {
    this.ws.end();
    await once(this.ws, 'finish');
  }
}

function localStamp(d: Date): string {
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
