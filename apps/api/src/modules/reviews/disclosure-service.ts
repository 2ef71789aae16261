import os from 'node:os';
import type { DisclosurePage } from '@heartcheck/contracts/disclosure';
import type { BlobStore } from '../../blob/store.ts';
import { firstAtOrAfter } from '../../lib/sorted.ts';
import { labelledBeats, type EditDeps } from './edits.ts';
import type { StoredResult } from '../analysis/public.ts';
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
 * The labels drawn above the page's complexes, from the one beat file the analysis writes (the
 * review workstation's, analysis/review-beats.ts) with the order's edits replayed: the engine's
 * classes until the cardiologist corrects them, then the corrected labels (`corrected`). Null
 * while an analysis made before that file existed has none (the workstation builds it).
 */
export async function beatLabelsForPage(
  deps: EditDeps,
  found: FinishedAnalysis,
  window: PageWindow,
): Promise<{ beats: BeatOnPage[] | null; labels: DisclosurePage['labels'] }> {
  const labelled = await labelledBeats(deps, found);
  if (!labelled) return { beats: null, labels: 'unavailable' };
  const { samples, labels, ids, engineBeats } = labelled;
  const from = firstAtOrAfter(samples, window.fromSample);
  const to = firstAtOrAfter(samples, window.toSample);
  const beats: BeatOnPage[] = new Array<BeatOnPage>(to - from);
  for (let i = from; i < to; i++) {
    const beat = ids ? ids[i]! : i;
    beats[i - from] = {
      sample: samples[i]!,
      label: labelOfClass(labels[i]!),
      beat,
      added: beat >= engineBeats,
    };
  }
  return { beats, labels: labelled.corrected ? 'corrected' : 'engine' };
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
  deps: EditDeps,
  found: FinishedAnalysis,
  page: number,
): Promise<DisclosurePage | undefined> {
  const result = found.analysis.result as StoredResult;
  const fs = result.samplingRate;
  const window = pageWindow(page, result.totalSamples, fs);
  if (!window) return undefined;
  const [signal, labelled] = await Promise.all([
    pageSignal(deps.blobs, found, window),
    beatLabelsForPage(deps, found, window),
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
