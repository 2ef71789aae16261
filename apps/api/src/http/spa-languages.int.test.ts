import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

async function offeredLanguages(t: TestApp): Promise<unknown> {
  const body = (await (await fetch(`${t.url}/api/config`)).json()) as { languages?: unknown };
  return body.languages;
}

// The right-to-left pseudo-locale checks layouts in development and the tests; it reverses
// every word, so customers of a production server are never offered it.
describe('languages the SPA offers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('English and the pseudo-locale outside production', async () => {
    // Without demo data: outside the tests the demo's recording is 72 hours, and analysing it
    // (which nothing here reads) kept a loaded 2-core machine busy past the time limit.
    t = await startTestApp('pglite', { NODE_ENV: 'development', SEED_DEMO_DATA: 'false' });
    expect(await offeredLanguages(t)).toEqual(['en', 'ar-XB']);
  });

  it('English only in production', async () => {
    t = await startTestApp('pglite', {
      NODE_ENV: 'production',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      SEED_DEMO_DATA: 'false',
    });
    expect(await offeredLanguages(t)).toEqual(['en']);
  });
});
