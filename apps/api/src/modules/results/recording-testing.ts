/**
 * Tests only: short synthetic recordings, as files (for tests that read or rewrite the file) or
 * as the bytes and name an upload sends (for everything else).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeSyntheticRecording } from '@heartcheck/ecg/synth/write-synthetic';

type RecordingFormat = 'edf' | 'csv';

/** What an upload sends: the file's bytes and its name (the name's extension sets the reader). */
export interface TestRecording {
  bytes: Uint8Array;
  name: string;
}

/**
 * A short synthetic recording written to a new folder (default an EDF+ of 20 minutes at 250 Hz);
 * the caller removes `dir`.
 */
export async function syntheticEdf(
  minutes = 20,
  seed = 7,
  format: RecordingFormat = 'edf',
): Promise<{ file: string; dir: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-rec-'));
  const file = path.join(dir, `test-${minutes}min.${format}`);
  await writeSyntheticRecording(file, {
    format,
    samplingRate: 250,
    durationS: minutes * 60,
    seed,
    heartRate: 68,
    hrStd: 3,
    ectopicRate: 0.003,
    startTime: new Date(2026, 0, 5, 9, 0, 0),
  });
  return { file, dir };
}

/** A file's bytes and name, as an upload of that file sends them. */
export async function recordingFile(file: string): Promise<TestRecording> {
  return { bytes: new Uint8Array(await fs.readFile(file)), name: path.basename(file) };
}

// The same arguments give the same bytes (the generator is seeded), and the tests ask for the
// same few recordings again and again (each file once per database kind), so each is written once
// per test worker: the API suite's files share a worker's modules (vitest.config.ts, `isolate:
// false`). They stay in memory for the worker's life; the largest, the lease test's 18 hours at
// 250 Hz, is 32 MB.
const made = new Map<string, Promise<TestRecording>>();

async function writeAndRead(
  minutes: number,
  seed: number,
  format: RecordingFormat,
): Promise<TestRecording> {
  const { file, dir } = await syntheticEdf(minutes, seed, format);
  try {
    return await recordingFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * The bytes and name of `syntheticEdf(minutes, seed, format)`, its folder already removed. Each
 * call returns its own copy of the bytes.
 */
export async function syntheticRecording(
  minutes = 20,
  seed = 7,
  format: RecordingFormat = 'edf',
): Promise<TestRecording> {
  const key = `${minutes}:${seed}:${format}`;
  let pending = made.get(key);
  if (!pending) {
    pending = writeAndRead(minutes, seed, format);
    made.set(key, pending);
    // A failed write is not kept: the next call tries again.
    pending.catch(() => made.delete(key));
  }
  const { bytes, name } = await pending;
  return { bytes: bytes.slice(), name };
}

/** A synthetic CSV from a recorder that kept no clock: the file without its "# start:" line. */
export async function syntheticCsvWithoutStart(minutes: number, seed: number): Promise<Uint8Array> {
  const text = new TextDecoder().decode((await syntheticRecording(minutes, seed, 'csv')).bytes);
  return new TextEncoder().encode(text.replace(/^# start:[^\n]*\n/, ''));
}
