import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { TestApp } from '../../../test/harness.ts';
import { analyses, type StoredResult } from '../analysis/public.ts';
import { diaryEntries } from '../diary/public.ts';
import {
  analysedOrder,
  api,
  flatPdfText,
  startReviewCast,
  validateFhirR4,
} from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';

type Figure = { id: string; display: string };
type Ev = { id: string; kind: string };
type Entry = { fullUrl: string; resource: Record<string, unknown> };
type Bundle = { entry: Entry[] };

const pausesOf = (summary: Figure[]) => summary.find((f) => f.id === 'pauses')!.display;
const diagnosticReport = (bundle: Bundle) =>
  bundle.entry.find((e) => e.resource.resourceType === 'DiagnosticReport')!.resource as {
    status: string;
    issued: string;
    meta?: { versionId: string };
    conclusion: string;
    resultsInterpreter?: { reference: string }[];
    presentedForm: { title: string; data: string }[];
  };
const pauseCount = (bundle: Bundle) =>
  (
    bundle.entry.find(
      (e) =>
        (e.resource.code as { coding?: { code: string }[] } | undefined)?.coding?.[0]?.code ===
        'pauses',
    )!.resource.valueQuantity as { value: number }
  ).value;

/**
 * Issue 20, "one truth": what the cardiologist signs is what every document and screen shows. A
 * pause marked artefact leaves the results page, the ECG viewer's events, both PDFs, the share
 * page and FHIR alike; an amendment is a new version everywhere, and version 1 stays readable.
 */
describe.each(testDatabaseKinds())('one signed truth on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let cardiologist: string;

  beforeAll(async () => {
    ({ t, admin, customer, cardiologist } = await startReviewCast(kind));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An analysed order whose engine found two pauses (3.2 s and 2.6 s). */
  async function orderWithTwoPauses() {
    const order = await analysedOrder(t, admin, await syntheticRecording(10));
    const db = t.app.database.db;
    const [row] = await db.select().from(analyses).where(eq(analyses.orderId, order.id));
    const result = row!.result as StoredResult;
    const fs_ = result.samplingRate;
    const pause = (atS: number, ms: number) => ({
      kind: 'pause' as const,
      startSample: atS * fs_,
      endSample: atS * fs_ + Math.round((ms / 1000) * fs_),
      startTime: null,
      durationS: ms / 1000,
      value: ms,
    });
    const pauses = [pause(120, 3200), pause(360, 2600)];
    await db
      .update(analyses)
      .set({
        result: {
          ...result,
          summary: {
            ...result.summary,
            pauses: {
              ...result.summary.pauses,
              count: 2,
              events: pauses,
              longestMs: 3200,
              longestSample: pauses[0]!.startSample,
            },
          },
          // The engine lists each pause as a rhythm episode as well (rhythm/episodes.ts pauses).
          rhythm: {
            episodes: [
              ...result.rhythm.episodes.filter((e) => e.type !== 'pause'),
              ...pauses.map(({ kind: _kind, value, ...p }) => ({
                ...p,
                type: 'pause' as const,
                beats: 0,
                meanHr: null,
                rrMs: value,
              })),
              // A ventricular run the engine found in poor signal: listed for review, not counted.
              {
                type: 'VT' as const,
                startSample: 200 * fs_,
                endSample: 202 * fs_,
                startTime: null,
                durationS: 2,
                beats: 6,
                meanHr: 180,
                beatClass: 'V' as const,
                confidence: 0.3,
                uncertain: true,
              },
            ],
          },
        },
      })
      .where(eq(analyses.id, row!.id));
    // A symptom noted 5 minutes into the recording (the synthetic recorder starts 5 Jan 2026
    // 09:00 UK time), written directly: the diary refuses entries before dispatch.
    await db.insert(diaryEntries).values({
      orderId: order.id,
      occurredAt: new Date('2026-01-05T09:05:00Z'),
      symptom: 'palpitations',
      activity: 'walking',
      note: '',
    });
    return {
      order,
      keys: pauses.map((p) => `pause-${p.startSample}`),
      uncertain: `vt-${200 * fs_}`,
    };
  }

  it('a pause signed as artefact is left out everywhere; an amendment is version 2 everywhere and version 1 stays', async () => {
    const { order, keys, uncertain } = await orderWithTwoPauses();
    const [first, second] = keys as [string, string];
    const asCardiologist = api(t, cardiologist);
    const review = (await asCardiologist('GET', `/reviews/${order.id}`)).data as {
      results: { events: Ev[]; summary: Figure[] };
    };
    expect(review.results.events.map((e) => e.id)).toEqual(
      expect.arrayContaining([...keys, uncertain]),
    );
    expect(pausesOf(review.results.summary)).toBe('2 (longest 3.2 s)');
    const signed = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm; one pause of 2.6 s.',
      conclusion: 'Version one conclusion.',
      episodes: [{ key: first, verdict: 'artefact', inReport: false }],
      urgent: { reason: 'long_pauses' },
    });
    expect(signed.status).toBe(200);
    const signedAt = (signed.data as { signedAt: string }).signedAt;

    // The customer's results page and ECG viewer.
    const asCustomer = api(t, customer);
    const detail = (await asCustomer('GET', `/results/${order.id}`)).data as {
      summary: Figure[];
      events: Ev[];
      eventTotals: Record<string, number>;
      headline: string;
      signed: { version: number; cardiologistGmc: string };
    };
    expect(pausesOf(detail.summary)).toBe('1 (longest 2.6 s)');
    expect(detail.events.map((e) => e.id)).not.toContain(first);
    expect(detail.events.map((e) => e.id)).toContain(second);
    // Nor the uncertain run: it is in no figure, so the viewer's list does not name it either.
    expect(detail.events.map((e) => e.id)).not.toContain(uncertain);
    expect(detail.eventTotals.pause).toBe(1);
    expect(detail.headline).toMatch(/; 1 pause \(longest 2\.6 s\); see below$/);
    expect(detail.signed).toMatchObject({ version: 1, cardiologistGmc: '7000001' });

    // Both PDFs say the same, with the summary line on top.
    const resultsPdf = await flatPdfText(
      (await asCustomer('GET', `/results/${order.id}/report.pdf`)).data,
    );
    expect(resultsPdf).toContain('Pauses over 2 s 1 (longest 2.6 s)');
    expect(resultsPdf).toContain(`Summary: ${detail.headline}`);
    expect(resultsPdf).not.toContain('3.2 s');
    const cardiacPdf = await flatPdfText(
      (await asCustomer('GET', `/cardiac-reports/${order.id}/report.pdf`)).data,
    );
    expect(cardiacPdf).toContain('Pauses over 2 s 1 (longest 2.6 s)');
    expect(cardiacPdf).toContain(`Summary: ${detail.headline}`);
    // Both PDFs give the wear time per day and the diary with the heart rate at each entry.
    for (const text of [resultsPdf, cardiacPdf]) {
      expect(text).toContain('Wear time per day Mon, 5 Jan 2026 0.2 h worn');
      expect(text).toMatch(
        /Your symptom diary 5 Jan 2026, 09:05: Palpitations \(fluttering or pounding heartbeat\) Walking · heart rate at the time \d+ bpm/,
      );
    }
    // GPs see urgency: the flag and its reason on both PDFs.
    for (const text of [resultsPdf, cardiacPdf])
      expect(text).toContain('URGENT finding flagged by the cardiologist: Long pauses');

    // The GP's share pages (results and cardiac report).
    const share = async (report: string) => {
      const made = await asCustomer('POST', '/shares', { orderId: order.id, report });
      expect(made.status).toBe(201);
      return (made.data as { token: string }).token;
    };
    const anonymous = api(t, undefined);
    const resultsToken = await share('results');
    const cardiacToken = await share('cardiac');
    const sharedResults = (await anonymous('GET', `/shared/${resultsToken}`)).data as {
      results: { summary: Figure[]; headline: string };
      urgent: { reason: string; label: string };
    };
    expect(sharedResults.urgent).toMatchObject({ reason: 'long_pauses', label: 'Long pauses' });
    expect(pausesOf(sharedResults.results.summary)).toBe('1 (longest 2.6 s)');
    expect(sharedResults.results.headline).toBe(detail.headline);
    const sharedCardiac = (await anonymous('GET', `/shared/${cardiacToken}`)).data as {
      cardiacReport: { summary: Figure[]; version: number; urgent: { label: string } };
    };
    expect(sharedCardiac.cardiacReport.urgent.label).toBe('Long pauses');
    expect(pausesOf(sharedCardiac.cardiacReport.summary)).toBe('1 (longest 2.6 s)');
    const sharedPdf = await flatPdfText(
      (await anonymous('GET', `/shared/${resultsToken}/report.pdf`)).data,
    );
    expect(sharedPdf).toContain('Pauses over 2 s 1 (longest 2.6 s)');

    // FHIR: the same count, the signer as a Practitioner with the GMC number, issued at signing,
    // both PDFs attached; a valid R4 Bundle.
    const fhir = (await asCustomer('GET', `/results/${order.id}/fhir`)).data as Bundle;
    expect(pauseCount(fhir)).toBe(1);
    const report = diagnosticReport(fhir);
    expect(report.status).toBe('final');
    expect(report.issued).toBe(signedAt);
    expect(report.conclusion).toMatch(
      /^URGENT finding flagged by the cardiologist: Long pauses\. /,
    );
    expect(report.conclusion).toContain(detail.headline);
    const urgentObs = fhir.entry.find(
      (e) =>
        (e.resource.code as { coding?: { code: string }[] } | undefined)?.coding?.[0]?.code ===
        'urgent-finding',
    )!.resource;
    expect(urgentObs).toMatchObject({
      valueString: 'Long pauses',
      interpretation: [{ coding: [{ code: 'AA' }] }],
    });
    const interpreter = fhir.entry.find(
      (e) => e.fullUrl === report.resultsInterpreter?.[0]?.reference,
    )!.resource;
    expect(interpreter).toMatchObject({
      resourceType: 'Practitioner',
      identifier: [{ system: 'https://fhir.hl7.org.uk/Id/gmc-number', value: '7000001' }],
    });
    expect(report.presentedForm).toHaveLength(2);
    const attached = await flatPdfText(Buffer.from(report.presentedForm[1]!.data, 'base64'));
    expect(attached).toContain('Version one conclusion.');
    expect(() => validateFhirR4(fhir)).not.toThrow();
    for (const e of fhir.entry) expect(() => validateFhirR4(e.resource)).not.toThrow();

    // The amendment calls the second pause artefact too: version 2 everywhere.
    const amended = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm; no pauses.',
      conclusion: 'Version two conclusion.',
      amendmentReason: 'Second pause was noise',
      episodes: [
        { key: first, verdict: 'artefact', inReport: false },
        { key: second, verdict: 'artefact', inReport: false },
      ],
    });
    expect(amended.data).toMatchObject({ version: 2 });
    const now = (await asCustomer('GET', `/results/${order.id}`)).data as typeof detail & {
      versions: { version: number; amendmentReason: string | null }[];
    };
    expect(pausesOf(now.summary)).toBe('0');
    expect(now.events.filter((e) => e.kind === 'pause')).toEqual([]);
    expect(now.signed.version).toBe(2);
    expect(now.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(now.headline).toMatch(/; no pauses; see below$/);
    const amendedFhir = (await asCustomer('GET', `/results/${order.id}/fhir`)).data as Bundle;
    expect(diagnosticReport(amendedFhir)).toMatchObject({
      status: 'amended',
      meta: { versionId: '2' },
    });
    expect(pauseCount(amendedFhir)).toBe(0);
    expect(() => validateFhirR4(amendedFhir)).not.toThrow();
    for (const path of [
      `/results/${order.id}/report.pdf`,
      `/cardiac-reports/${order.id}/report.pdf`,
    ]) {
      const text = await flatPdfText((await asCustomer('GET', path)).data);
      expect(text, path).toMatch(
        /Amended report\W+version 2, amended .+ by Dr .+, reason: Second pause was noise/,
      );
      expect(text, path).toContain('Pauses over 2 s 0');
    }
    expect(
      pausesOf(
        ((await anonymous('GET', `/shared/${resultsToken}`)).data as typeof sharedResults).results
          .summary,
      ),
    ).toBe('0');
    expect(
      ((await anonymous('GET', `/shared/${cardiacToken}`)).data as typeof sharedCardiac)
        .cardiacReport.version,
    ).toBe(2);

    // Version 1 stays retrievable, with its own counts, signer time and status.
    const v1 = (await asCustomer('GET', `/results/${order.id}?version=1`)).data as typeof detail;
    expect(pausesOf(v1.summary)).toBe('1 (longest 2.6 s)');
    expect(v1.signed.version).toBe(1);
    const v1Fhir = (await asCustomer('GET', `/results/${order.id}/fhir?version=1`)).data as Bundle;
    expect(diagnosticReport(v1Fhir)).toMatchObject({ status: 'final', issued: signedAt });
    expect(pauseCount(v1Fhir)).toBe(1);
    const v1Report = (await asCustomer('GET', `/cardiac-reports/${order.id}?version=1`)).data as {
      version: number;
      conclusion: string;
      summary: Figure[];
    };
    expect(v1Report).toMatchObject({ version: 1, conclusion: 'Version one conclusion.' });
    expect(pausesOf(v1Report.summary)).toBe('1 (longest 2.6 s)');
    const v1Pdf = await flatPdfText(
      (await asCustomer('GET', `/cardiac-reports/${order.id}/report.pdf?version=1`)).data,
    );
    expect(v1Pdf).toContain('Version one conclusion.');
    expect(v1Pdf).not.toContain('Amended report');
    expect((await asCustomer('GET', `/results/${order.id}?version=3`)).status).toBe(404);
    expect((await asCustomer('GET', `/results/${order.id}?version=one`)).status).toBe(400);
  });
});
