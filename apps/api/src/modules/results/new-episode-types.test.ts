import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseRecording } from '@heartcheck/ecg/analyse';
import { EPISODE_TYPES } from '@heartcheck/ecg/rhythm/episodes';
import { EVENT_KINDS } from '@heartcheck/contracts/event-kinds';
import type { StoredResult } from '../analysis/public.ts';
import { countedSummary } from './counted-summary.ts';
import { EPISODE_KINDS } from './episode-kinds.ts';
import { withNewTypes } from './episode-fixtures.ts';
import { eventsOf, eventTotals, summaryFigures } from './findings.ts';
import { holterFindings } from './fhir-findings.ts';
import { resultsFhirBundle } from './fhir.ts';
import { validateFhirR4 } from './fhir-validate.ts';
import type { FinishedAnalysis } from './service.ts';

// MIT-BIH record 201 (vendored with the engine's tests, PhysioNet ODC-By), with episodes of the
// types the engine names since issue 19 added (`episode-fixtures.ts`): one VF episode counted and
// one inside poor signal, two of atrial flutter, one of AV block, one slow and one fast stretch,
// and an uncertain ventricular run.
const RECORD = path.resolve(
  import.meta.dirname,
  '../../../../../packages/ecg/test/data/mitdb/201.hea',
);

describe('the rhythm episode types of issue 19 in every figure, list and export', async () => {
  const { series: _series, ...analysed } = await analyseRecording(RECORD, { channel: 0 });
  const plain: StoredResult = analysed;
  const seconds = plain.totalSamples / plain.samplingRate;
  const stored: StoredResult = {
    ...plain,
    rhythm: { episodes: withNewTypes(plain.rhythm.episodes, plain.samplingRate, seconds) },
  };
  const s = plain.summary;

  it('gives every engine episode type an event kind the contract lists', () => {
    for (const type of EPISODE_TYPES) expect(EVENT_KINDS).toContain(EPISODE_KINDS[type]);
  });

  it('names each new finding in plain English with counts and durations, leaving out the uncertain', () => {
    const figures = new Map(summaryFigures(countedSummary(stored)).map((f) => [f.id, f]));
    expect(figures.get('vf')).toEqual({
      id: 'vf',
      label: 'Ventricular fibrillation or flutter (urgent finding)',
      display: '1 episode, 12 s',
      articleId: 'rhythm-ventricular-fibrillation',
    });
    expect(figures.get('afl')).toEqual({
      id: 'afl',
      label: 'Atrial flutter',
      display: '2 episodes, 60 s in total, longest 40 s at 150 bpm',
      articleId: 'rhythm-atrial-flutter',
    });
    expect(figures.get('avb2')?.label).toBe('Heart block (second-degree or higher AV block)');
    expect(figures.get('avb2')?.display).toBe('1 episode, 2 s at 25 bpm');
    // The limits named are the engine's episode limits, not those of the per-minute runs.
    expect(figures.get('bradycardia')).toMatchObject({
      display: '1',
      label: 'Slow heart rate episodes (under 40 bpm)',
      articleId: 'rhythm-slow-and-fast-heart-rate',
    });
    expect(figures.get('tachycardia')).toMatchObject({
      display: '1',
      label: 'Fast heart rate episodes (over 100 bpm)',
    });
    // VF first, as the most urgent; flutter after AF; AV block after the ectopy.
    const ids = [...figures.keys()];
    expect(ids.indexOf('vf')).toBeLessThan(ids.indexOf('af'));
    expect(ids.indexOf('afl')).toBe(ids.indexOf('af') + 1);
    expect(ids.indexOf('avb2')).toBeGreaterThan(ids.indexOf('supraventricularRuns'));
  });

  it('counts slow and fast stretches by the episode limits even when none was found', () => {
    // Minutes under 50 bpm in the summary, none of them a 30-s stretch under 40: the report
    // says none under 40, not "2" under another limit than a record with an episode would read.
    const minute = { kind: 'bradycardia' as const, startSample: 0, endSample: 21_600 };
    const slowMinutes = { ...minute, startTime: '', durationS: 60, value: 47 };
    const noEpisode: StoredResult = {
      ...stored,
      summary: {
        ...stored.summary,
        bradycardia: { count: 2, events: [slowMinutes, slowMinutes], thresholdBpm: 50 },
      },
      rhythm: { episodes: stored.rhythm.episodes.filter((e) => e.type !== 'brady') },
    };
    const figures = new Map(summaryFigures(countedSummary(noEpisode)).map((f) => [f.id, f]));
    expect(figures.get('bradycardia')).toMatchObject({
      label: 'Slow heart rate episodes (under 40 bpm)',
      display: '0',
    });
    expect(eventsOf(noEpisode, Infinity).filter((e) => e.kind === 'bradycardia')).toEqual([]);
    // An analysis from before rhythm episodes still reads its own runs, under its own limit.
    const { rhythm: _rhythm, ...older } = noEpisode;
    expect(summaryFigures(countedSummary(older)).find((f) => f.id === 'bradycardia')).toMatchObject(
      { label: 'Slow heart rate episodes (under 50 bpm)', display: '2' },
    );
  });

  it('never says "none found" of a type an older analysis could not find', () => {
    const ids = summaryFigures(countedSummary(plain)).map((f) => f.id);
    for (const id of ['vf', 'afl', 'avb2']) expect(ids).not.toContain(id);
  });

  it('lists every new episode with its label, figure and the engine confidence, uncertain ones marked', () => {
    const events = eventsOf(stored, Infinity);
    const vf = events.filter((e) => e.kind === 'vf');
    expect(vf.map((e) => [e.label, e.value, e.confidence, e.uncertain ?? false])).toEqual([
      ['Ventricular fibrillation or flutter', 12, 0.9, false],
      ['Ventricular fibrillation or flutter', 5, 0.3, true],
    ]);
    const afl = events.filter((e) => e.kind === 'afl');
    expect(afl.map((e) => [e.label, e.value, e.meanHr])).toEqual([
      ['Atrial flutter', 100, 150],
      ['Atrial flutter', 50, 148],
    ]);
    expect(events.find((e) => e.kind === 'avb2')).toMatchObject({ value: 2.4, confidence: 0.8 });
    // Slow and fast rates come from the engine's episodes when it lists them, not twice.
    expect(events.filter((e) => e.kind === 'bradycardia')).toEqual([
      expect.objectContaining({ value: 45, label: 'Slow heart rate', confidence: 0.95 }),
    ]);
    expect(events.filter((e) => e.kind === 'tachycardia')).toHaveLength(1);
    const uncertainRun = events.find((e) => e.kind === 'vt' && e.uncertain);
    expect(uncertainRun?.confidence).toBe(0.2);
  });

  it('keeps an uncertain episode in a capped list, ahead of the most telling ones', () => {
    const capped = eventsOf(stored, 1);
    expect(capped.filter((e) => e.kind === 'vf')).toEqual([
      expect.objectContaining({ uncertain: true }),
    ]);
    expect(capped.filter((e) => e.kind === 'vt')).toEqual([
      expect.objectContaining({ uncertain: true }),
    ]);
  });

  it('counts the whole recording without the uncertain episodes', () => {
    const totals = eventTotals(stored);
    expect(totals).toMatchObject({ vf: 1, afl: 2, avb2: 1, bradycardia: 1, tachycardia: 1 });
    // The engine's summary never counted the added uncertain run: nothing is taken off twice.
    expect(totals.vt).toBe(s.ventricular.runs);
    expect(countedSummary(stored).ventricular?.count).toBe(s.ventricular.count);
  });

  it('takes an uncertain run the engine counted, and its beats, out of the ectopy figures', () => {
    // 201's runs are supraventricular couplets since the learned classes (issue 19); a
    // ventricular run is taken first where the engine finds one.
    const certain = (e: (typeof plain.rhythm.episodes)[number]) => !e.uncertain;
    const episodes = plain.rhythm.episodes.filter(certain);
    const run =
      episodes.find((e) => e.type === 'VT') ??
      episodes.find((e) => e.type === 'couplet' && e.beatClass === 'V') ??
      episodes.find((e) => e.type === 'couplet')!;
    const cls = run.beatClass === 'S' ? 'supraventricular' : 'ventricular';
    const before = countedSummary(plain)[cls]!;
    const flagged: StoredResult = {
      ...plain,
      rhythm: {
        episodes: plain.rhythm.episodes.map((e) => (e === run ? { ...e, uncertain: true } : e)),
      },
    };
    const counted = countedSummary(flagged)[cls]!;
    if (run.type === 'couplet') expect(counted.couplets).toBe(before.couplets - 1);
    else expect(counted.runs).toBe(before.runs - 1);
    expect(counted.count).toBe(before.count - run.beats);
    const kind = run.type === 'couplet' ? 'couplet' : run.type.toLowerCase();
    expect(
      eventsOf(flagged, Infinity).find((e) => e.id === `${kind}-${run.startSample}`)?.uncertain,
    ).toBe(true);
  });

  it('leaves an episode the cardiologist called artefact out of the reviewed figures', () => {
    const afl = eventsOf(stored, Infinity).filter((e) => e.kind === 'afl');
    const reviewed = countedSummary(stored, new Set([afl[0]!.id]));
    expect(reviewed.rhythm.AFL).toMatchObject({ episodes: 1, totalS: 20 });
    const vf = eventsOf(stored, Infinity).find((e) => e.kind === 'vf' && !e.uncertain)!;
    const noVf = summaryFigures(countedSummary(stored, new Set([vf.id])));
    expect(noVf.map((f) => f.id)).not.toContain('vf');
  });

  it('exports each counted finding with its SNOMED CT code, VF as critical, in a Bundle that validates', () => {
    const findings = holterFindings(countedSummary(stored));
    const byCode = new Map(findings.map((f) => [f.code.code, f]));
    expect(byCode.get('71908006')).toMatchObject({
      code: { system: 'http://snomed.info/sct', display: 'Ventricular fibrillation' },
      value: { value: 1, code: '{count}' },
      interpretation: { coding: [{ code: 'AA', display: 'Critical abnormal' }] },
    });
    expect(byCode.get('71908006')?.text).toMatch(
      /^Ventricular fibrillation or ventricular flutter/,
    );
    expect(byCode.get('5370000')?.value).toMatchObject({ value: 2 });
    expect(byCode.get('195042002')?.text).toMatch(
      /^Second-degree or higher atrioventricular block/,
    );
    expect(byCode.get('48867003')?.value).toMatchObject({ value: 1 });
    // Runs of supraventricular beats and the ventricular patterns carry their SNOMED CT codes.
    const counted = countedSummary(stored);
    expect(byCode.get('6456007')).toMatchObject({
      code: { display: 'Supraventricular tachycardia' },
      value: { value: counted.supraventricular!.runs },
    });
    expect(byCode.get('11157007')?.value).toMatchObject({ value: counted.bigeminy!.episodes });
    expect(byCode.get('251180001')?.text).toMatch(
      /^Ventricular trigeminy \(automated\): \d+ episode/,
    );
    expect(byCode.get('3424008')?.value).toMatchObject({ value: 1 });
    // Only uncertain VF: no VF Observation at all.
    const onlyUncertain: StoredResult = {
      ...stored,
      rhythm: { episodes: stored.rhythm.episodes.filter((e) => e.type !== 'VF' || e.uncertain) },
    };
    expect(holterFindings(countedSummary(onlyUncertain)).map((f) => f.code.code)).not.toContain(
      '71908006',
    );
    const found = {
      order: {
        id: '0d0e4c1a-3f57-4c53-9a0e-2f2b1b7d9d11',
        userId: 'u1',
        number: 'HC-2026-000102',
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
      analysis: {
        id: '5b8c6a8e-1f57-4c53-9a0e-2f2b1b7d9d23',
        result: stored,
        finishedAt: new Date(),
      },
    } as unknown as FinishedAnalysis;
    const bundle = resultsFhirBundle(found, Buffer.from('%PDF'), 'https://heartcheck.test', {
      patientName: 'Alex Taylor',
      dateOfBirth: null,
      sex: null,
      nhsNumber: null,
      recordingStart: null,
      recordingEnd: null,
      durationH: '0.5',
      analysableH: '0.5',
      referral: { source: null, reason: null, gp: null, gpConsent: false },
      terms: null,
      signer: null,
    });
    expect(() => validateFhirR4(bundle)).not.toThrow();
    const entries = (bundle as { entry: { resource: Record<string, unknown> }[] }).entry;
    for (const e of entries) expect(() => validateFhirR4(e.resource)).not.toThrow();
    const codes = entries.flatMap(
      (e) => (e.resource.code as { coding: { code: string }[] } | undefined)?.coding ?? [],
    );
    expect(codes.map((c) => c.code)).toEqual(
      expect.arrayContaining(['71908006', '5370000', '195042002', '48867003', '3424008']),
    );
  });
});
