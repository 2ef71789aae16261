import { describe, expect, it } from 'vitest';
import { BlockCutter, blockGeometry, type BlockInfo, type SampleBlock } from './block-cutter.ts';
import { filterBlock } from './features.ts';
import { QrsDetector } from './qrs-detector.ts';
import { ecgsynSignal } from '../synth/ecgsyn.ts';

const emptyBeats = () => ({
  samples: [] as number[],
  amplitudes: [] as number[],
  exact: [] as number[],
});

describe('BlockCutter', () => {
  it('cuts the stream into 300 s cores with 5 s of context each side, whatever the chunking', () => {
    const fs = 100;
    const { core, margin } = blockGeometry(fs);
    const n = 3 * core + 1234;
    const x = Float32Array.from({ length: n }, (_, i) => i);
    // each block's place in the stream, with its first and last sample values
    const seen: [number, number, number, boolean, number, number][] = [];
    const c = new BlockCutter(fs);
    const take = (b: SampleBlock): void => {
      seen.push([b.index, b.start, b.length, b.last, b.x[0]!, b.x[b.length - 1]!]);
    };
    for (let i = 0; i < n; i += 7777) c.push(x.subarray(i, i + 7777), take);
    c.flush(take);
    expect(seen.map((b) => b.slice(0, 4))).toEqual([
      [0, 0, core + margin, false],
      [1, core - margin, core + 2 * margin, false],
      [2, 2 * core - margin, core + 2 * margin, false],
      [3, 3 * core - margin, n - (3 * core - margin), true],
    ]);
    // each block holds its own samples (the value of sample i is i)
    for (const [, start, length, , first, last] of seen) {
      expect(first).toBe(start);
      expect(last).toBe(start + length - 1);
    }
  });
});

describe('QrsDetector.decideFiltered', () => {
  it('gives push’s beats from blocks band-passed elsewhere, and refuses a block out of turn', () => {
    const fs = 250;
    const { signal } = ecgsynSignal({ samplingRate: fs, durationS: 700, seed: 9, noiseMv: 0.02 });
    const direct = new QrsDetector(fs);
    const want = direct.flush(direct.push(signal));
    const det = new QrsDetector(fs);
    const got = emptyBeats();
    const blocks: { info: BlockInfo; band: Float32Array; refine: Float32Array }[] = [];
    const c = new BlockCutter(fs);
    const filter = (b: SampleBlock): void => {
      const band = new Float32Array(b.length);
      const refine = new Float32Array(b.length);
      filterBlock(b.x, fs, band, refine);
      blocks.push({
        info: { index: b.index, start: b.start, length: b.length, last: b.last },
        band,
        refine,
      });
    };
    c.push(signal, filter);
    c.flush(filter);
    expect(blocks.length).toBe(3);
    for (const b of blocks) det.decideFiltered(b.info, b, got);
    expect(got).toEqual(want);
    expect(det.shapes.count).toBe(direct.shapes.count);
    const again = new QrsDetector(fs);
    expect(() => again.decideFiltered(blocks[1]!.info, blocks[1]!, emptyBeats())).toThrow(
      /block 1 where block 0 was due/,
    );
  });
});
