import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  recordingFile,
  syntheticCsvWithoutStart,
  syntheticEdf,
  syntheticRecording,
} from './recording-testing.ts';

// The integration tests upload these bytes in place of the files they used to write and read;
// they must be the same recording, and one test's changes must not reach the next.
describe('synthetic recordings for the integration tests', () => {
  it('are the bytes and name of the same recording written as a file', async () => {
    const { file, dir } = await syntheticEdf(1, 3);
    try {
      expect(await syntheticRecording(1, 3)).toEqual(await recordingFile(file));
      expect((await syntheticRecording(1, 3)).name).toBe('test-1min.edf');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('give each caller its own copy', async () => {
    const first = await syntheticRecording(1, 4);
    const original = first.bytes.slice();
    first.bytes.fill(0);
    expect((await syntheticRecording(1, 4)).bytes).toEqual(original);
  });

  it('differ by seed and by format', async () => {
    const [a, b, csv] = await Promise.all([
      syntheticRecording(1, 5),
      syntheticRecording(1, 6),
      syntheticRecording(1, 5, 'csv'),
    ]);
    expect(a.bytes).not.toEqual(b.bytes);
    expect(csv.name).toBe('test-1min.csv');
  });

  it('give a CSV without its start line when the recorder kept no clock', async () => {
    const withStart = new TextDecoder().decode((await syntheticRecording(1, 5, 'csv')).bytes);
    expect(withStart).toMatch(/^# start:/m);
    const text = new TextDecoder().decode(await syntheticCsvWithoutStart(1, 5));
    expect(text).not.toMatch(/^# start:/m);
    expect(withStart.endsWith(text)).toBe(true);
  });
});
