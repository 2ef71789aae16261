import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeSyntheticRecording } from '@heartcheck/ecg/synth/write-synthetic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workstation } from '@heartcheck/contracts/review-edits';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { TestApp } from '../../../test/harness.ts';
import {
  analysedOrder,
  api,
  flatPdfText,
  startReviewCast,
  validateFhirR4,
} from '../results/testing.ts';
import { recordingFile } from '../results/recording-testing.ts';

type Figure = { id: string; display: string };
type Observation = { code: { coding?: { code: string }[] }; valueQuantity?: { value: number } };
type Bundle = { entry: { resource: Record<string, unknown> }[] };

const figure = (summary: Figure[], id: string) => summary.find((f) => f.id === id)?.display;
/** The value of the FHIR Observation with this SNOMED code, undefined when there is none. */
const fhirCount = (bundle: Bundle, code: string) =>
  (
    bundle.entry.find((e) => (e.resource as Observation).code?.coding?.[0]?.code === code)
      ?.resource as Observation | undefined
  )?.valueQuantity?.value;
const AFL = '5370000';
const VF = '71908006';

/**
 * Issue 19: the engine cannot tell atrial flutter from AF when conduction is irregular, and
 * misses some VF. The cardiologist changes an AF episode to flutter (one edit: AF rejected,
 * flutter added over its span) and adds a VF the engine missed; the signed results page, both PDFs, the share
 * page and FHIR count them as they count the engine's own.
 */
describe.each(testDatabaseKinds())('added atrial flutter and VF on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let cardiologist: string;
  let dir = '';

  beforeAll(async () => {
    ({ t, admin, customer, cardiologist } = await startReviewCast(kind));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('counts AF corrected to flutter and an added VF in every signed document', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-afl-'));
    const file = path.join(dir, 'af.edf');
    // 10 min, AF from 2 to 7 min (the engine finds it: ~130-409 s)
    await writeSyntheticRecording(file, {
      format: 'edf',
      samplingRate: 250,
      durationS: 600,
      seed: 7,
      heartRate: 70,
      hrStd: 3,
      afEpisodes: [[120, 420]],
      startTime: new Date(2026, 0, 5, 9, 0, 0),
    });
    const order = await analysedOrder(t, admin, await recordingFile(file));
    const asCardiologist = api(t, cardiologist);
    const asCustomer = api(t, customer);
    const edit = async (body: unknown) => {
      const r = await asCardiologist('POST', `/reviews/${order.id}/edits`, body);
      expect(r.status, JSON.stringify(r.data)).toBe(200);
      return r.data as Workstation;
    };
    const first = (await asCardiologist('GET', `/reviews/${order.id}/workstation`))
      .data as Workstation;
    const af = first.episodes.find((e) => e.type === 'AF' && e.status === 'engine')!;
    expect(af).toBeDefined();
    expect(first.counts.afEpisodes).toBe(1);

    // A misspelt type is refused naming the field and the types there are.
    const wrong = await asCardiologist('POST', `/reviews/${order.id}/edits`, {
      kind: 'add-episode',
      type: 'flutter',
      startSample: af.startSample,
      endSample: af.endSample,
    });
    expect(wrong.status).toBe(400);
    expect((wrong.data as { message: string }).message).toMatch(
      /^Check the edit: type: .*"AFL".*"VF"/,
    );

    // AF corrected to flutter in one edit: the AF rejected, flutter added over its span.
    const flutter = await edit({ kind: 'retype-episode', key: af.key, type: 'AFL' });
    expect(flutter.counts.afEpisodes).toBe(0);
    // The workstation's figures count the flutter as the documents will.
    expect(flutter.counts.aflEpisodes).toBe(first.counts.aflEpisodes + 1);
    expect(flutter.counts.afBurdenPercent).toBe(0);
    // the flutter's beats stay out of the HRV as the AF's were
    expect(flutter.counts.hrv).toEqual(first.counts.hrv);
    const afl = flutter.episodes.find((e) => e.status === 'added')!;
    expect(afl).toMatchObject({
      type: 'AFL',
      changedFrom: 'AF',
      changedTo: null,
      startSample: af.startSample,
      endSample: af.endSample,
    });
    expect(flutter.episodes.find((e) => e.key === af.key)).toMatchObject({
      type: 'AF',
      status: 'rejected',
      changedTo: 'AFL',
    });
    expect(flutter.audit[0]).toMatchObject({
      kind: 'retype-episode',
      target: af.key,
      after: 'AFL',
    });
    expect(flutter.audit[0]!.before).toMatch(/^engine 09:0\d:\d\d–09:0\d:\d\d$/);
    // The changed AF takes no more edits; a change to the type it has is none; one undo
    // gives the AF back, one redo the flutter.
    const again = await asCardiologist('POST', `/reviews/${order.id}/edits`, {
      kind: 'confirm-episode',
      key: af.key,
    });
    expect(again.status).toBe(409);
    expect((again.data as { message: string }).message).toBe(
      'This episode was changed to AFL: edit the AFL episode instead, or undo the change.',
    );
    const same = await asCardiologist('POST', `/reviews/${order.id}/edits`, {
      kind: 'retype-episode',
      key: afl.key,
      type: 'AFL',
    });
    expect(same.status).toBe(400);
    expect((same.data as { message: string }).message).toBe(
      'The episode is already AFL: choose another type.',
    );
    const step = async (to: 'undo' | 'redo') => {
      const r = await asCardiologist('POST', `/reviews/${order.id}/edits/${to}`);
      expect(r.status, JSON.stringify(r.data)).toBe(200);
      return r.data as Workstation;
    };
    const undone = await step('undo');
    expect(undone.counts).toMatchObject({ afEpisodes: 1, aflEpisodes: first.counts.aflEpisodes });
    expect(undone.episodes.find((e) => e.key === af.key)).toMatchObject({
      status: 'engine',
      changedTo: null,
    });
    expect((await step('redo')).counts.aflEpisodes).toBe(flutter.counts.aflEpisodes);

    // A VF of 10 s the engine missed, in sinus rhythm after the AF: no beats inside it.
    const fs250 = first.samplingRate;
    const vf = await edit({
      kind: 'add-episode',
      type: 'VF',
      startSample: 500 * fs250,
      endSample: 510 * fs250,
    });
    const added = vf.episodes.find((e) => e.type === 'VF')!;
    expect(vf.counts.vfEpisodes).toBe(flutter.counts.vfEpisodes + 1);
    expect(added).toMatchObject({ status: 'added', beats: 0, meanHr: null, durationS: 10 });
    expect(vf.counts.totalBeats).toBeLessThan(flutter.counts.totalBeats - 5);

    expect(
      (
        await asCardiologist('POST', `/reviews/${order.id}/sign`, {
          findings: 'Atrial flutter with variable block; a 10 s run of ventricular fibrillation.',
          conclusion: 'Atrial flutter; VF.',
        })
      ).status,
    ).toBe(200);

    // The customer's results page.
    const detail = (await asCustomer('GET', `/results/${order.id}`)).data as {
      summary: Figure[];
    };
    expect(figure(detail.summary, 'af')).toBe('None found');
    expect(figure(detail.summary, 'afl')).toMatch(/^1 episode, /);
    expect(figure(detail.summary, 'vf')).toMatch(/^1 episode, 10 s/);
    // Both PDFs.
    for (const pdf of [
      `/results/${order.id}/report.pdf`,
      `/cardiac-reports/${order.id}/report.pdf`,
    ]) {
      const text = await flatPdfText((await asCustomer('GET', pdf)).data);
      expect(text, pdf).toContain(`Atrial flutter ${figure(detail.summary, 'afl')}`);
      expect(text, pdf).toContain('Ventricular fibrillation or flutter (urgent finding) 1 episode');
    }
    // The GP's share page.
    const made = await asCustomer('POST', '/shares', { orderId: order.id, report: 'results' });
    expect(made.status).toBe(201);
    const shared = (
      await api(t, undefined)('GET', `/shared/${(made.data as { token: string }).token}`)
    ).data as { results: { summary: Figure[] } };
    expect(figure(shared.results.summary, 'afl')).toBe(figure(detail.summary, 'afl'));
    expect(figure(shared.results.summary, 'vf')).toBe(figure(detail.summary, 'vf'));
    // FHIR: the SNOMED CT Observations of flutter and VF, a valid R4 Bundle.
    const fhir = (await asCustomer('GET', `/results/${order.id}/fhir`)).data as Bundle;
    expect(fhirCount(fhir, AFL)).toBe(1);
    expect(fhirCount(fhir, VF)).toBe(1);
    expect(() => validateFhirR4(fhir)).not.toThrow();
  });
});
