import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { receivedOrder, userByEmail } from '../results/testing.ts';
import { shareLinkViews } from './schema.ts';
import { createShareLink } from './service.ts';

describe.each(testDatabaseKinds())('fair rate limits on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('opens a valid GP share link after invalid attempts from the same address', async () => {
    const customer = await userByEmail(t, 'customer@example.com');
    const order = await receivedOrder(t, 'customer@example.com');
    const { link, token } = await createShareLink(t.app.database.db, {
      orderId: order.id,
      userId: customer.id,
      report: 'results',
      days: 7,
    });
    const open = (shareToken: string) => fetch(`${t.url}/api/shared/${shareToken}`);
    const before = await open(token);
    await before.arrayBuffer();

    // Someone at the GP's practice (one address) tries 70 made-up links: they are refused.
    let refused = 0;
    for (let i = 0; i < 70; i += 1) {
      const response = await open(randomBytes(32).toString('base64url'));
      await response.arrayBuffer();
      if (response.status === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);

    // The GP's real link still opens as it did, and the view is recorded for the patient.
    const after = await open(token);
    await after.arrayBuffer();
    expect(after.status).not.toBe(429);
    expect(after.status).toBe(before.status);
    const views = await t.app.database.db
      .select()
      .from(shareLinkViews)
      .where(eq(shareLinkViews.shareLinkId, link.id));
    expect(views).toHaveLength(2);
  });
});
