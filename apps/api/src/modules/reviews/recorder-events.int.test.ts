import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdfWriter } from '@heartcheck/ecg/io/edf-writer';
import { openRecording } from '@heartcheck/ecg/io/open';
import type { RecorderEvents } from '@heartcheck/contracts/recorder-events';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { TestApp } from '../../../test/harness.ts';
import { recordings } from '../recordings/public.ts';
import { analysedOrder, api, flatPdfText, startReviewCast } from '../results/testing.ts';
import { recordingFile, syntheticEdf, syntheticRecording } from '../results/recording-testing.ts';

/** The synthetic ECG of `file` written again as EDF+ with the recorder's event marks. */
async function withEvents(file: string, marks: [number, string][]): Promise<string> {
  const out = path.join(path.dirname(file), 'events.edf');
  const w = new EdfWriter(out, { samplingRate: 250, startTime: new Date(2026, 0, 5, 9, 0, 0) });
  for (const [atS, text] of marks) w.annotate(atS, text);
  for await (const chunk of (await openRecording(file)).samples()) await w.write(chunk);
  await w.close();
  return out;
}

describe.each(testDatabaseKinds())('recorder events (EDF+ annotations) on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let cardiologist: string;
  let file: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    ({ t, admin, customer, cardiologist } = await startReviewCast(kind));
    const rec = await syntheticEdf(12);
    dirs.push(rec.dir);
    file = await withEvents(rec.file, [
      [300.5, 'Lead off'],
      [90, 'Event button'],
      [600, 'Patient event: dizzy\u0007'],
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('are kept at intake, shown in the review and listed in the cardiac report and results PDFs', async () => {
    const order = await analysedOrder(t, admin, await recordingFile(file));
    const stored = (
      await t.app.database.db.select().from(recordings).where(eq(recordings.orderId, order.id))
    )[0]!;
    const expected: RecorderEvents = {
      events: [
        { atS: 90, durationS: null, text: 'Event button' },
        { atS: 300.5, durationS: null, text: 'Lead off' },
        { atS: 600, durationS: null, text: 'Patient event: dizzy' },
      ],
      omitted: 0,
    };
    expect(stored.recorderEvents).toEqual(expected);

    const asCardiologist = api(t, cardiologist);
    const review = await asCardiologist('GET', `/reviews/${order.id}`);
    expect(review.status).toBe(200);
    expect((review.data as { recorderEvents: RecorderEvents }).recorderEvents).toEqual(expected);

    const signed = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Sinus rhythm throughout.',
      conclusion: 'Normal recording.',
    });
    expect(signed.status).toBe(200);
    const pdf = await flatPdfText(
      (await api(t, customer)('GET', `/cardiac-reports/${order.id}/report.pdf`)).data,
    );
    const resultsPdf = await flatPdfText(
      (await api(t, customer)('GET', `/results/${order.id}/report.pdf`)).data,
    );
    // UK wall clock from the recording's start (09:00:00 in the file's header), in both PDFs.
    expect(resultsPdf).toContain('Events marked by the recorder');
    expect(resultsPdf).toContain('5 Jan 2026, 09:05: Lead off');
    expect(pdf).toContain(
      'Events marked by the recorder Marks the recorder wrote into the recording, such as a press of its event button. 5 Jan 2026, 09:01: Event button 5 Jan 2026, 09:05: Lead off 5 Jan 2026, 09:10: Patient event: dizzy',
    );
  }, 120_000);

  it('are null for a file format without them (CSV)', async () => {
    const order = await analysedOrder(t, admin, await syntheticRecording(2, 7, 'csv'));
    const review = await api(t, cardiologist)('GET', `/reviews/${order.id}`);
    expect((review.data as { recorderEvents: unknown }).recorderEvents).toBeNull();
  }, 120_000);
});
