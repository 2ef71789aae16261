import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseRecording } from '@heartcheck/ecg/analyse';
import type { StoredResult } from '../analysis/public.ts';
import { eventsOf, eventTotals, RATE_WITHHELD_TEXT, summaryFigures } from './findings.ts';
import type { StoredFindings } from './stored.ts';
import type { FinishedAnalysis } from './service.ts';

// MIT-BIH record 201 (vendored with the engine's tests, PhysioNet ODC-By): atrial fibrillation,
// ventricular and supraventricular ectopy with couplets and runs, and pauses.
const RECORD = path.resolve(
  import.meta.dirname,
  '../../../../../packages/ecg/test/data/mitdb/201.hea',
);

describe('the Holter findings every screen, PDF and export shows', async () => {
  const analysed = await analyseRecording(RECORD, { channel: 0 });
  const { series: _series, ...result } = analysed;
  // Taken as certain: uncertain episodes are left out of every count (new-episode-types.test.ts),
  // and these tests compare the figures with the engine's summary, which still includes them.
  const stored: StoredResult = {
    ...result,
    rhythm: { episodes: result.rhythm.episodes.map(({ uncertain: _u, ...e }) => e) },
  };
  const s = stored.summary;

  it('lists AF, ventricular and supraventricular ectopy and runs, bigeminy and unanalysable time', () => {
    const figures = new Map(summaryFigures(s).map((f) => [f.id, f.display]));
    expect(figures.get('af')).toMatch(
      new RegExp(`^${s.af.episodes} episodes, [0-9.]+% of the analysable time, longest `),
    );
    expect(figures.get('ventricular')).toBe(
      `${s.ventricular.count} (${s.ventricular.perHour.toFixed(1)} per hour, ${s.ventricular.percent.toFixed(1)}% of beats)`,
    );
    const longest = s.ventricular.runs > 0 ? ' \\(longest \\d+ beats at \\d+ bpm\\)' : '';
    expect(figures.get('ventricularRuns')).toMatch(
      new RegExp(`^${s.ventricular.couplets} couplets, ${s.ventricular.runs} runs?${longest}$`),
    );
    expect(figures.get('supraventricular')).toContain(`${s.supraventricular.count} (`);
    expect(figures.has('bigeminy')).toBe(true);
    expect(figures.get('unanalysable')).toBeDefined();
  });

  it('gives the recording and analysable lengths in the unit that reads', () => {
    // MIT-BIH 201: 30 minutes 5 seconds ("0.5 h" before).
    const figures = new Map(summaryFigures(s).map((f) => [f.id, f.display]));
    expect(figures.get('duration')).toBe('30 min');
    expect(figures.get('analysable')).toMatch(/^\d+ min$/);
  });

  it('says why every heart-rate figure is missing when the engine withheld the rate, and for which reason', () => {
    // as the engine leaves a noise-dominated recording, or one with too little analysable
    // (holter/rate-withheld.ts)
    for (const reason of ['noise', 'little-signal'] as const) {
      const noisy = { ...s, meanHr: null, minHr: null, maxHr: null, heartRateWithheld: reason };
      const figures = new Map(summaryFigures(noisy).map((f) => [f.id, f.display]));
      for (const id of ['meanHr', 'minHr', 'maxHr'])
        expect(figures.get(id)).toBe(RATE_WITHHELD_TEXT[reason]);
    }
    expect(RATE_WITHHELD_TEXT.noise).toMatch(/no recurring heartbeat/);
    expect(RATE_WITHHELD_TEXT['little-signal']).toMatch(/less than a fifth .* could be analysed/);
    // without the reason the figures read as before
    const plain = new Map(summaryFigures(s).map((f) => [f.id, f.display]));
    expect(plain.get('meanHr')).toBe(`${Math.round(s.meanHr!)} bpm`);
  });

  it('places every kind of finding on the time line, most telling first when capped, without duplicates', () => {
    const events = eventsOf(stored, 5);
    const kinds = new Set(events.map((e) => e.kind));
    // Every kind the recording has is listed (201's runs are couplets since issue 19's classes).
    const totals = eventTotals(stored);
    for (const kind of ['af', 'vt', 'svt', 'couplet', 'pause', 'ventricular-beat'] as const)
      if ((totals[kind] ?? 0) > 0) expect(kinds).toContain(kind);
    for (const kind of ['af', 'couplet', 'pause', 'ventricular-beat'] as const)
      expect(kinds).toContain(kind);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    expect(events.map((e) => e.startSample)).toEqual(
      [...events.map((e) => e.startSample)].sort((a, b) => a - b),
    );
    // The longest AF episode is listed even when only one is.
    const [af] = eventsOf(stored, 1).filter((e) => e.kind === 'af');
    expect(af?.startSample).toBe(s.af.longest?.startSample);
    expect(af?.meanHr).toBe(s.af.longest?.meanHr);
    const couplet = events.find((e) => e.kind === 'couplet');
    expect(couplet?.label).toMatch(/^(Ventricular|Supraventricular) couplet$/);
  });

  it('counts each kind over the whole recording, not only the listed ones', () => {
    const totals = eventTotals(stored);
    expect(totals.af).toBe(s.af.episodes);
    expect(totals.vt).toBe(s.ventricular.runs);
    expect(totals.couplet).toBe(s.ventricular.couplets + s.supraventricular.couplets);
    expect(totals['ventricular-beat']).toBe(s.ventricular.count);
    expect(eventsOf(stored, 5).filter((e) => e.kind === 'ventricular-beat')).toHaveLength(5);
    expect(totals['ventricular-beat']).toBeGreaterThan(5);
  });

  it('still shows a result stored before beats were classified', () => {
    const { rhythm: _rhythm, ...rest } = stored;
    const { af: _af, ventricular: _v, supraventricular: _sv, ...oldSummary } = s;
    const old: StoredFindings = { ...rest, summary: oldSummary };
    expect(summaryFigures(old.summary).map((f) => f.id)).not.toContain('ventricular');
    expect(eventsOf(old).filter((e) => e.kind === 'af')).toHaveLength(
      Math.min(50, s.irregularRhythm.events.length),
    );
    expect(eventTotals(old).vt).toBe(0);
  });
});

describe('the FHIR export of a recording whose indices are withheld', async () => {
  const { resultsFhirBundle } = await import('./fhir.ts');
  const { validateFhirR4 } = await import('./fhir-validate.ts');
  const { series: _series, ...result } = await analyseRecording(RECORD, { channel: 0 });
  const found = {
    order: {
      id: '0d0e4c1a-3f57-4c53-9a0e-2f2b1b7d9d11',
      userId: 'u1',
      number: 'HC-2026-000101',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    },
    analysis: { id: '5b8c6a8e-1f57-4c53-9a0e-2f2b1b7d9d22', result, finishedAt: new Date() },
  } as unknown as FinishedAnalysis;
  const identity = {
    patientName: 'Alex Taylor',
    dateOfBirth: '1980-03-05',
    sex: 'female',
    nhsNumber: null,
    recordingStart: null,
    recordingEnd: null,
    durationH: '0.5',
    analysableH: '0.5',
    // Self-referred, with a GP practice whose ODS code is not known.
    referral: {
      source: 'self',
      reason: 'Dizzy spells',
      gp: { name: 'Church Street Surgery', address: null, postcode: 'LS1 1AA', odsCode: null },
      gpConsent: false,
    },
    terms: null,
    signer: null,
  } as const;
  const bundle = resultsFhirBundle(found, Buffer.from('%PDF'), 'https://heartcheck.test', identity);
  type Entry = { resource: Record<string, unknown> & { code?: { coding?: { code: string }[] } } };
  const entries = (bundle as { entry: Entry[] }).entry;

  it('says why instead of a number, in a Bundle that validates', () => {
    expect(result.indices.whole.withheld?.reason).toBe('af');
    const pns = entries.find((e) => e.resource.code?.coding?.[0]?.code === 'pns-index')!;
    expect(pns.resource.valueQuantity).toBeUndefined();
    expect(pns.resource.dataAbsentReason).toMatchObject({
      coding: [{ code: 'not-applicable' }],
      text: expect.stringMatching(/^Not shown: atrial fibrillation/),
    });
    expect(() => validateFhirR4(bundle)).not.toThrow();
    for (const e of entries) expect(() => validateFhirR4(e.resource)).not.toThrow();
    // The order as a ServiceRequest the report is based on, requested by the patient themselves;
    // the GP practice without an ODS code carries no identifier.
    const request = entries.find((e) => e.resource.resourceType === 'ServiceRequest')!;
    expect(request.resource).toMatchObject({
      reasonCode: [{ text: 'self-referred · symptoms: Dizzy spells' }],
      requester: { reference: 'urn:uuid:u1' },
      authoredOn: '2026-01-02T10:00:00.000Z',
    });
    const gp = entries.find((e) => e.resource.resourceType === 'Organization')!;
    expect(gp.resource.identifier).toBeUndefined();
    expect(gp.resource.name).toBe('Church Street Surgery');
    const codes = entries.flatMap((e) => e.resource.code?.coding?.map((c) => c.code) ?? []);
    expect(codes).toEqual(expect.arrayContaining(['49436004', '17338001', '25569003']));
  });
});
