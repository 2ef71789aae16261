import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseRecording } from '@heartcheck/ecg/analyse';
import type { StoredResult } from '../analysis/public.ts';
import { countedSummary, eventsOf, type FinishedAnalysis } from '../results/public.ts';
import { checkEdits } from './episodes.ts';

const reviewedSummary = countedSummary;

// MIT-BIH record 203 (vendored with the engine's tests): AF, ventricular runs, couplets and
// bigeminy, pauses: every kind of edit has something to act on (201, used before, has no
// ventricular run since the learned classes of issue 19).
const RECORD = path.resolve(
  import.meta.dirname,
  '../../../../../packages/ecg/test/data/mitdb/203.hea',
);

describe("the cardiologist's edits of the engine's findings", async () => {
  const { series: _series, ...result } = await analyseRecording(RECORD, { channel: 0 });
  // Episodes the engine found in poor signal (uncertain) are never counted, whatever the
  // cardiologist does (new-episode-types.test.ts covers them); these tests are about edits, so
  // they start from the recording's findings all taken as certain.
  const stored: StoredResult = {
    ...result,
    rhythm: { episodes: result.rhythm.episodes.map(({ uncertain: _u, ...e }) => e) },
  };
  const s = stored.summary;
  const events = eventsOf(stored, Infinity);
  const first = (kind: string) => events.find((e) => e.kind === kind)!;

  it('leaves an AF episode called artefact out of the count, the time and the burden', () => {
    const af = first('af');
    const out = reviewedSummary(stored, new Set([af.id]));
    expect(out.af?.episodes).toBe(s.af.episodes - 1);
    expect(out.af?.totalS).toBeCloseTo(s.af.totalS - af.durationS, 6);
    expect(out.af?.burdenPercent).toBeLessThan(s.af.burdenPercent);
    expect(out.irregularRhythm.count).toBe(s.af.episodes - 1);
  });

  it('leaves out a ventricular run with its beats, and a single ectopic beat', () => {
    const run = first('vt');
    const beat = first('ventricular-beat');
    const out = reviewedSummary(stored, new Set([run.id, beat.id]));
    expect(out.ventricular?.runs).toBe(s.ventricular.runs - 1);
    expect(out.ventricular?.count).toBe(s.ventricular.count - run.value - 1);
    expect(out.prematureBeats.count).toBe(out.ventricular!.count + out.supraventricular!.count);
    expect(out.supraventricular).toMatchObject({
      count: s.supraventricular.count,
      couplets: s.supraventricular.couplets,
      runs: s.supraventricular.runs,
    });
    expect(out.supraventricular?.perHour).toBeCloseTo(s.supraventricular.perHour, 0);
  });

  it('drops a pause called artefact and finds the next longest', () => {
    const pauses = events.filter((e) => e.kind === 'pause').sort((a, b) => b.value - a.value);
    expect(pauses.length).toBeGreaterThan(1);
    const out = reviewedSummary(stored, new Set([pauses[0]!.id]));
    expect(out.pauses.count).toBe(s.pauses.count - 1);
    expect(out.pauses.longestMs).toBe(pauses[1]!.value);
  });

  it('changes nothing without artefacts', () => {
    // 203 has no 30-s stretch beyond the rate limits (its fast minutes are AF, whose rate
    // flickers around 100): the slow and fast figures are the episodes', none found.
    const rates = result.rhythm.episodes.filter((e) => e.type === 'brady' || e.type === 'tachy');
    expect(rates).toEqual([]);
    expect(reviewedSummary(stored, new Set())).toEqual({
      ...s,
      bradycardia: { ...s.bradycardia, thresholdBpm: 40, count: 0, events: [] },
      tachycardia: { ...s.tachycardia, thresholdBpm: 100, count: 0, events: [] },
      rhythm: expect.anything(),
    });
  });

  it('accepts only events of this recording, at most 12 strips, and no artefact of unanalysable signal', () => {
    const found = { analysis: { result: stored } } as unknown as FinishedAnalysis;
    expect(() =>
      checkEdits(found, [{ key: 'vt-1', verdict: 'artefact', inReport: false }]),
    ).toThrow(/Unknown event "vt-1"/);
    const thirteen = events
      .slice(0, 13)
      .map((e) => ({ key: e.id, verdict: 'counted' as const, inReport: true }));
    expect(() => checkEdits(found, thirteen)).toThrow(/at most 12 events/);
    expect(checkEdits(found, thirteen.slice(0, 12))).toHaveLength(12);
    // Edits that change nothing are not kept.
    expect(
      checkEdits(found, [{ key: events[0]!.id, verdict: 'counted', inReport: false }]),
    ).toEqual([]);
    const unanalysable = events.find((e) => e.kind === 'unanalysable');
    if (unanalysable)
      expect(() =>
        checkEdits(found, [{ key: unanalysable.id, verdict: 'artefact', inReport: false }]),
      ).toThrow(/already left out/);
  });
});
