import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { startAnalysisWorker, type AnalyseStep, type AnalysisWorker } from '../../jobs/worker.ts';
import { analyses, runAnalysis } from '../analysis/public.ts';
import { recordings } from '../recordings/public.ts';
import { auditLog } from '../audit/public.ts';
import { outboxMessages } from '../outbox/public.ts';
import { urgentTasks } from '../urgent/public.ts';
import { orders } from '../orders/public.ts';
import { validateFhirR4 } from './fhir-validate.ts';
import {
  api,
  mailsFor,
  newCustomer,
  orderStatus,
  pdfText,
  receivedOrder,
  uploadFile,
  waitFor,
} from './testing.ts';
import { syntheticRecording } from './recording-testing.ts';

const CUSTOMER = 'customer@example.com';

describe.each(testDatabaseKinds())('results pipeline on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let cardiologist: string;
  let edf: Uint8Array;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      WORKER_LEASE_SECONDS: '2',
      WORKER_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'error',
    });
    [admin, customer, cardiologist] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor(CUSTOMER),
      t.tokenFor('cardiologist@example.com'),
    ]);
    for (const token of [admin, customer, cardiologist])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    edf = (await syntheticRecording(20)).bytes;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes a chunked, resumable upload, analyses it on the queue and publishes results, strips, PDF and FHIR', async () => {
    const order = await receivedOrder(t, CUSTOMER);
    // The patient details the order form collects, for the GP (FHIR Patient).
    await t.app.database.db
      .update(orders)
      .set({ patientDateOfBirth: '1980-03-05', nhsNumber: '9434765919', patientSex: 'female' })
      .where(eq(orders.id, order.id));
    const asAdmin = api(t, admin);
    const { createHash } = await import('node:crypto');
    const sha256 = createHash('sha256').update(edf).digest('hex');
    const started = await asAdmin('POST', `/orders/${order.id}/recording/uploads`, {
      fileName: 'day.edf',
      sizeBytes: edf.length,
      sha256,
    });
    expect(started.status).toBe(201);
    const uploadId = (started.data as { id: string }).id;
    const half = Math.floor(edf.length / 2);
    expect(
      (
        await asAdmin(
          'PUT',
          `/recording-uploads/${uploadId}/chunks?offset=0`,
          edf.subarray(0, half),
        )
      ).status,
    ).toBe(200);
    // A client that lost track resumes from what the server holds.
    const wrong = await asAdmin(
      'PUT',
      `/recording-uploads/${uploadId}/chunks?offset=0`,
      edf.subarray(0, 10),
    );
    expect(wrong.status).toBe(409);
    expect((wrong.data as { receivedBytes: number }).receivedBytes).toBe(half);
    const resumed = await asAdmin('GET', `/recording-uploads/${uploadId}`);
    expect((resumed.data as { receivedBytes: number }).receivedBytes).toBe(half);
    for (let offset = half; offset < edf.length; offset += 1 << 20)
      expect(
        (
          await asAdmin(
            'PUT',
            `/recording-uploads/${uploadId}/chunks?offset=${offset}`,
            edf.subarray(offset, offset + (1 << 20)),
          )
        ).status,
      ).toBe(200);
    const done = await asAdmin('POST', `/recording-uploads/${uploadId}/complete`, {});
    expect(done.status).toBe(200);
    expect((done.data as { orderStatus: string }).orderStatus).toBe('analysing');

    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
    const progress = await asAdmin('GET', `/orders/${order.id}/recording`);
    expect(
      (progress.data as { analysis: { status: string; progress: number } }).analysis,
    ).toMatchObject({ status: 'succeeded', progress: 1 });

    // Release after review: staff see the analysis at once; the customer sees only where the
    // recording is until the cardiologist signs, and is not emailed on analysis completion.
    const asCustomer = api(t, customer);
    expect((await asAdmin('GET', `/results/${order.id}`)).status).toBe(200);
    expect((await asAdmin('GET', `/results/${order.id}/report.pdf`)).status).toBe(200);
    for (const path of [
      `/results/${order.id}`,
      `/results/${order.id}/strip?fromS=0&durationS=5`,
      `/results/${order.id}/report.pdf`,
      `/results/${order.id}/fhir`,
      `/cardiac-reports/${order.id}/report.pdf`,
    ])
      expect((await asCustomer('GET', path)).status, path).toBe(404);
    for (const report of ['results', 'cardiac'])
      expect((await asCustomer('POST', '/shares', { orderId: order.id, report })).status).toBe(404);
    const waiting = (await asCustomer('GET', '/results')).data as {
      list: { orderId: string }[];
      pending: { orderId: string; stage: string; receivedOn: string; expectedBy: string }[];
    };
    expect(waiting.list.map((r) => r.orderId)).not.toContain(order.id);
    const pending = waiting.pending.find((p) => p.orderId === order.id)!;
    expect(pending.stage).toBe('with_cardiologist');
    expect(pending.expectedBy > pending.receivedOn).toBe(true);
    expect(await mailsFor(t, order.number)).toEqual([]);

    const signed = await api(t, cardiologist)('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm.',
      conclusion: 'Normal.',
    });
    expect(signed.status).toBe(200);
    expect(await mailsFor(t, order.number)).toEqual(['results-ready']);
    expect(
      (
        (await asCustomer('GET', '/results')).data as { pending: { orderId: string }[] }
      ).pending.map((p) => p.orderId),
    ).not.toContain(order.id);
    expect(
      (await asCustomer('POST', '/shares', { orderId: order.id, report: 'results' })).status,
    ).toBe(201);

    const detail = await asCustomer('GET', `/results/${order.id}`);
    expect(detail.status).toBe(200);
    const view = detail.data as {
      indices: { id: string; display: string; articleId: string }[];
      charts: { hrPerMinute: unknown[] };
    };
    expect(view.indices.map((i) => i.id)).toEqual([
      'pns',
      'sns',
      'stress',
      'averageHeartRate',
      'respiratoryRate',
      'rrInterval',
    ]);
    expect(view.indices.map((i) => i.articleId)).toContain('tips-rr-interval');
    expect(view.charts.hrPerMinute).toHaveLength(20);
    const hr = view.indices.find((i) => i.id === 'averageHeartRate')!;
    expect(hr.display).toMatch(/^6\d bpm$/);
    // One definition of mean heart rate: the index card and the summary agree.
    const summary = (detail.data as { summary: { id: string; display: string }[] }).summary;
    expect(summary.find((f) => f.id === 'meanHr')!.display).toBe(hr.display);

    const strip = await asCustomer('GET', `/results/${order.id}/strip?fromS=600&durationS=10`);
    expect(strip.status).toBe(200);
    expect((strip.data as { uv: number[]; fromSample: number }).uv).toHaveLength(2500);
    expect((strip.data as { fromSample: number }).fromSample).toBe(150_000);
    expect(
      (await asCustomer('GET', `/results/${order.id}/strip?fromS=0&durationS=600`)).status,
    ).toBe(400);
    // A start at or after the end (20 min = 1,200 s) is a wrong request, not an empty strip.
    for (const fromS of ['1200', '1e308']) {
      const beyond = await asCustomer('GET', `/results/${order.id}/strip?fromS=${fromS}`);
      expect(beyond.status, fromS).toBe(400);
      expect((beyond.data as { message: string }).message).toBe(
        'The recording is 1200.0 s long: ask for a time from 0 to 1199 s (?fromS=…).',
      );
    }
    const last = await asCustomer('GET', `/results/${order.id}/strip?fromS=1199.5`);
    expect((last.data as { uv: number[] }).uv).toHaveLength(125);

    const pdf = await asCustomer('GET', `/results/${order.id}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(pdf.data as Buffer);
    for (const card of view.indices) expect(text).toContain(card.display);

    const fhir = await asCustomer('GET', `/results/${order.id}/fhir`);
    expect(fhir.status).toBe(200);
    const bundle = fhir.data as {
      resourceType: string;
      entry: { resource: Record<string, unknown> }[];
    };
    expect(bundle.resourceType).toBe('Bundle');
    const report = bundle.entry.find((e) => e.resource.resourceType === 'DiagnosticReport')!
      .resource as {
      presentedForm: { contentType: string; data: string }[];
      result: unknown[];
    };
    expect(report.presentedForm[0]!.contentType).toBe('application/pdf');
    expect(Buffer.from(report.presentedForm[0]!.data, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    const codes = bundle.entry.flatMap((e) =>
      ((e.resource.code as { coding?: { code: string }[] } | undefined)?.coding ?? []).map(
        (c) => c.code,
      ),
    );
    expect(codes).toEqual(
      expect.arrayContaining(['8867-4', '80404-7', '9279-1', 'pns-index', '49436004', 'pauses']),
    );
    expect(report.result.length).toBeGreaterThanOrEqual(9);
    // A valid R4 Bundle (every resource checked against the base StructureDefinitions).
    expect(() => validateFhirR4(bundle)).not.toThrow();
    for (const e of bundle.entry) expect(() => validateFhirR4(e.resource)).not.toThrow();
    const patient = bundle.entry.find((e) => e.resource.resourceType === 'Patient')!.resource;
    expect(patient).toMatchObject({
      birthDate: '1980-03-05',
      gender: 'female',
      identifier: [{ system: 'https://fhir.nhs.uk/Id/nhs-number', value: '9434765919' }],
    });
    const diag = report as unknown as { conclusion: string; effectivePeriod: { start: string } };
    expect(diag.conclusion).toContain('Normal.');
    expect(diag.conclusion).toContain('GMC 7000001');
    expect(diag.effectivePeriod.start).toMatch(/(Z|[+-]\d\d:\d\d)$/);
    const categories = bundle.entry
      .filter((e) => e.resource.resourceType === 'Observation')
      .flatMap((e) => (e.resource.category as { coding: { code: string }[] }[])[0]!.coding)
      .map((c) => c.code);
    expect(categories).not.toContain('vital-signs');
  });

  it('refuses a corrupt upload with the engine message and leaves the order and its data as they were', async () => {
    const order = await receivedOrder(t, CUSTOMER);
    const truncated = edf.subarray(0, Math.floor(edf.length * 0.6) + 7);
    const refused = await uploadFile(t, admin, order.id, truncated, 'broken.edf');
    expect(refused.status).toBe(400);
    expect((refused.data as { message: string }).message).toMatch(/^EDF: /);
    const damaged = await uploadFile(t, admin, order.id, edf, 'damaged.edf', {
      sha256: 'a'.repeat(64),
    });
    expect(damaged.status).toBe(400);
    expect((damaged.data as { message: string }).message).toMatch(/checksum/);
    const notEcg = await uploadFile(
      t,
      admin,
      order.id,
      new TextEncoder().encode('hello,world\n1,2\n'),
      'notes.csv',
    );
    expect(notEcg.status).toBe(400);
    expect(await orderStatus(t, order.id)).toBe('received');
    expect(
      await t.app.database.db.select().from(recordings).where(eq(recordings.orderId, order.id)),
    ).toEqual([]);
    // Nothing is lost: the good file is still accepted afterwards.
    const accepted = await uploadFile(t, admin, order.id, edf, 'good.edf');
    expect(accepted.status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
  });

  it("keeps another customer's results, strips, reports, diary and share links out of reach", async () => {
    const order = await receivedOrder(t, CUSTOMER);
    expect((await uploadFile(t, admin, order.id, edf, 'mine.edf')).status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
    const asCardiologist = api(t, cardiologist);
    const signed = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm.',
      conclusion: 'Normal.',
    });
    expect(signed.status).toBe(200);
    const asOwner = api(t, customer);
    const share = await asOwner('POST', '/shares', { orderId: order.id, report: 'cardiac' });
    expect(share.status).toBe(201);
    const { id: shareId, token } = share.data as { id: string; token: string };
    // A wrong link request says which field is wrong; a misspelt field is named, not dropped.
    const refusals: [unknown, string][] = [
      [{ orderId: order.id, report: 'cardiac', expiresInDays: 3 }, 'Unknown field: expiresInDays'],
      [{ orderId: order.id, report: 'ecg' }, 'report: choose the report to share: results or'],
      [{ orderId: order.id, report: 'cardiac', days: 31 }, 'days: a link works for at most 30'],
      [{ orderId: 'HC-1', report: 'cardiac' }, "orderId: give the order's id."],
    ];
    for (const [body, message] of refusals) {
      const refused = await asOwner('POST', '/shares', body);
      expect(refused.status, message).toBe(400);
      expect((refused.data as { message: string }).message).toContain(message);
    }
    const badFilter = await asOwner('GET', '/shares?orderId=not-an-id');
    expect(badFilter.status).toBe(400);
    expect((badFilter.data as { message: string }).message).toMatch(/^Check the filter: orderId: /);

    const other = api(t, await newCustomer(t, `other-${kind}@example.com`));
    for (const path of [
      `/results/${order.id}`,
      `/results/${order.id}/strip?fromS=0&durationS=5`,
      `/results/${order.id}/report.pdf`,
      `/results/${order.id}/fhir`,
      `/cardiac-reports/${order.id}/report.pdf`,
      `/orders/${order.id}/diary`,
    ])
      expect((await other('GET', path)).status, path).toBe(404);
    expect(((await other('GET', '/results')).data as { list: unknown[] }).list).toEqual([]);
    expect(((await other('GET', '/cardiac-reports')).data as { list: unknown[] }).list).toEqual([]);
    expect(((await other('GET', '/shares')).data as { list: unknown[] }).list).toEqual([]);
    expect((await other('POST', '/shares', { orderId: order.id, report: 'results' })).status).toBe(
      404,
    );
    expect((await other('DELETE', `/shares/${shareId}`)).status).toBe(404);
    expect(
      (
        await other('POST', `/orders/${order.id}/diary`, {
          occurredAt: new Date().toISOString(),
          symptom: 'other',
          activity: 'other',
        })
      ).status,
    ).toBe(404);
    // Staff-only endpoints refuse customers.
    expect((await other('GET', '/reviews')).status).toBe(403);
    expect((await other('GET', `/orders/${order.id}/recording`)).status).toBe(403);
    expect(
      (await other('POST', `/reviews/${order.id}/sign`, { findings: 'x', conclusion: 'y' })).status,
    ).toBe(403);
    expect(
      (
        await api(t, customer)('POST', `/orders/${order.id}/recording/uploads`, {
          fileName: 'a.edf',
          sizeBytes: 1,
          sha256: 'a'.repeat(64),
        })
      ).status,
    ).toBe(403);
    expect((await api(t, undefined)('GET', `/results/${order.id}`)).status).toBe(401);

    // The share link works for anyone until revoked; each view is recorded.
    const anonymous = api(t, undefined);
    expect((await anonymous('GET', `/shared/${token}`)).status).toBe(200);
    expect((await anonymous('GET', `/shared/${token}/report.pdf`)).status).toBe(200);
    const listed = (
      (await asOwner('GET', `/shares?orderId=${order.id}`)).data as {
        list: { id: string; views: number }[];
      }
    ).list;
    expect(listed.find((l) => l.id === shareId)!.views).toBe(2);
    expect((await asOwner('DELETE', `/shares/${shareId}`)).status).toBe(204);
    expect((await anonymous('GET', `/shared/${token}`)).status).toBe(404);
    expect((await anonymous('GET', `/shared/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('signs a cardiac report once; changes after signing are amendments with a reason', async () => {
    const order = await receivedOrder(t, CUSTOMER, 'delivered');
    const asCustomer = api(t, customer);
    const occurredAt = new Date(Date.now() - 60_000).toISOString();
    expect(
      (
        await asCustomer('POST', `/orders/${order.id}/diary`, {
          occurredAt,
          symptom: 'palpitations',
          activity: 'walking',
          note: 'stairs',
        })
      ).status,
    ).toBe(201);
    const { markOrderReceived } = await import('../orders/public.ts');
    const { orderDepsFor, userByEmail } = await import('./testing.ts');
    await markOrderReceived(orderDepsFor(t), order.id, {
      user: await userByEmail(t, 'admin@example.com'),
      isStaff: true,
    });
    expect(
      (
        await asCustomer('POST', `/orders/${order.id}/diary`, {
          occurredAt,
          symptom: 'other',
          activity: 'other',
          note: 'After the device went back',
        })
      ).status,
    ).toBe(409);
    expect((await uploadFile(t, admin, order.id, edf, 'review.edf')).status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );

    const asCardiologist = api(t, cardiologist);
    const review = await asCardiologist('GET', `/reviews/${order.id}`);
    expect(review.status).toBe(200);
    expect((review.data as { diary: { symptom: string }[] }).diary.map((d) => d.symptom)).toEqual([
      'palpitations',
    ]);
    // The cardiologist's edits: one event called artefact, another printed with its strip.
    type Ev = { id: string; kind: string; label: string };
    const events = (review.data as { results: { events: Ev[] } }).results.events;
    expect(events.length).toBeGreaterThanOrEqual(2);
    const [noise, key] = events as [Ev, Ev];
    const unknown = await asCardiologist('PUT', `/reviews/${order.id}/draft`, {
      findings: 'Draft',
      conclusion: '',
      episodes: [{ key: 'af-999999999', verdict: 'artefact', inReport: false }],
    });
    expect(unknown.status).toBe(400);
    expect((unknown.data as { message: string }).message).toMatch(/Unknown event "af-999999999"/);
    const episodes = [
      { key: noise.id, verdict: 'artefact', inReport: false },
      { key: key.id, verdict: 'counted', inReport: true },
    ];
    expect(
      (
        await asCardiologist('PUT', `/reviews/${order.id}/draft`, {
          findings: 'Draft',
          conclusion: '',
          episodes,
        })
      ).status,
    ).toBe(200);
    const reread = (await asCardiologist('GET', `/reviews/${order.id}`)).data as {
      episodes: unknown[];
    };
    expect(reread.episodes).toEqual(expect.arrayContaining(episodes));
    const first = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm throughout.',
      conclusion: 'No arrhythmia.',
    });
    expect(first.data).toMatchObject({ version: 1, orderStatus: 'cardiac_report_ready' });
    const edit = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Changed',
      conclusion: 'Changed',
    });
    expect(edit.status).toBe(400);
    const amended = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm throughout, isolated ectopics.',
      conclusion: 'No significant arrhythmia.',
      amendmentReason: 'Ectopic beats added',
    });
    expect(amended.data).toMatchObject({ version: 2 });
    const reports = (
      (await asCustomer('GET', '/cardiac-reports')).data as {
        list: { orderId: string; version: number; conclusion: string; versions: unknown[] }[];
      }
    ).list;
    const mine = reports.find((r) => r.orderId === order.id)!;
    expect(mine).toMatchObject({ version: 2, conclusion: 'No significant arrhythmia.' });
    expect(mine.versions).toHaveLength(2);
    // The amendment started from the signed version's edits.
    const edited = mine as unknown as {
      keyEvents: Ev[];
      artefacts: number;
      summary: { id: string; display: string }[];
    };
    expect(edited.keyEvents.map((e) => e.id)).toEqual([key.id]);
    expect(edited.artefacts).toBe(1);
    const automated = (
      (await asCardiologist('GET', `/reviews/${order.id}`)).data as {
        results: { summary: { id: string; display: string }[] };
      }
    ).results.summary;
    expect(edited.summary).not.toEqual(automated);
    const pdf = await asCustomer('GET', `/cardiac-reports/${order.id}/report.pdf`);
    const text = await pdfText(pdf.data as Buffer);
    expect(text).toContain('No significant arrhythmia.');
    expect(text).toContain('Palpitations');
    expect(text).toContain('Key events chosen by your cardiologist');
    expect(text).toContain(key.label);
    expect(text).toContain('left out 1 event caused by signal noise');
  });
  it('an urgent finding creates a same-day call task, tells the customer to act now and is audited', async () => {
    const order = await receivedOrder(t, CUSTOMER);
    expect((await uploadFile(t, admin, order.id, edf, 'urgent.edf')).status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
    const asCardiologist = api(t, cardiologist);
    const report = { findings: 'Sustained VT at 02:14, 45 s.', conclusion: 'Urgent review.' };
    expect(
      (
        await asCardiologist('POST', `/reviews/${order.id}/sign`, {
          ...report,
          urgent: { reason: 'other' },
        })
      ).status,
    ).toBe(400);
    const signed = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      ...report,
      urgent: { reason: 'sustained_vt', note: 'Call today' },
    });
    expect(signed.status).toBe(200);
    // One email, the urgent one, telling the customer what to do now.
    expect(await mailsFor(t, order.number)).toEqual(['results-ready-urgent']);
    const mail = (
      await t.app.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.kind, 'results-ready-urgent'))
    ).find((m) => m.subject.includes(order.number))!;
    expect(mail.textBody).toContain('NHS 111');
    // The wear time comes from the order's product (the 72-hour heart check's catalogue row).
    expect(mail.textBody).toContain('a finding on your 72-hour heart monitor');
    expect(mail.textBody).toContain('Call 999 now if you have chest pain');

    // The customer's screen says so.
    const asCustomer = api(t, customer);
    const detail = (await asCustomer('GET', `/results/${order.id}`)).data as {
      urgent: { reason: string } | null;
    };
    expect(detail.urgent?.reason).toBe('sustained_vt');

    // Operations: the task is listed with its due time; customers cannot see the list.
    expect((await asCustomer('GET', '/urgent-tasks')).status).toBe(403);
    const asAdmin = api(t, admin);
    type Task = {
      id: string;
      orderId: string;
      status: string;
      overdue: boolean;
      dueBy: string;
      calls: { outcome: string; byName: string }[];
    };
    const listed = async () =>
      ((await asAdmin('GET', '/urgent-tasks')).data as { list: Task[] }).list.find(
        (x) => x.orderId === order.id,
      )!;
    const task = await listed();
    expect(task.status).toBe('open');
    expect(new Date(task.dueBy).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Not acted on by the due time: the console shows it overdue.
    await t.app.database.db
      .update(urgentTasks)
      .set({ dueBy: new Date(Date.now() - 60_000) })
      .where(eq(urgentTasks.id, task.id));
    expect((await listed()).overdue).toBe(true);

    expect(
      (await asCustomer('POST', `/urgent-tasks/${task.id}/calls`, { outcome: 'reached' })).status,
    ).toBe(403);
    expect(
      (await asAdmin('POST', `/urgent-tasks/${task.id}/calls`, { outcome: 'maybe' })).status,
    ).toBe(400);
    expect(
      (
        await asAdmin('POST', `/urgent-tasks/${task.id}/calls`, {
          outcome: 'no_answer',
          note: 'Voicemail full',
        })
      ).status,
    ).toBe(200);
    expect((await listed()).status).toBe('open');
    expect(
      (
        await asAdmin('POST', `/urgent-tasks/${task.id}/calls`, {
          outcome: 'reached',
          note: 'Seeing GP today',
        })
      ).status,
    ).toBe(200);
    const done = await listed();
    expect(done).toMatchObject({ status: 'done', overdue: false });
    expect(done.calls.map((c) => c.outcome)).toEqual(['no_answer', 'reached']);
    expect(done.calls[1]!.byName).not.toBe('');

    const audit = await t.app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, order.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['flag_urgent_finding', 'urgent_call']),
    );
  });

  // Last: it replaces the app's own worker by one that gets killed.
  it('picks up a job whose worker was killed mid-run', async () => {
    const order = await receivedOrder(t, CUSTOMER);
    const runtime = t.app.services;
    // The app's worker gives way to one whose run step kills it at its first progress report,
    // as if the process died mid-job.
    await runtime.analysis.worker!.stop();
    const killedAtFirstProgress: AnalyseStep = (file, format, header, options) =>
      runAnalysis(file, format, header, {
        ...options,
        onProgress: () => {
          first.abandon();
          throw new Error('worker process killed');
        },
      });
    const first: AnalysisWorker = await startAnalysisWorker(
      {
        database: t.app.database,
        blobs: runtime.blobs,
        mailer: { send: async () => 'x', queue: async () => 'x', deliver: async () => undefined },
        publicUrl: t.url,
        analyse: killedAtFirstProgress,
      },
      { concurrency: 1, leaseSeconds: 2, pollSeconds: 0.5 },
    );
    runtime.analysis.attach(first);
    const accepted = await uploadFile(t, admin, order.id, edf, 'killed.edf');
    expect(accepted.status).toBe(200);
    const analysisId = (accepted.data as { analysisId: string }).analysisId;
    const row = async () =>
      (await t.app.database.db.select().from(analyses).where(eq(analyses.id, analysisId)))[0]!;
    await waitFor(async () => ((await row()).status === 'running' ? true : undefined));
    expect(await orderStatus(t, order.id)).toBe('analysing');
    // A second worker (another process in production) finds the lapsed lease and takes over.
    const second = await startAnalysisWorker(
      {
        database: t.app.database,
        blobs: runtime.blobs,
        mailer: { send: async () => 'x', queue: async () => 'x', deliver: async () => undefined },
        publicUrl: t.url,
      },
      { concurrency: 1, leaseSeconds: 2, pollSeconds: 0.5 },
    );
    try {
      await waitFor(
        async () => ((await orderStatus(t, order.id)) === 'results_ready' ? true : undefined),
        45_000,
      );
      const finished = await row();
      expect(finished.status).toBe('succeeded');
      expect(finished.attempts).toBe(2);
    } finally {
      await second.stop();
      await first.stop();
    }
  }, 60_000);
});
