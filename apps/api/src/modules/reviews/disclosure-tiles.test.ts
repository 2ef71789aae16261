import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_PER_SECOND,
  envelope,
  labelOfClass,
  pageCount,
  pageWindow,
  rowOf,
  rowSummaries,
} from './disclosure-tiles.ts';

const FS = 360;
const MINUTE = FS * 60;

describe('full-disclosure pages', () => {
  it('cuts 72 hours into 144 half-hour pages of 30 one-minute rows, the last one short', () => {
    expect(pageCount(72 * 60 * MINUTE, FS)).toBe(144);
    const total = 45 * MINUTE + 100;
    expect(pageCount(total, FS)).toBe(2);
    expect(pageWindow(0, total, FS)).toEqual({
      page: 0,
      pageCount: 2,
      fromSample: 0,
      toSample: 30 * MINUTE,
      rows: 30,
      firstMinute: 0,
    });
    // 15 minutes and 100 samples: 16 rows, the last one with under a second in it.
    expect(pageWindow(1, total, FS)).toMatchObject({
      fromSample: 30 * MINUTE,
      toSample: total,
      rows: 16,
      firstMinute: 30,
    });
    expect(pageWindow(2, total, FS)).toBeUndefined();
    expect(pageWindow(-1, total, FS)).toBeUndefined();
    expect(pageWindow(0.5, total, FS)).toBeUndefined();
  });

  it('puts a beat in the row of its minute, the last sample of a minute included', () => {
    const w = pageWindow(1, 90 * MINUTE, FS)!;
    expect(rowOf(30 * MINUTE, w, FS)).toBe(0);
    expect(rowOf(31 * MINUTE - 1, w, FS)).toBe(0);
    expect(rowOf(31 * MINUTE, w, FS)).toBe(1);
    expect(rowOf(60 * MINUTE - 1, w, FS)).toBe(29);
    expect(rowOf(60 * MINUTE, w, FS)).toBeUndefined();
    expect(rowOf(30 * MINUTE - 1, w, FS)).toBeUndefined();
  });

  it('counts each row’s beats by label and takes the row’s heart rate from the trend', () => {
    const w = pageWindow(1, 32 * MINUTE, FS)!;
    const hr = Array.from({ length: 32 }, (_, m) => (m === 31 ? null : 60 + m));
    const rows = rowSummaries(
      w,
      FS,
      [
        { sample: 30 * MINUTE + 5, label: 'N', beat: 0, added: false },
        { sample: 30 * MINUTE + 500, label: 'V', beat: 1, added: false },
        { sample: 31 * MINUTE, label: 'S', beat: 2, added: false },
        { sample: 31 * MINUTE + 9, label: 'A', beat: 3, added: false },
        { sample: 29 * MINUTE, label: 'V', beat: 4, added: false },
      ],
      hr,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      row: 0,
      fromS: 1800,
      hr: 90,
      counts: { N: 1, S: 0, V: 1, F: 0, Q: 0, A: 0 },
    });
    expect(rows[1]).toMatchObject({ fromS: 1860, hr: null, counts: { S: 1, A: 1, V: 0 } });
  });

  it('names the engine’s class codes and takes an unknown code as unclassifiable', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(labelOfClass)).toEqual(['N', 'S', 'V', 'F', 'Q', 'A', 'Q']);
  });
});

describe('the envelope', () => {
  /** A flat line at 10 µV with a 1-sample R peak of `peak` µV every `every` samples. */
  function spikes(length: number, every: number, peak: number, offset = 3): Int16Array {
    const out = new Int16Array(length).fill(10);
    for (let i = offset; i < length; i += every) {
      out[i] = peak;
      if (i + 2 < length) out[i + 2] = -300; // the S wave
    }
    return out;
  }

  it('keeps every one-sample R peak at its full amplitude where decimation would lose it', () => {
    const signal = spikes(10 * FS, 277, 1800);
    const pairs = envelope(signal, 0, FS);
    expect(pairs.length).toBe(2 * 10 * ENVELOPE_PER_SECOND);
    const maxima = Array.from({ length: pairs.length / 2 }, (_, k) => pairs[2 * k + 1]!);
    const peaks = maxima.filter((v) => v === 1800).length;
    expect(peaks).toBe(Math.ceil((10 * FS - 3) / 277));
    expect(Math.min(...Array.from({ length: pairs.length / 2 }, (_, k) => pairs[2 * k]!))).toBe(
      -300,
    );
    // Plain decimation to the same rate (one sample in 7.2) misses most of them.
    const decimated = Array.from({ length: 500 }, (_, k) => signal[Math.round(k * 7.2)]!);
    expect(decimated.filter((v) => v === 1800).length).toBeLessThan(peaks);
  });

  it('aligns buckets to the recording so a page’s envelope is the whole recording’s slice', () => {
    const signal = spikes(4 * MINUTE, 301, 1500, 11);
    const whole = envelope(signal, 0, FS);
    const from = 2 * MINUTE;
    const part = envelope(signal.subarray(from), from, FS);
    const offset = ((from / FS) * ENVELOPE_PER_SECOND * 2) | 0;
    expect(Array.from(part)).toEqual(Array.from(whole.subarray(offset)));
  });

  it('handles a rate that does not divide into 20 ms buckets and a short last bucket', () => {
    const fs = 257;
    const signal = new Int16Array(fs * 2 + 3).map((_, i) => i % 100);
    const pairs = envelope(signal, 0, fs);
    expect(pairs.length / 2).toBe(Math.ceil(((fs * 2 + 3) * ENVELOPE_PER_SECOND) / fs));
    expect(Math.max(...pairs)).toBe(99);
    expect(envelope(new Int16Array(0), 0, fs).length).toBe(0);
  });
});
