import os from 'node:os';
import type { DisclosurePage } from '@heartcheck/contracts/disclosure';
import type { BlobStore } from '../../blob/store.ts';
import { beatsKeyOf, readBeatsOfMinutes, type StoredResult } from '../analysis/public.ts';
import type { FinishedAnalysis } from '../results/public.ts';
import {
  ENVELOPE_PER_SECOND,
  ROW_SECONDS,
  ROWS_PER_PAGE,
  envelope,
  labelOfClass,
  pageWindow,
  rowSummaries,
  type BeatOnPage,
  type PageWindow,
} from './disclosure-tiles.ts';

/**
 * The labels drawn above the page's complexes: today the engine's beat classes from the beats
 * file written at analysis time (analysis/beats-file.ts). The one place to switch to the
 * cardiologist's corrected labels (beat templates, issue 20 item 2): return those instead and
 * say `corrected`. Null for analyses made before the beats file existed.
 */
export async function beatLabelsForPage(
  blobs: BlobStore,
  found: FinishedAnalysis,
  window: PageWindow,
): Promise<{ beats: BeatOnPage[] | null; labels: DisclosurePage['labels'] }> {
  const key = beatsKeyOf(found.analysis.id);
  if (!(await blobs.exists(key))) return { beats: null, labels: 'unavailable' };
  const { samples, classes } = await readBeatsOfMinutes(
    (offset, length) => blobs.readRange(key, offset, length),
    window.firstMinute,
    window.firstMinute + window.rows,
  );
  const beats: BeatOnPage[] = new Array<BeatOnPage>(samples.length);
  for (let i = 0; i < samples.length; i++)
    beats[i] = { sample: samples[i]!, label: labelOfClass(classes[i]!) };
  return { beats, labels: 'engine' };
}

/** Typed arrays use the machine's byte order; the stored signal and the envelope are little-endian. */
const LITTLE_ENDIAN = os.endianness() === 'LE';

/** The page's signal from the analysis's 16-bit copy, one ranged read. */
async function pageSignal(
  blobs: BlobStore,
  found: FinishedAnalysis,
  window: PageWindow,
): Promise<Int16Array> {
  if (!found.analysis.signalKey) return new Int16Array(0);
  const bytes = await blobs.readRange(
    found.analysis.signalKey,
    window.fromSample * 2,
    (window.toSample - window.fromSample) * 2,
  );
  const out = new Int16Array(bytes.length >> 1);
  if (LITTLE_ENDIAN) new Uint8Array(out.buffer).set(bytes.subarray(0, out.length * 2));
  else for (let i = 0; i < out.length; i++) out[i] = bytes.readInt16LE(i * 2);
  return out;
}

function littleEndianBase64(values: Int16Array): string {
  if (LITTLE_ENDIAN)
    return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
  const bytes = Buffer.alloc(values.length * 2);
  for (let i = 0; i < values.length; i++) bytes.writeInt16LE(values[i]!, i * 2);
  return bytes.toString('base64');
}

/** Page `page` (0-based) of the full disclosure, or undefined past the last page. */
export async function disclosurePageOf(
  blobs: BlobStore,
  found: FinishedAnalysis,
  page: number,
): Promise<DisclosurePage | undefined> {
  const result = found.analysis.result as StoredResult;
  const fs = result.samplingRate;
  const window = pageWindow(page, result.totalSamples, fs);
  if (!window) return undefined;
  const [signal, labelled] = await Promise.all([
    pageSignal(blobs, found, window),
    beatLabelsForPage(blobs, found, window),
  ]);
  const pairs = envelope(signal, window.fromSample, fs);
  const charts = found.analysis.charts as { hrPerMinute?: (number | null)[] } | null;
  return {
    page,
    pageCount: window.pageCount,
    rowsPerPage: ROWS_PER_PAGE,
    rowSeconds: ROW_SECONDS,
    samplingRate: fs,
    fromSample: window.fromSample,
    totalSamples: result.totalSamples,
    startTime: result.startTime,
    envelopePerSecond: ENVELOPE_PER_SECOND,
    envelope: littleEndianBase64(pairs),
    rows: rowSummaries(window, fs, labelled.beats, charts?.hrPerMinute ?? []),
    beats: labelled.beats,
    labels: labelled.labels,
  };
}
