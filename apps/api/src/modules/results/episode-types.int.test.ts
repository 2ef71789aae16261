import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { TestApp } from '../../../test/harness.ts';
import { analyses, type StoredResult } from '../analysis/public.ts';
import { withNewTypes } from './episode-fixtures.ts';
import { analysedOrder, api, flatPdfText, startReviewCast } from './testing.ts';
import { syntheticRecording } from './recording-testing.ts';

type Figure = { id: string; label: string; display: string };
type Ev = { id: string; kind: string; uncertain?: boolean; confidence?: number };

describe.each(testDatabaseKinds())(
  'VF, atrial flutter and AV block in the product on %s',
  (kind) => {
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

    it('reaches the review, both PDFs, the results and share pages and FHIR; uncertain ones are not counted', async () => {
      const order = await analysedOrder(t, admin, await syntheticRecording(10));
      // The engine's analysis, with the episode types of issue 19 as an engine that finds them
      // stores them (one VF episode and an uncertain one, two of flutter, one of AV block).
      const db = t.app.database.db;
      const [row] = await db.select().from(analyses).where(eq(analyses.orderId, order.id));
      const result = row!.result as StoredResult;
      const seconds = result.totalSamples / result.samplingRate;
      const episodes = withNewTypes(result.rhythm.episodes, result.samplingRate, seconds);
      await db
        .update(analyses)
        .set({ result: { ...result, rhythm: { episodes } } })
        .where(eq(analyses.id, row!.id));

      // The cardiologist reviews them, uncertain ones marked, and calls one flutter artefact.
      const asCardiologist = api(t, cardiologist);
      const review = (await asCardiologist('GET', `/reviews/${order.id}`)).data as {
        results: { events: Ev[]; eventTotals: Record<string, number>; summary: Figure[] };
      };
      const events = review.results.events;
      expect(events.filter((e) => e.kind === 'vf').map((e) => e.uncertain ?? false)).toEqual([
        false,
        true,
      ]);
      expect(review.results.eventTotals).toMatchObject({ vf: 1, afl: 2, avb2: 1 });
      const afl = events.filter((e) => e.kind === 'afl');
      expect(afl.map((e) => e.confidence)).toEqual([0.7, 0.55]);
      const vf = events.find((e) => e.kind === 'vf' && !e.uncertain)!;
      const signed = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
        findings: 'Ventricular fibrillation, 12 s, self-terminating. Atrial flutter.',
        conclusion: 'Urgent cardiology review.',
        episodes: [
          { key: afl[0]!.id, verdict: 'artefact', inReport: false },
          { key: vf.id, verdict: 'counted', inReport: true },
        ],
        urgent: { reason: 'ventricular_fibrillation', note: 'Call today' },
      });
      expect(signed.status).toBe(200);

      // The cardiologist's own review keeps the engine's figures (2 flutter episodes)...
      const reviewed = (await asCardiologist('GET', `/reviews/${order.id}`)).data as {
        results: { summary: Figure[] };
      };
      expect(reviewed.results.summary.find((f) => f.id === 'afl')?.display).toMatch(
        /^2 episodes, 60 s in total/,
      );
      // ...everything released (results page and PDF, share pages, FHIR) counts without the
      // flutter episode called artefact, as the cardiac report does.
      const asCustomer = api(t, customer);
      const detail = (await asCustomer('GET', `/results/${order.id}`)).data as {
        summary: Figure[];
        urgent: { reason: string } | null;
      };
      expect(detail.urgent?.reason).toBe('ventricular_fibrillation');
      const figures = new Map(detail.summary.map((f) => [f.id, f]));
      expect(figures.get('vf')).toMatchObject({
        label: 'Ventricular fibrillation or flutter (urgent finding)',
        display: '1 episode, 12 s',
      });
      expect(figures.get('afl')?.display).toBe('1 episode, 20 s at 148 bpm');
      expect(figures.get('avb2')?.display).toMatch(/^1 episode/);
      const resultsPdf = await flatPdfText(
        (await asCustomer('GET', `/results/${order.id}/report.pdf`)).data,
      );
      for (const f of [figures.get('vf')!, figures.get('afl')!, figures.get('avb2')!]) {
        expect(resultsPdf).toContain(f.label);
        expect(resultsPdf).toContain(f.display);
      }

      // The cardiac report (PDF and share page).
      const cardiacPdf = await flatPdfText(
        (await asCustomer('GET', `/cardiac-reports/${order.id}/report.pdf`)).data,
      );
      expect(cardiacPdf).toContain('Ventricular fibrillation or flutter (urgent finding)');
      expect(cardiacPdf).toContain('Atrial flutter 1 episode, 20 s at 148 bpm');
      expect(cardiacPdf).toContain('Heart block (second-degree or higher AV block)');
      expect(cardiacPdf).toContain(`: Ventricular fibrillation or flutter`);

      const anonymous = api(t, undefined);
      const share = async (report: 'results' | 'cardiac') => {
        const link = await asCustomer('POST', '/shares', { orderId: order.id, report });
        expect(link.status).toBe(201);
        return (await anonymous('GET', `/shared/${(link.data as { token: string }).token}`))
          .data as {
          results?: { summary: Figure[] };
          cardiacReport?: { summary: Figure[] };
        };
      };
      const sharedResults = (await share('results')).results!.summary;
      expect(sharedResults.filter((f) => ['vf', 'afl', 'avb2'].includes(f.id))).toEqual([
        figures.get('vf'),
        figures.get('afl'),
        figures.get('avb2'),
      ]);
      const sharedCardiac = (await share('cardiac')).cardiacReport!.summary;
      expect(sharedCardiac.find((f) => f.id === 'afl')?.display).toBe('1 episode, 20 s at 148 bpm');
      expect(sharedCardiac.find((f) => f.id === 'vf')?.display).toBe('1 episode, 12 s');

      // The GP export: one Observation per counted finding, with its SNOMED CT code.
      const fhir = (await asCustomer('GET', `/results/${order.id}/fhir`)).data as {
        entry: {
          resource: {
            code?: { coding?: { code: string }[]; text: string };
            valueQuantity?: { value: number };
          };
        }[];
      };
      const byCode = new Map(
        fhir.entry
          // Coded resources only (the referral's ServiceRequest names its reason in text).
          .filter((e) => e.resource.code?.coding?.[0])
          .map((e) => [e.resource.code!.coding![0]!.code, e.resource]),
      );
      expect(byCode.get('71908006')?.valueQuantity?.value).toBe(1);
      expect(byCode.get('5370000')?.valueQuantity?.value).toBe(1);
      expect(byCode.get('195042002')?.valueQuantity?.value).toBe(1);
      expect(byCode.get('48867003')?.valueQuantity?.value).toBe(1);
      expect(byCode.get('3424008')?.valueQuantity?.value).toBe(1);
    });
  },
);
