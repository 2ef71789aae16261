import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { jsonPieces, writeJson } from './json-stream.ts';
import { toJSONResult } from './json-result.ts';
import type { AnalysisResult } from './types.ts';

const reference = (v: unknown) => JSON.stringify(toJSONResult(v as AnalysisResult));

describe('jsonPieces', () => {
  it('writes what JSON.stringify of the plain copy writes, typed arrays and all', () => {
    const nn = new Float64Array(20_000).map((_, i) => (i % 7 === 0 ? NaN : 800 + (i % 13) / 3));
    const value = {
      startTime: new Date(Date.UTC(2026, 0, 5, 9)),
      durationS: 72 * 3600,
      missing: undefined,
      nothing: null,
      text: 'quote " and \\ backslash, and ünïcode',
      list: [1, undefined, NaN, -0, Infinity, { a: [new Uint8Array([1, 2, 3])] }],
      series: {
        nnMs: nn,
        beatClass: new Uint8Array([0, 1, 2]),
        hr: new Float32Array([61.5, Number.NaN, -Infinity, -0, 1e21, 1.5e-7, 3.4e38]),
        big: new BigInt64Array([1n, -2n]),
        empty: new Int32Array(0),
      },
      nested: { deeper: { flag: true, fn: () => 1 } },
    };
    expect([...jsonPieces(value)].join('')).toBe(reference(value));
  });

  it('writes to a stream in pieces, waiting for it to drain, ending with a newline', async () => {
    const value = { series: { nnMs: new Float64Array(100_000).fill(812.5) } };
    const out = new PassThrough({ highWaterMark: 1024 });
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
    await writeJson(value, out);
    out.end();
    await new Promise((resolve) => out.on('end', resolve));
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(`${reference(value)}\n`);
  });
});
