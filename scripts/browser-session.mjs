// The start-and-sign-in setup the browser measurements share (scripts/bench-lighthouse.mjs,
// scripts/bundle-size-browser.mjs): the product as `npm start` runs it on a fresh data folder
// with the demo data, Debian's Chromium in a throwaway profile, and the demo customer's sign-in.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The demo customer (apps/api/src/seed, docs/CONVENTIONS.md). */
export const DEMO = { email: 'customer@example.com', password: 'Heart-Check-72' };

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` every half second until it answers true; throws after `timeoutMs`. */
export async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} not ready within ${timeoutMs / 1000} s`);
}

/**
 * The product as `npm start` runs it, on a fresh data folder (`tmpPrefix`) with the demo data
 * and a demo recording of `recordingHours`. Answers its URL and `stop()`.
 */
export async function startProduct({ tmpPrefix, recordingHours }) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      DEMO_RECORDING_HOURS: String(recordingHours),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitFor(async () => (await fetch(`${url}/api/ready`)).ok, 60_000, 'the server');
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

/** Headless Chromium with a throwaway profile (`tmpPrefix`); `close()` also removes it. */
export async function launchProfile({ tmpPrefix, args = [] }) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...args, '--no-sandbox', '--disable-dev-shm-usage'],
  });
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/**
 * Signs the profile's first tab in as the demo customer at the provider; other tabs of the
 * profile then sign in silently (sessions across tabs). Answers the tab, on /home.
 */
export async function signInDemo(context, url) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${url}/`);
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/home$/);
  return page;
}
