// Builds the web app and prints the gzip size of the JavaScript a signed-in visit to /home
// loads: the entry chunk and its static imports, plus the lazily loaded chunks the route needs
// (its page and the default layout) with their imports, and, as a new tab signs in silently
// (the token cache is per tab), the silent-renew page's script. Fails
// above the budget, counted in KB of 1024 bytes (KiB); the decimal kB figure is printed too.
// The same visit measured in Chromium: scripts/bundle-size-browser.mjs.
// Usage: node scripts/bundle-size.mjs [--budget-kb=150] [--verbose]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget-kb='));
// Issue 23, item 5: a first page within 150 KB gzipped.
const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : 150;
const verbose = process.argv.includes('--verbose');

/** Source modules whose chunks /home loads lazily: the app, the route's page and the default layout. */
const HOME_LAZY_SOURCES = [
  // The app itself: the entry (src/main.tsx) loads it unless a provider screen skips it.
  'src/start.tsx',
  'src/features/home/HomePage.tsx',
  'src/app/layouts/types/CollapsibleSideLayout.tsx',
  // A new tab's silent sign-in: the hidden frame's page (the sign-in library is not loaded for it:
  // src/lib/auth/first-silent-sign-in.ts).
  'silent-renew.html',
];

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartcheck-bundle-'));
try {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      cwd: web,
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const source of HOME_LAZY_SOURCES) {
    // A source grouped into a start-up chunk has no entry of its own: it is counted already.
    visit(source);
  }

  let total = 0;
  let raw = 0;
  const rows = [];
  for (const file of [...files].filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(outDir, file));
    const gz = zlib.gzipSync(code, { level: 9 }).length;
    total += gz;
    raw += code.length;
    rows.push([file, code.length, gz]);
  }
  rows.sort((a, b) => b[2] - a[2]);
  if (verbose)
    for (const [file, size, gz] of rows)
      console.log(
        `  ${file.padEnd(48)} ${String(size).padStart(8)} B  ${(gz / 1000).toFixed(1)} kB gz`,
      );
  const kib = total / 1024;
  console.log(
    `/home loads ${rows.length} JavaScript files: ${(raw / 1024).toFixed(1)} KB raw, ` +
      `${kib.toFixed(1)} KB gzipped (${total} bytes, ${(total / 1000).toFixed(1)} kB); ` +
      `budget ${budgetKb} KB.`,
  );
  if (kib > budgetKb) {
    console.error(`✖ over budget by ${(kib - budgetKb).toFixed(1)} KB`);
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
