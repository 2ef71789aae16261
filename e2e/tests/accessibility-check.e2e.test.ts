import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newContext } from '../support/browser.ts';

/**
 * The accessibility check every browser test relies on (support/browser.ts runs axe-core in the
 * page itself): it must fail on what a user of assistive technology would meet, name the rule,
 * and still see a change made after an earlier check of the same page.
 */
describe('the accessibility check', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  /** The findings a failed check lists (the assertion's actual value), or '' if it passed. */
  const failure = (run: Promise<void>) =>
    run.then(
      () => '',
      (error: unknown) => JSON.stringify((error as { actual?: unknown }).actual),
    );

  it('passes a page with nothing wrong', async () => {
    await page.setContent('<html lang="en"><title>Fine</title><main><h1>Fine</h1></main></html>');
    await expectAccessible(page);
  });

  it('fails on serious and critical findings and on content outside every landmark', async () => {
    await page.setContent(
      '<html lang="en"><title>Broken</title><main><h1>Broken</h1><img src="x.png">' +
        '<p style="color:#bbb;background:#fff">Faint text</p></main><p>Outside</p></html>',
    );
    const message = await failure(expectAccessible(page));
    for (const rule of ['image-alt', 'color-contrast', 'region']) expect(message).toContain(rule);
  });

  it('sees a problem added after an earlier check of the same page', async () => {
    await page.setContent('<html lang="en"><title>Later</title><main><h1>Later</h1></main></html>');
    await expectAccessible(page);
    await page.evaluate(() => {
      const button = document.createElement('button');
      document.querySelector('main')!.append(button);
    });
    expect(await failure(expectAccessible(page))).toContain('button-name');
  });
});
