import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signIn,
} from '../support/browser.ts';

/** Switches the stored theme mode (spec §3, local storage `theme`) and reloads. */
async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    const raw = window.localStorage.getItem('theme');
    const stored = raw ? (JSON.parse(raw) as { state?: object; version?: number }) : {};
    window.localStorage.setItem(
      'theme',
      JSON.stringify({ version: 0, ...stored, state: { ...stored.state, mode: value } }),
    );
  }, mode);
  await page.reload();
  // Also set the mode class directly, in case the theme is applied after the first paint.
  await page.evaluate(
    (value) => document.documentElement.classList.toggle('dark', value === 'dark'),
    mode,
  );
}

/** Calls the API from the page with the signed-in user's token. */
async function apiFromPage<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'))!;
      const { access_token: token } = JSON.parse(window.sessionStorage.getItem(key)!) as {
        access_token: string;
      };
      const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-xsrf-token': decodeURIComponent(xsrf),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;
}

describe('help article management', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let customer: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    admin = await newContext(browser);
    customer = await newContext(browser);
    page = await admin.newPage();
    await signIn(page, 'admin@example.com');
  });
  afterEach(async () => {
    await admin.close();
    await customer.close();
  });

  it('an admin creates, edits, publishes and stars an article that a customer then finds', async () => {
    const unique = `Cycling with your recorder ${Date.now().toString(36)}`;
    await page.goto('/support-hub/manage');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Manage help articles', level: 1 }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('table').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'help-manage');
    // Dark mode: the list and the editor.
    await setMode(page, 'dark');
    await expect.poll(() => page.getByRole('table').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'help-manage-dark');
    await page.getByRole('button', { name: 'New article' }).click();
    await expect
      .poll(() => page.getByRole('toolbar', { name: 'Formatting' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'help-manage-editor-dark');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await setMode(page, 'light');
    await expect.poll(() => page.getByRole('table').isVisible()).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'help-manage-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Sorting and filtering.
    await page.getByRole('button', { name: /^Title/ }).click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    await page.getByLabel('Topic').selectOption('tipsToImprove');
    await expect.poll(() => page.getByText(/Page 1 of 1 · 6 articles/).isVisible()).toBe(true);
    await page.getByLabel('Topic').selectOption('');
    await page.getByLabel('Search articles').fill('password');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Resetting your password' }).isVisible())
      .toBe(true);
    await page.getByLabel('Search articles').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    // Create a draft with the rich-text editor.
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByLabel('Title').fill(unique);
    await page.getByLabel('Topic').selectOption('howToGuide');
    await page.getByLabel('Tags (separated by commas)').fill('Exercise, Device');
    const editor = page.getByRole('textbox', { name: 'Article text' });
    await editor.click();
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    // A toolbar button must leave the focus in the text, so typing straight on lands there.
    expect(await editor.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Before you ride');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Keep the recorder clipped on and carry on as normal.');
    await expectAccessible(page);
    await screenshot(page, 'help-manage-editor');
    await page.getByRole('button', { name: 'Save article' }).click();
    await expect.poll(() => page.getByText(`“${unique}” was saved.`).isVisible()).toBe(true);

    // Edit it.
    await page.getByLabel('Search articles').fill(unique);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Edit ${unique}` }).click();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(unique);
    const loadedEditor = page.getByRole('textbox', { name: 'Article text' });
    // The editor fills in after the form: wait for the saved text before moving the caret.
    await expect
      .poll(() => loadedEditor.textContent())
      .toContain('Keep the recorder clipped on and carry on as normal.');
    // Put the caret at the end of the last paragraph by clicking it. Under load a late render
    // can reset the caret just after the editor opens; check where it is and click again if so.
    const paragraph = 'Keep the recorder clipped on and carry on as normal.';
    const caretAtParagraphEnd = () =>
      page.evaluate((text) => {
        const selection = window.getSelection();
        return (
          selection?.anchorNode?.textContent === text && selection.anchorOffset === text.length
        );
      }, paragraph);
    // The caret must still be there a moment later: a reset was seen after a first successful
    // check (the text then landed at the start of the article) while the editor still pushed new
    // options into the live view on every render. That is fixed in RichTextEditor; a placement
    // still only counts once it has held for 750 ms.
    await expect
      .poll(async () => {
        await loadedEditor.getByText(paragraph).click();
        await page.keyboard.press('End');
        await page.waitForTimeout(750);
        return caretAtParagraphEnd();
      })
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Mountain biking is fine too.');
    await expect
      .poll(() => loadedEditor.innerHTML())
      .toContain(`<p>${paragraph}</p><p>Mountain biking is fine too.</p>`);
    await page.getByRole('button', { name: 'Save article' }).click();
    await expect.poll(() => page.getByText(`“${unique}” was saved.`).isVisible()).toBe(true);

    // Publish and star it.
    await page.getByRole('button', { name: `Publish ${unique}` }).click();
    await expect.poll(() => page.getByText(`“${unique}” is now published.`).isVisible()).toBe(true);
    await page.getByRole('button', { name: `Star ${unique}` }).click();
    await expect
      .poll(() => page.getByText(`“${unique}” is now a popular article.`).isVisible())
      .toBe(true);

    // The customer finds it among the popular articles and by searching.
    const shopper = await customer.newPage();
    await signIn(shopper, 'customer@example.com');
    await shopper.goto('/supportHub');
    const popular = shopper.getByRole('region', { name: 'Popular articles' });
    await expect
      .poll(() => popular.getByRole('link', { name: new RegExp(unique) }).isVisible())
      .toBe(true);
    await shopper.getByLabel('Search help articles').fill('mountain biking');
    await shopper.getByRole('button', { name: 'Search' }).click();
    await shopper.getByRole('link', { name: new RegExp(unique) }).click();
    await expect
      .poll(() => shopper.getByRole('heading', { name: unique, level: 1 }).isVisible())
      .toBe(true);
    expect(await shopper.getByRole('article').textContent()).toContain(
      'Mountain biking is fine too.',
    );
    await expect
      .poll(() =>
        shopper
          .getByRole('navigation', { name: 'On this page' })
          .getByRole('link')
          .allTextContents(),
      )
      .toEqual(['Before you ride']);
    expect(await shopper.getByRole('article').textContent()).toContain('Morgan Reid');
  });

  it('shows an article that contains a script without running it', async () => {
    const created = await apiFromPage<{ id: string; content: string }>(
      page,
      'POST',
      '/api/helps/manage/articles',
      {
        title: `Scripted ${Date.now().toString(36)}`,
        category: 'theData',
        published: true,
        content:
          '<h2>Safe heading</h2><p>Visible text</p><script>window.__ran = "script"</script>' +
          '<img src="x" onerror="window.__ran = \'img\'"><p onmouseover="window.__ran = \'hover\'">Hover me</p>' +
          '<a href="javascript:window.__ran=\'link\'">Bad link</a>',
      },
    );
    expect(created.status).toBe(201);
    expect(created.json.content).not.toMatch(/script|onerror|onmouseover|javascript:/i);

    const shopper = await customer.newPage();
    const dialogs: string[] = [];
    shopper.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(shopper, 'customer@example.com');
    await shopper.goto(`/support-hub/article/${created.json.id}`);
    await expect.poll(() => shopper.getByText('Visible text').isVisible()).toBe(true);
    await shopper.getByText('Hover me').hover();
    await shopper.getByText('Bad link').click();
    await shopper.waitForTimeout(300);
    expect(
      await shopper.evaluate(() => (window as unknown as { __ran?: string }).__ran),
    ).toBeUndefined();
    const content = shopper.getByTestId('article-content');
    expect(await content.locator('script, img, [onerror], [onmouseover]').count()).toBe(0);
    expect(await content.getByText('Bad link').getAttribute('href')).toBeNull();
    expect(dialogs).toEqual([]);
    await expectAccessible(shopper);
  });
});
