import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  localStorageEntry,
  newContext,
  screenshot as saveScreenshot,
} from '../support/browser.ts';

/** Screenshots from the top of the page, so a sticky header is not painted mid-page. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

const WAIT = { timeout: 10_000 };

/** A new customer of its own, so this file never changes the demo accounts others rely on. */
async function signUpFresh(page: Page): Promise<string> {
  const email = `shell-${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('New password', { exact: true }).fill('Pulse-Rate-60');
  await page.getByLabel('Confirm new password').fill('Pulse-Rate-60');
  await page.getByLabel('Given name').fill('Robin');
  await page.getByLabel('Surname').fill('Ellis');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The same answer whether or not the address was registered: sign in next.
  await page.getByText('We have sent an email to that address').waitFor(WAIT);
  await page.getByLabel('Password', { exact: true }).fill('Pulse-Rate-60');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
  return email;
}

const fieldError = (page: Page, label: string) =>
  page.evaluate((name) => {
    const input = [...document.querySelectorAll('label')].find((l) => l.textContent === name)
      ?.control as HTMLInputElement | undefined;
    const id = input
      ?.getAttribute('aria-describedby')
      ?.split(' ')
      .find((d) => d.endsWith('-error'));
    return {
      invalid: input?.getAttribute('aria-invalid'),
      message: id ? document.getElementById(id)?.textContent : undefined,
    };
  }, label);

describe('account settings and profile picture', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let email: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser);
    page = await context.newPage();
    email = await signUpFresh(page);
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
  });

  it('saves the profile through the API and the header shows the new name', async () => {
    await page.goto('/settings');
    await expect.poll(() => page.getByLabel('First name').inputValue(), WAIT).toBe('Robin');
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    expect(await page.getByLabel('Email address').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('link', { name: 'How to change your email address' }).count()).toBe(
      1,
    );
    await expectAccessible(page);

    await page.getByLabel('Last name').fill('Ellis-Carter');
    await page.getByLabel('Phone number').fill('07700 900456');
    await page.getByLabel('Address', { exact: true }).fill('10 Downing Street');
    await page.getByLabel('Town or city').fill('London');
    await page.getByLabel('Postcode').fill('sw1a2aa');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'saved' }).textContent(), WAIT)
      .toBe('Your details have been saved.');
    expect(await page.getByLabel('Postcode').inputValue()).toBe('SW1A 2AA');
    expect(await page.getByTestId('header-user').textContent()).toBe('Robin Ellis-Carter');
    await screenshot(page, 'shell-settings-saved');

    const sessionUser = (await localStorageEntry(page, 'sessionUser')) as {
      state: { user: Record<string, unknown> };
    };
    expect(sessionUser.state.user).toMatchObject({
      lastName: 'Ellis-Carter',
      deliveryAddress: { address: '10 Downing Street', postcode: 'SW1A 2AA', country: 'GB' },
    });
    const userStore = (await localStorageEntry(page, 'user-store')) as {
      state: { user: Record<string, unknown> };
    };
    expect(userStore.state.user).toMatchObject({
      lastName: 'Ellis-Carter',
      postalCode: 'SW1A 2AA',
    });

    await page.reload();
    await expect.poll(() => page.getByLabel('Last name').inputValue(), WAIT).toBe('Ellis-Carter');
  });

  it('shows clear field errors, from the form and from the server', async () => {
    await page.getByLabel('First name').fill('');
    await page.getByLabel('Postcode').fill('12345');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => fieldError(page, 'Postcode'))
      .toEqual({ invalid: 'true', message: 'Enter a valid UK postcode, such as SW1A 1AA.' });
    expect(await fieldError(page, 'First name')).toEqual({
      invalid: 'true',
      message: 'Enter your first name.',
    });
    expect(await page.getByRole('alert').textContent()).toBe(
      'Please correct the highlighted fields.',
    );
    await expectAccessible(page);
    await screenshot(page, 'shell-settings-errors');

    // The server checks again: a UK number with too few digits passes the form's check.
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Postcode').fill('SW1A 2AA');
    await page.getByLabel('Phone number').fill('0770');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => fieldError(page, 'Phone number'), WAIT)
      .toEqual({ invalid: 'true', message: 'Enter a UK phone number, such as 07700 900123.' });
    await page.getByLabel('Phone number').fill('07700 900456');
  });

  it('uploads a picture, cropped square and shown in the header; refuses anything else', async () => {
    await page.goto('/avatar');
    const input = page.locator('input[type="file"]');
    await expect.poll(() => input.count(), WAIT).toBe(1);
    await expectAccessible(page);

    const photo = await sharp({
      create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    await input.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Save picture' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'picture' }).textContent(), WAIT)
      .toBe('Your picture has been updated.');
    const header = page.locator('header img');
    await expect
      .poll(() => header.getAttribute('src'), WAIT)
      .toMatch(/^\/api\/avatars\/[\w-]+\?v=/);
    const src = (await header.getAttribute('src'))!;
    await expect
      .poll(() => header.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([256, 256]);
    await screenshot(page, 'shell-avatar-uploaded');

    await input.setInputFiles({
      name: 'not-really.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.');
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 10),
    });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This picture is larger than 2 MB. Choose a smaller one.');
    expect(await header.getAttribute('src')).toBe(src);
    await expectAccessible(page);
    await screenshot(page, 'shell-avatar-refused');

    // Without the URL's key the picture is not served.
    const bare = await page.request.get(src.split('?')[0]!);
    expect(bare.status()).toBe(404);
    expect((await page.request.get(src)).status()).toBe(200);
  });
});
