import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsOfOrder } from '@heartcheck/contracts/results';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { analyses } from '../analysis/public.ts';
import { auditLog } from '../audit/public.ts';
import { recordings } from './public.ts';
import {
  api,
  orderStatus,
  pdfText,
  receivedOrder,
  uploadFile,
  waitFor,
} from '../results/testing.ts';

const CUSTOMER = 'customer@example.com';
/** 15 minutes of MIT-BIH AF database 04015's detector beats, 250 Hz, no header (README there). */
const QRS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../test/fixtures/beat-times/04015.qrs',
);
const csv = (text: string) => new TextEncoder().encode(text);

describe.each(testDatabaseKinds())('beat-time recordings on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let cardiologist: string;
  let qrs: Uint8Array;

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
    [admin, cardiologist] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor('cardiologist@example.com'),
    ]);
    for (const token of [admin, cardiologist, await t.tokenFor(CUSTOMER)])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    qrs = new Uint8Array(await fs.readFile(QRS));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('analyses a WFDB beat annotation file to rhythm findings with no strips, and every view says beat times only', async () => {
    const order = await receivedOrder(t, CUSTOMER);
    const done = await uploadFile(t, admin, order.id, qrs, '04015.qrs', {
      fields: { samplingRate: 250 },
    });
    expect(done.status, JSON.stringify(done.data)).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
    const [recording] = await t.app.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.orderId, order.id));
    expect(recording).toMatchObject({ format: 'beats-wfdb', samplingRate: 250 });
    const [analysis] = await t.app.database.db
      .select()
      .from(analyses)
      .where(eq(analyses.orderId, order.id));
    expect(analysis!.signalKey).toBeNull();
    expect(analysis!.result).toMatchObject({ source: 'beat-times' });

    const asAdmin = api(t, admin);
    const detail = await asAdmin('GET', `/results/${order.id}`);
    expect(detail.status).toBe(200);
    const view = detail.data as ResultsOfOrder;
    expect(view.recording.format).toBe('beats-wfdb');
    expect(view.events.filter((e) => e.kind === 'af').length).toBeGreaterThan(0);
    expect(view.charts.hrPerMinute.filter((x) => x !== null).length).toBeGreaterThan(10);
    expect(view.warnings.join(' ')).toMatch(/beat times only/);
    // a .qrs says nothing of the beats' origin: ectopy is "not known", never "0"
    const figures = Object.fromEntries(view.summary.map((f) => [f.id, f.display]));
    expect(figures.ectopy).toMatch(/^Not known/);
    expect(figures.ventricular).toBeUndefined();
    expect(view.analysable).toMatch(
      /^1[45] minutes of analysable beat times over 15 minutes worn$/,
    );

    // No ECG: a strip is refused with the reason, not served empty or failing.
    const strip = await asAdmin('GET', `/results/${order.id}/strip?fromS=60&durationS=10`);
    expect(strip.status).toBe(409);
    expect((strip.data as { message: string }).message).toMatch(/beat times only/i);

    // No beat shapes and no signal: the workstation and full disclosure say why, not "missing".
    const asCardiologist = api(t, cardiologist);
    const workstation = await asCardiologist('GET', `/reviews/${order.id}/workstation`);
    expect(workstation.status).toBe(409);
    expect((workstation.data as { message: string }).message).toMatch(/beat times only/);
    const disclosure = await asCardiologist('GET', `/reviews/${order.id}/disclosure/0`);
    expect(disclosure.status).toBe(409);
    expect((disclosure.data as { message: string }).message).toMatch(/beat times only/);
    const review = await asCardiologist('GET', `/reviews/${order.id}`);
    expect(review.status).toBe(200);

    const pdf = await asAdmin('GET', `/results/${order.id}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.data as Buffer)).toMatch(/beat times only/i);
    const fhir = await asAdmin('GET', `/results/${order.id}/fhir`);
    expect(fhir.status).toBe(200);
    expect(JSON.stringify(fhir.data)).toMatch(/beat times only/i);

    // The cardiologist signs without a workstation; the cardiac report says what it rests on.
    // an event chosen for the report (as an older client could) prints no strip: there is no ECG
    const af = view.events.find((e) => e.kind === 'af')!;
    const signed = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Paroxysmal atrial fibrillation on beat times.',
      conclusion: 'Paroxysmal AF.',
      episodes: [{ key: af.id, verdict: 'counted', inReport: true }],
    });
    expect(signed.status, JSON.stringify(signed.data)).toBe(200);
    const report = await asAdmin('GET', `/cardiac-reports/${order.id}/report.pdf`);
    expect(report.status).toBe(200);
    const reportText = await pdfText(report.data as Buffer);
    expect(reportText).toMatch(/beat times only/i);
    expect(reportText).not.toMatch(/Key events chosen/i);
    const reportView = await asAdmin('GET', `/cardiac-reports/${order.id}`);
    expect((reportView.data as { recording: { format: string } }).recording.format).toBe(
      'beats-wfdb',
    );
  }, 90_000);

  it('refuses a beat-time file it cannot trust, saying what is wrong', async () => {
    const noRate = await receivedOrder(t, CUSTOMER);
    const missing = await uploadFile(t, admin, noRate.id, qrs, '04015.qrs');
    expect(missing.status).toBe(400);
    // refused at the start, before a byte is sent (the reader would refuse it at completion too)
    expect(missing.data).toMatchObject({
      message: expect.stringMatching(/\.hea header file or the sampling rate/) as unknown,
      field: 'samplingRate',
    });

    const unsorted = csv('time_s\n0.8\n1.6\n2.4\n2.1\n3.2\n');
    const refused = await uploadFile(t, admin, noRate.id, unsorted, 'watch.csv', {
      fields: { kind: 'beat-times' },
    });
    expect(refused.status).toBe(400);
    expect((refused.data as { message: string }).message).toBe(
      'CSV beat times: line 5: 2.1 s does not come after 2.4 s; beat times must increase',
    );
    const few = await uploadFile(t, admin, noRate.id, csv('0.8\n1.6\n'), 'watch.csv', {
      fields: { kind: 'beat-times' },
    });
    expect((few.data as { message: string }).message).toMatch(/2 beat time\(s\); at least 3/);
    // beat times uploaded as an ECG: the ECG reader refuses them and says how to send them
    const asEcg = await uploadFile(t, admin, noRate.id, csv('0.8\n1.6\n2.4\n'), 'watch.csv');
    expect((asEcg.data as { message: string }).message).toMatch(
      /^CSV: line 1: .*upload it again with “Beat times only \(no ECG\)” chosen\.$/,
    );
    expect(await orderStatus(t, noRate.id)).toBe('received');

    // An annotation file with its .hea (as PhysioNet ships 04015): the rate and start come from it.
    const withHeader = await receivedOrder(t, CUSTOMER);
    const hea = await uploadFile(t, admin, withHeader.id, qrs, '04015.qrs', {
      fields: {
        wfdbHeader:
          '04015 2 250 225000 09:30:00 05/01/2026\n04015.dat 212 200 12 0 0 0 0 ECG1\n04015.dat 212 200 12 0 0 0 0 ECG2\n',
      },
    });
    expect(hea.status, JSON.stringify(hea.data)).toBe(200);
    const [fromHeader] = await t.app.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.orderId, withHeader.id));
    expect(fromHeader).toMatchObject({
      format: 'beats-wfdb',
      samplingRate: 250,
      startTime: '2026-01-05T09:30:00',
      startTimeSource: 'file',
    });

    // The same order takes a good CSV of beat times (2 minutes at 75 bpm, with a header row).
    const times = Array.from({ length: 150 }, (_, i) => (0.5 + i * 0.8).toFixed(3));
    const good = await uploadFile(
      t,
      admin,
      noRate.id,
      csv(`time_s\n${times.join('\n')}\n`),
      'watch.csv',
      {
        fields: { kind: 'beat-times' },
      },
    );
    expect(good.status, JSON.stringify(good.data)).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.orderId, noRate.id));
    expect(row).toMatchObject({ format: 'beats-csv', samplingRate: 1000 });
  }, 60_000);

  it('corrects a wrongly typed sampling rate after intake: audited, analysed again at the new rate', async () => {
    const order = await receivedOrder(t, CUSTOMER);
    // 04015.qrs is 250 Hz: typed as 128 Hz every interval reads 250/128 times too long
    const wrong = await uploadFile(t, admin, order.id, qrs, '04015.qrs', {
      fields: { samplingRate: 128 },
    });
    expect(wrong.status, JSON.stringify(wrong.data)).toBe(200);
    const latest = async () =>
      (
        await t.app.database.db
          .select()
          .from(analyses)
          .where(eq(analyses.orderId, order.id))
          .orderBy(desc(analyses.createdAt))
          .limit(1)
      )[0]!;
    const finished = async (id?: string) =>
      waitFor(async () => {
        const a = await latest();
        return a.status === 'succeeded' && (!id || a.id === id) ? a : undefined;
      });
    const meanHr = (a: { result: unknown }) =>
      (a.result as { summary: { meanHr: number } }).summary.meanHr;
    const slow = meanHr(await finished());
    const asAdmin = api(t, admin);
    const put = (body: unknown, orderId = order.id) =>
      asAdmin('PUT', `/orders/${orderId}/recording/sampling-rate`, body);

    expect((await put({ samplingRate: 250, reason: '' })).data).toMatchObject({
      message: 'Give the reason for the sampling rate.',
    });
    const same = await put({ samplingRate: 128, reason: 'typo' });
    expect(same.status).toBe(400);
    expect(same.data).toMatchObject({
      message: 'The recording already has that sampling rate.',
      field: 'samplingRate',
    });
    const tooFast = await put({ samplingRate: 20_000, reason: 'typo' });
    expect(tooFast.status).toBe(400);
    expect((tooFast.data as { message: string }).message).toMatch(
      /^At 20000 Hz the beats would span only 11\.2 s; at least 60 s is needed/,
    );
    expect((await put({ samplingRate: 250.5, reason: 'typo' })).status).toBe(400);

    const fixed = await put({ samplingRate: 250, reason: 'Recorder manual says 250 Hz' });
    expect(fixed.status, JSON.stringify(fixed.data)).toBe(200);
    const answer = fixed.data as { samplingRate: number; analysisId: string };
    expect(answer).toMatchObject({ samplingRate: 250, reissueNeeded: false });
    const again = await finished(answer.analysisId);
    expect(meanHr(again) / slow).toBeCloseTo(250 / 128, 1);
    const [recording] = await t.app.database.db
      .select()
      .from(recordings)
      .where(eq(recordings.orderId, order.id));
    expect(recording!.samplingRate).toBe(250);
    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'correct_beat_rate')));
    expect(audit).toMatchObject({
      before: { samplingRate: 128 },
      after: { samplingRate: 250, analysisId: answer.analysisId, reissueNeeded: false },
      note: 'Recorder manual says 250 Hz',
    });

    // a CSV's times are in seconds: its rate is not a thing to correct
    const watch = await receivedOrder(t, CUSTOMER);
    const times = Array.from({ length: 150 }, (_, i) => (0.5 + i * 0.8).toFixed(3));
    await uploadFile(t, admin, watch.id, csv(times.join('\n')), 'watch.csv', {
      fields: { kind: 'beat-times' },
    });
    await waitFor(async () =>
      (await orderStatus(t, watch.id)) === 'results_ready' ? true : undefined,
    );
    const csvRate = await put({ samplingRate: 250, reason: 'typo' }, watch.id);
    expect(csvRate.status).toBe(409);
    expect((csvRate.data as { message: string }).message).toMatch(/^Only a beat annotation file/);
  }, 90_000);
});
