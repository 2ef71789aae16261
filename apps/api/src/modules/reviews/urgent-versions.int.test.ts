import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import type { TestApp } from '../../../test/harness.ts';
import { analysedOrder, api, flatPdfText, startReviewCast } from '../results/testing.ts';
import { syntheticRecording } from '../results/recording-testing.ts';

const URGENT_LINE = 'URGENT finding flagged by the cardiologist: Long pauses';
type Entry = { resource: Record<string, unknown> };
type Bundle = { entry: Entry[] };

const conclusionOf = (bundle: Bundle) =>
  (
    bundle.entry.find((e) => e.resource.resourceType === 'DiagnosticReport')!.resource as {
      conclusion: string;
    }
  ).conclusion;

/**
 * Issue 21: each signed version keeps the urgent flag it was signed with. Version 1 signed urgent
 * and amended by a version 2 that clears the flag: version 2's documents have no urgent line,
 * version 1's still have it.
 */
describe.each(testDatabaseKinds())('urgent flag per signed version on %s', (kind) => {
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

  it('version 1 keeps its urgent flag after version 2 clears it', async () => {
    const order = await analysedOrder(t, admin, await syntheticRecording(10));
    const asCardiologist = api(t, cardiologist);
    const first = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'Long pauses.',
      conclusion: 'Version one conclusion.',
      urgent: { reason: 'long_pauses' },
    });
    expect(first.status).toBe(200);
    const amended = await asCardiologist('POST', `/reviews/${order.id}/sign`, {
      findings: 'No pauses.',
      conclusion: 'Version two conclusion.',
      amendmentReason: 'The pauses were artefact',
      urgent: null,
    });
    expect(amended.data).toMatchObject({ version: 2 });

    const asCustomer = api(t, customer);
    const read = async (version: string) => ({
      results: (await asCustomer('GET', `/results/${order.id}${version}`)).data as {
        urgent: { reason: string } | null;
      },
      cardiac: (await asCustomer('GET', `/cardiac-reports/${order.id}${version}`)).data as {
        urgent: { reason: string } | null;
      },
      fhir: conclusionOf((await asCustomer('GET', `/results/${order.id}/fhir${version}`)).data),
      resultsPdf: await flatPdfText(
        (await asCustomer('GET', `/results/${order.id}/report.pdf${version}`)).data,
      ),
      cardiacPdf: await flatPdfText(
        (await asCustomer('GET', `/cardiac-reports/${order.id}/report.pdf${version}`)).data,
      ),
    });

    const latest = await read('');
    expect(latest.results.urgent).toBeNull();
    expect(latest.cardiac.urgent).toBeNull();
    expect(latest.fhir).not.toContain('URGENT');
    expect(latest.resultsPdf).not.toContain(URGENT_LINE);
    // The results report states the Terms the service was bought under (issue 21).
    expect(latest.resultsPdf).toMatch(
      new RegExp(`Terms accepted: version ${TERMS_VERSION}, \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}`),
    );
    expect(latest.cardiacPdf).toContain('Version two conclusion.');
    expect(latest.cardiacPdf).not.toContain(URGENT_LINE);

    const v1 = await read('?version=1');
    expect(v1.results.urgent).toMatchObject({ reason: 'long_pauses' });
    expect(v1.cardiac.urgent).toMatchObject({ reason: 'long_pauses' });
    expect(v1.fhir).toMatch(/^URGENT finding flagged by the cardiologist: Long pauses\. /);
    expect(v1.resultsPdf).toContain(URGENT_LINE);
    expect(v1.cardiacPdf).toContain('Version one conclusion.');
    expect(v1.cardiacPdf).toContain(URGENT_LINE);

    // Every document that takes `?version=N` refuses a malformed one with the same words, and
    // a version never signed is not found (the words are declared once, http/version-query.ts).
    for (const document of ['', '/fhir', '/report.pdf']
      .map((d) => `/results/${order.id}${d}`)
      .concat([`/cardiac-reports/${order.id}`, `/cardiac-reports/${order.id}/report.pdf`])) {
      for (const bad of ['0', 'two', '1.5', '-1'])
        expect(await asCustomer('GET', `${document}?version=${bad}`)).toMatchObject({
          status: 400,
          data: { message: 'Ask for a version number: ?version=1.' },
        });
      expect((await asCustomer('GET', `${document}?version=3`)).status).toBe(404);
    }
  });
});
