import { describe, expect, it } from 'vitest';
import { decodeEnvelope, pageOfMinute, pxPerSecond, rowAt, ROW_PX, TIME_COLUMN_PX } from './layout';

describe('full-disclosure layout', () => {
  it('decodes the little-endian Int16 envelope, negative values included', () => {
    const bytes = [0x10, 0x27, 0xf0, 0xd8, 0xff, 0x7f, 0x00, 0x80]; // 10000, -10000, 32767, -32768
    expect(Array.from(decodeEnvelope(btoa(String.fromCharCode(...bytes))))).toEqual([
      10000, -10000, 32767, -32768,
    ]);
  });

  it('finds the row and the second a click falls on', () => {
    const page = { rows: Array.from({ length: 30 }), rowSeconds: 60 } as never;
    const width = TIME_COLUMN_PX + 1200;
    expect(pxPerSecond(width, 60)).toBe(20);
    expect(rowAt(TIME_COLUMN_PX + 200, 3 * ROW_PX + 5, width, page)).toEqual({ row: 3, atS: 10 });
    expect(rowAt(0, 0, width, page)).toEqual({ row: 0, atS: 0 });
    expect(rowAt(10, 30 * ROW_PX + 1, width, page)).toBeUndefined();
  });

  it('maps a minute of the recording to its page and row', () => {
    expect(pageOfMinute(0, 30, 144)).toEqual({ page: 0, row: 0 });
    expect(pageOfMinute(29.9, 30, 144)).toEqual({ page: 0, row: 29 });
    expect(pageOfMinute(30, 30, 144)).toEqual({ page: 1, row: 0 });
    expect(pageOfMinute(4319, 30, 144)).toEqual({ page: 143, row: 29 });
    // A click past the end lands on the last row of the last page.
    expect(pageOfMinute(9999, 30, 144)).toEqual({ page: 143, row: 29 });
  });
});
