import fs from 'node:fs/promises';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import {
  api,
  orderStatus,
  pdfText,
  receivedOrder,
  syntheticEdf,
  uploadFile,
  waitFor,
} from '../results/testing.ts';

const CUSTOMER = 'customer@example.com';
const URGENT_LINE = 'URGENT finding flagged by the cardiologist: Long pauses';
type Entry = { resource: Record<string, unknown> };
type Bundle = { entry: Entry[] };

/** PDF text with pdfkit's line breaks undone, so a wrapped line reads as one. */
const flat = async (pdf: unknown) => (await pdfText(pdf as Buffer)).replace(/\s+/g, ' ');
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
  let dir = '';

  beforeAll(async () => {
    t = await startTestApp(kind, { WORKER_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' });
    [admin, customer, cardiologist] = await Promise.all([
      t.tokenFor('admin@example.com'),
      t.tokenFor(CUSTOMER),
      t.tokenFor('cardiologist@example.com'),
    ]);
    for (const token of [admin, customer, cardiologist])
      await t.graphql('mutation { userSignedIn { user { id } } }', {}, token);
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('version 1 keeps its urgent flag after version 2 clears it', async () => {
    const order = await receivedOrder(t, CUSTOMER);
    const rec = await syntheticEdf(10);
    dir = rec.dir;
    const edf = new Uint8Array(await fs.readFile(rec.file));
    expect((await uploadFile(t, admin, order.id, edf, 'urgent.edf')).status).toBe(200);
    await waitFor(async () =>
      (await orderStatus(t, order.id)) === 'results_ready' ? true : undefined,
    );
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
      resultsPdf: await flat(
        (await asCustomer('GET', `/results/${order.id}/report.pdf${version}`)).data,
      ),
      cardiacPdf: await flat(
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
  });
});
