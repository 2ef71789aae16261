import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workstation } from '@heartcheck/contracts/review-edits';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { createAccount } from '../../idp/accounts.ts';
import {
  api,
  orderStatus,
  PASSWORD,
  receivedOrder,
  uploadFile,
  waitFor,
} from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';
import { healthDataReads, listAudit } from '../audit/public.ts';
import { cardiacReviewEdits } from './schema.ts';

const CUSTOMER = 'customer@example.com';
const OTHER = 'second.cardiologist@example.com';

describe.each(testDatabaseKinds())('the review workstation on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let cardiologist: string;
  let other: string;
  let orderId = '';

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
    const account = await createAccount(t.app.database.db, {
      email: OTHER,
      givenName: 'Ada',
      familyName: 'Second',
      roles: ['cardiologist'],
      password: PASSWORD,
    });
    await t.app.database.db.execute(
      sql`update idp_accounts set email_verified = true where id = ${account!.id}`,
    );
    [admin, customer, cardiologist, other] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor(CUSTOMER),
      t.tokenFor('cardiologist@example.com'),
      t.tokenFor(OTHER, PASSWORD),
    ]);
    for (const token of [admin, customer, cardiologist, other])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
    const order = await receivedOrder(t, CUSTOMER);
    orderId = order.id;
    const edf = (await syntheticRecording(10)).bytes;
    expect((await uploadFile(t, admin, order.id, edf, 'holter.edf')).status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = (token: string) => {
    const call = api(t, token);
    return {
      get: () => call('GET', `/reviews/${orderId}/workstation`),
      edit: (body: unknown) => call('POST', `/reviews/${orderId}/edits`, body),
      undo: () => call('POST', `/reviews/${orderId}/edits/undo`),
      redo: () => call('POST', `/reviews/${orderId}/edits/redo`),
    };
  };

  it('relabels a template, recomputes the counts, and undo and redo restore them; every step audited', async () => {
    const me = as(cardiologist);
    const first = (await me.get()).data as Workstation;
    expect(first.editable).toBe(true);
    expect(first.templates.length).toBeGreaterThan(0);
    const biggest = first.templates[0]!;
    expect(biggest.label).toBe('N');
    expect(biggest.mean.length).toBeGreaterThan(10);
    // each beat drawn over the template has its moment and RR intervals, as the disclosure's beats
    const page = (await api(t, cardiologist)('GET', `/reviews/${orderId}/disclosure/0`)).data as {
      beats: { sample: number; beat: number }[];
    };
    const sample = new Map(page.beats.map((b) => [b.beat, b.sample]));
    const fs = first.samplingRate;
    const k = biggest.overlayBeats[1]!;
    expect(biggest.overlayAtS[1]).toBeCloseTo(sample.get(k)! / fs, 6);
    const ms = (a: number, b: number) =>
      Math.round(((sample.get(b)! - sample.get(a)!) / fs) * 1000);
    expect(biggest.overlayRr[1]).toEqual([ms(k - 1, k), ms(k, k + 1)]);
    expect(biggest.overlayRr).toHaveLength(biggest.overlayBeats.length);
    const before = first.counts;

    const relabelled = await me.edit({
      kind: 'relabel-template',
      templateId: biggest.id,
      label: 'S',
    });
    expect(relabelled.status).toBe(200);
    const after = relabelled.data as Workstation;
    expect(after.counts.beatClasses.S).toBe(before.beatClasses.S + biggest.labels.N);
    expect(after.counts.beatClasses.N).toBe(before.beatClasses.N - biggest.labels.N);
    expect(after.counts.hrv.withheld).toBe('frequent-ectopy');
    expect(after.templates.find((x) => x.id === biggest.id)!.label).toBe('S');
    expect(after.reportVersion).toBe(1);
    expect(after.canUndo).toBe(true);
    expect(after.audit[0]).toMatchObject({
      kind: 'relabel-template',
      target: `#${biggest.id}`,
      after: 'S',
      version: 1,
      undone: false,
    });
    expect(after.audit[0]!.who).toMatch(/^Dr /);
    expect(after.audit[0]!.before).toContain(`N ${biggest.labels.N}`);

    const undone = (await me.undo()).data as Workstation;
    expect(undone.counts.beatClasses).toEqual(before.beatClasses);
    expect(undone.counts.hrv).toEqual(before.hrv);
    expect(undone.canRedo).toBe(true);
    expect(undone.audit.map((a) => a.kind)).toEqual(['undo', 'relabel-template']);
    expect(undone.audit[1]!.undone).toBe(true);

    const redone = (await me.redo()).data as Workstation;
    expect(redone.counts.beatClasses).toEqual(after.counts.beatClasses);
    await me.undo();
    expect((await me.redo()).status).toBe(200);
    await me.undo();
    expect((await me.get()).data).toMatchObject({ canRedo: true });

    const rows = await t.app.database.db
      .select()
      .from(cardiacReviewEdits)
      .where(eq(cardiacReviewEdits.orderId, orderId));
    expect(rows.map((r) => r.kind)).toEqual([
      'relabel-template',
      'undo',
      'redo',
      'undo',
      'redo',
      'undo',
    ]);
  });

  it("logs each workstation answer as a read of the review in the customer's access log", async () => {
    const reads = async () => {
      const rows = await t.app.database.db
        .select()
        .from(healthDataReads)
        .where(and(eq(healthDataReads.orderId, orderId), eq(healthDataReads.resource, 'review')));
      expect(rows.every((r) => r.actorRole === 'cardiologist' && r.purpose === 'review')).toBe(
        true,
      );
      return rows.reduce((sum, r) => sum + r.reads, 0);
    };
    const me = as(cardiologist);
    const start = await reads();
    // the test above read it eight times: two opens, an edit, three undos and two redos
    expect(start).toBe(8);
    expect((await me.get()).status).toBe(200);
    expect(await reads()).toBe(start + 1);
    // a refused edit answers no workstation, so reads nothing
    expect((await me.edit({ kind: 'reject-episode', key: 'VT-1' })).status).toBe(400);
    expect(await reads()).toBe(start + 1);
    // and the customer sees it among the reads of their data
    const mine = (await api(t, customer)('GET', '/data-access')).data as {
      list: { resource: string; reads: number; staff: { role: string } }[];
    };
    const review = mine.list.filter((r) => r.resource === 'review');
    expect(review.every((r) => r.staff.role === 'cardiologist')).toBe(true);
    expect(review.reduce((sum, r) => sum + r.reads, 0)).toBe(start + 1);
  });

  it('adds and rejects episodes, refusing ones that are not there', async () => {
    const me = as(cardiologist);
    const before = ((await me.get()).data as Workstation).counts;
    const fs = ((await me.get()).data as Workstation).samplingRate;
    const added = (
      await me.edit({ kind: 'add-episode', type: 'AF', startSample: 60 * fs, endSample: 300 * fs })
    ).data as Workstation;
    expect(added.counts.afEpisodes).toBe(before.afEpisodes + 1);
    expect(added.counts.afBurdenPercent).toBeGreaterThan(30);
    const mine = added.episodes.find((e) => e.status === 'added')!;
    expect(mine.type).toBe('AF');
    // The audit reads the span on the recorder's clock (it started at 09:00), not as samples.
    expect(added.audit[0]).toMatchObject({
      kind: 'add-episode',
      target: 'AF',
      after: '09:01:00–09:05:00',
    });
    const rejected = (await me.edit({ kind: 'reject-episode', key: mine.key })).data as Workstation;
    expect(rejected.counts.afEpisodes).toBe(before.afEpisodes);
    expect(rejected.audit[0]).toMatchObject({
      kind: 'reject-episode',
      before: 'added 09:01:00–09:05:00',
      after: 'rejected',
    });
    // a minute called noise: its beats leave the counts, its time the analysable time
    const noise = (
      await me.edit({
        kind: 'add-episode',
        type: 'unanalysable',
        startSample: 120 * fs,
        endSample: 180 * fs,
      })
    ).data as Workstation;
    expect(noise.counts.totalBeats).toBeLessThan(before.totalBeats - 50);
    expect(noise.counts.unanalysableS).toBe(before.unanalysableS + 60);
    const called = noise.episodes.find((e) => e.status === 'added' && e.type === 'unanalysable')!;
    expect(called).toMatchObject({ beats: 0, durationS: 60 });
    const back = (await me.edit({ kind: 'reject-episode', key: called.key })).data as Workstation;
    expect(back.counts.totalBeats).toBe(before.totalBeats);
    expect(back.counts.unanalysableS).toBe(before.unanalysableS);
    const unknown = await me.edit({ kind: 'reject-episode', key: 'VT-1' });
    expect(unknown.status).toBe(400);
    expect((unknown.data as { message: string }).message).toMatch(/Unknown episode "VT-1"/);
    const backwards = await me.edit({
      kind: 'add-episode',
      type: 'VT',
      startSample: 500,
      endSample: 100,
    });
    expect(backwards.status).toBe(400);
    const noTemplate = await me.edit({ kind: 'relabel-template', templateId: 9999, label: 'V' });
    expect(noTemplate.status).toBe(400);
    expect((await me.edit({ kind: 'relabel-template', templateId: 0, label: 'X' })).status).toBe(
      400,
    );
  });

  it('adds a beat the detector missed: counted, shown in the disclosure, relabelled and undone by its id', async () => {
    type PageBeat = { sample: number; label: string; beat: number; added: boolean };
    const me = as(cardiologist);
    const page = async () =>
      (await api(t, cardiologist)('GET', `/reviews/${orderId}/disclosure/0`)).data as {
        beats: PageBeat[];
        labels: string;
      };
    const start = (await me.get()).data as Workstation;
    const fs = start.samplingRate;
    // a normal beat 12 s in; marked not a beat, it stands for a beat the detector missed
    const missed = (await page()).beats.find((b) => b.sample > 12 * fs && b.label === 'N')!;
    const gone = (await me.edit({ kind: 'relabel-beats', beats: [missed.beat], label: 'A' }))
      .data as Workstation;
    expect(gone.counts.totalBeats).toBe(start.counts.totalBeats - 1);

    const added = await me.edit({ kind: 'add-beat', sample: missed.sample, label: 'V' });
    expect(added.status).toBe(200);
    const withBeat = added.data as Workstation;
    expect(withBeat.counts.totalBeats).toBe(start.counts.totalBeats);
    expect(withBeat.counts.beatClasses.V).toBe(start.counts.beatClasses.V + 1);
    expect(withBeat.audit[0]).toMatchObject({
      kind: 'add-beat',
      target: 'V',
      // the recorder's clock to the millisecond (it started at 09:00)
      after: `09:00:${(missed.sample / fs).toFixed(3).padStart(6, '0')}`,
    });
    const shown = await page();
    expect(shown.labels).toBe('corrected');
    const mine = shown.beats.find((b) => b.added)!;
    expect(mine).toMatchObject({ sample: missed.sample, label: 'V', added: true });
    expect(mine.beat).toBeGreaterThan(
      Math.max(...shown.beats.filter((b) => !b.added).map((b) => b.beat)),
    );

    // not on another beat (200 ms), nor outside the recording
    const onTop = await me.edit({ kind: 'add-beat', sample: missed.sample + 0.1 * fs, label: 'N' });
    expect(onTop.status).toBe(409);
    expect((onTop.data as { message: string }).message).toBe(
      'There is a beat within 200 ms of this point: add a beat where none was found.',
    );
    const beyond = await me.edit({ kind: 'add-beat', sample: 10 * 60 * fs + 1, label: 'N' });
    expect(beyond.status).toBe(400);
    expect((await me.edit({ kind: 'add-beat', sample: missed.sample, label: 'A' })).status).toBe(
      400,
    );

    // the added beat is relabelled by its id, like any other
    const relabelled = (await me.edit({ kind: 'relabel-beats', beats: [mine.beat], label: 'N' }))
      .data as Workstation;
    expect(relabelled.counts.beatClasses.V).toBe(start.counts.beatClasses.V);
    expect(relabelled.counts.totalBeats).toBe(start.counts.totalBeats);

    // undone, the beat is gone and its id names nothing; redone, it is back under the same id
    await me.undo();
    const undone = (await me.undo()).data as Workstation;
    expect(undone.counts.totalBeats).toBe(start.counts.totalBeats - 1);
    expect((await page()).beats.some((b) => b.added)).toBe(false);
    const stale = await me.edit({ kind: 'relabel-beats', beats: [mine.beat], label: 'S' });
    expect(stale.status).toBe(400);
    expect((stale.data as { message: string }).message).toMatch(
      new RegExp(`^Beat ${mine.beat} is not in this recording`),
    );
    const redone = (await me.redo()).data as Workstation;
    expect(redone.counts.totalBeats).toBe(start.counts.totalBeats);
    expect((await page()).beats.find((b) => b.added)).toMatchObject({
      beat: mine.beat,
      label: 'V',
    });
    // back to the engine's beats for the tests that follow
    await me.undo();
    await me.undo();
    expect(((await me.get()).data as Workstation).counts.beatClasses).toEqual(
      start.counts.beatClasses,
    );
  });

  it("labels a template's premature beats by their timing, audited with the prematurity asked for", async () => {
    const me = as(cardiologist);
    const start = (await me.get()).data as Workstation;
    const normal = start.templates[0]!;
    const loose = (
      await me.edit({
        kind: 'relabel-premature',
        templateId: normal.id,
        label: 'S',
        prematurityPercent: 10,
      })
    ).data as Workstation;
    const strict = (
      await me.edit({
        kind: 'relabel-premature',
        templateId: normal.id,
        label: 'S',
        prematurityPercent: 40,
      })
    ).data as Workstation;
    // sinus variability of the synthetic recording: some beats 10 % early, fewer (or none) 40 %
    const found = loose.counts.beatClasses.S - start.counts.beatClasses.S;
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(normal.count / 2);
    expect(strict.counts.beatClasses.S).toBe(loose.counts.beatClasses.S);
    expect(loose.audit[0]).toMatchObject({
      kind: 'relabel-premature',
      target: `#${normal.id}`,
      after: 'S (10 %)',
    });
    expect(loose.audit[0]!.before).toContain(`N ${normal.labels.N}`);
    const wide = await me.edit({
      kind: 'relabel-premature',
      templateId: normal.id,
      label: 'S',
      prematurityPercent: 60,
    });
    expect(wide.status).toBe(400);
    expect((wide.data as { message: string }).message).toMatch(/prematurityPercent/);
    await me.undo();
    const undone = (await me.undo()).data as Workstation;
    expect(undone.counts.beatClasses).toEqual(start.counts.beatClasses);
  });

  it('lets only the reporting cardiologist edit; the customer cannot see it', async () => {
    expect((await as(customer).get()).status).toBe(403);
    expect(
      (await as(customer).edit({ kind: 'relabel-beats', beats: [1], label: 'V' })).status,
    ).toBe(403);
    const view = (await as(other).get()).data as Workstation;
    expect(view.editable).toBe(false);
    expect(view.readOnlyReason).toMatch(/Another cardiologist/);
    const refused = await as(other).edit({ kind: 'relabel-beats', beats: [1], label: 'V' });
    expect(refused.status).toBe(403);
    expect((await as(other).undo()).status).toBe(403);
  });

  it('keeps another cardiologist from overwriting or signing the draft unless they take it over, on the audit trail', async () => {
    type Draft = { findings: string; author: string; mine: boolean; version: number };
    const draftOf = async (token: string) =>
      ((await api(t, token)('GET', `/reviews/${orderId}`)).data as { draft: Draft }).draft;
    const before = await draftOf(cardiologist);
    expect(before).toMatchObject({ mine: true });
    expect(await draftOf(other)).toMatchObject({ mine: false, author: before.author });
    const theirs = { findings: 'Second opinion.', conclusion: 'Second conclusion.' };
    for (const [method, path] of [
      ['PUT', 'draft'],
      ['POST', 'sign'],
    ] as const) {
      const refused = await api(t, other)(method, `/reviews/${orderId}/${path}`, theirs);
      expect(refused.status, path).toBe(409);
      expect((refused.data as { message: string }).message).toBe(
        `${before.author} is writing this report (draft version ${before.version}). Take the report over to change or sign it.`,
      );
    }
    expect((await draftOf(cardiologist)).findings).toBe(before.findings);

    const taken = await api(t, other)('PUT', `/reviews/${orderId}/draft`, {
      ...theirs,
      takeOver: true,
    });
    expect(taken.status).toBe(200);
    expect(await draftOf(other)).toMatchObject({ mine: true, findings: 'Second opinion.' });
    // The workstation follows the draft: now theirs to edit, not the first author's.
    expect(((await as(other).get()).data as Workstation).editable).toBe(true);
    expect(((await as(cardiologist).get()).data as Workstation).editable).toBe(false);
    const [takeOver] = (await listAudit(t.app.database.db, 'order', orderId)).filter(
      (row) => row.action === 'report_taken_over',
    );
    expect(takeOver).toMatchObject({
      actorType: 'cardiologist',
      note: `Draft version ${before.version} taken over from ${before.author}.`,
    });
    // The first author takes it back, with their text, for the tests that follow.
    const back = await api(t, cardiologist)('PUT', `/reviews/${orderId}/draft`, {
      findings: before.findings,
      conclusion: 'Back.',
      takeOver: true,
    });
    expect(back.status).toBe(200);
  });

  it('refuses edits of a signed version; an amendment draft continues from what was signed', async () => {
    const me = as(cardiologist);
    const call = api(t, cardiologist);
    const beforeSign = ((await me.get()).data as Workstation).counts;
    const signed = await call('POST', `/reviews/${orderId}/sign`, {
      findings: 'Sinus rhythm.',
      conclusion: 'Normal Holter.',
    });
    expect(signed.status).toBe(200);
    const refused = await me.edit({ kind: 'relabel-beats', beats: [5], label: 'V' });
    expect(refused.status).toBe(409);
    expect((refused.data as { message: string }).message).toMatch(/Version 1 is signed/);
    expect((await me.undo()).status).toBe(409);

    const draft = await call('PUT', `/reviews/${orderId}/draft`, {
      findings: 'Sinus rhythm.',
      conclusion: 'Normal Holter.',
      amendmentReason: 'One beat relabelled.',
    });
    expect(draft.status).toBe(200);
    const amended = (await me.get()).data as Workstation;
    expect(amended.reportVersion).toBe(2);
    expect(amended.counts.beatClasses).toEqual(beforeSign.beatClasses);
    expect(amended.canUndo).toBe(false);
    const edited = (await me.edit({ kind: 'relabel-beats', beats: [5, 6], label: 'A' }))
      .data as Workstation;
    expect(edited.counts.artefactBeats).toBe(beforeSign.artefactBeats + 2);
    expect(edited.audit[0]).toMatchObject({ kind: 'relabel-beats', version: 2, after: 'A' });
  });
});
