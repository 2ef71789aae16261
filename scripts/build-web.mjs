// Builds the web app unless dist/ already matches the sources (a hash of them is kept in dist/).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
const stamp = path.join(dist, '.source-hash');

function hashTree(hash, dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else hash.update(full).update(fs.readFileSync(full));
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const item of [
    'src',
    'public',
    'index.html',
    'silent-renew.html',
    'vite.config.ts',
    'vite-plugins',
    'package.json',
  ]) {
    const full = path.join(web, item);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isDirectory()) hashTree(hash, full);
    else hash.update(full).update(fs.readFileSync(full));
  }
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')));
  return hash.digest('hex');
}

/** Whether dist/ was built from the current sources. */
export function webIsUpToDate() {
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceHash();
}

function viteArgs(outDir) {
  return [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ];
}

/**
 * Builds into a fresh folder beside dist/ and then swaps it in, so a server already serving
 * dist/ never sees a half-written app.
 */
function swapIn(next, expected) {
  fs.writeFileSync(path.join(next, '.source-hash'), expected);
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(next, dist);
}

export function buildWeb({ force = false } = {}) {
  const expected = sourceHash();
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === expected) {
    console.log('Web app is up to date (apps/web/dist).');
    return;
  }
  console.log('Building the web app…');
  const started = Date.now();
  const next = `${dist}.next`;
  const result = spawnSync(process.execPath, viteArgs(next), { cwd: web, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  swapIn(next, expected);
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** The same build in the background; resolves with the seconds it took. */
export function buildWebInBackground() {
  const expected = sourceHash();
  const started = Date.now();
  const next = `${dist}.next`;
  const child = spawn(process.execPath, viteArgs(next), { cwd: web, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the web build exited with ${code}`));
      swapIn(next, expected);
      resolve((Date.now() - started) / 1000);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildWeb({ force: process.argv.includes('--force') });
