import { closeSync, openSync, readSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { encodeReviewBeats, reviewBeatsOf } from '@heartcheck/ecg/review/beat-store';
import { buildTemplates, compactTemplates } from '@heartcheck/ecg/review/templates';
import type { AnalysisResult } from '@heartcheck/ecg/types';

/**
 * The blob of an analysis's beats for the review workstation (packages/ecg review/beat-store.ts
 * says what it holds and why it is a binary blob): beside the signal copy, by analysis id, so
 * no column is needed; an analysis run before it existed simply has none.
 */
export const reviewBeatsKey = (analysisId: string): string =>
  `analyses/${analysisId}/review-beats.bin`;

/**
 * Writes the review beats (beats, classes, evidence, templates with their waveforms cut from
 * the 16-bit signal copy) to `dir`; returns the file.
 */
export async function writeReviewBeats(
  result: AnalysisResult,
  signalFile: string,
  dir: string,
): Promise<string> {
  const s = result.series;
  const { template, kinds } = compactTemplates(s.beatCluster, s.aamiClass);
  const fd = openSync(signalFile, 'r');
  try {
    const read = (start: number, count: number): Int16Array => {
      const out = new Int16Array(count);
      const from = Math.max(0, start);
      const skip = from - start;
      const bytes = Buffer.alloc((count - skip) * 2);
      const got = readSync(fd, bytes, 0, bytes.length, from * 2);
      for (let i = 0; i + 1 < got; i += 2) out[skip + i / 2] = bytes.readInt16LE(i);
      return out;
    };
    const templates = buildTemplates(
      template,
      kinds,
      s.beatExact,
      s.aamiClass,
      result.samplingRate,
      read,
    );
    const file = path.join(dir, 'review-beats.bin');
    await fs.writeFile(file, encodeReviewBeats(reviewBeatsOf(s, s.aamiClass, template, templates)));
    return file;
  } finally {
    closeSync(fd);
  }
}
