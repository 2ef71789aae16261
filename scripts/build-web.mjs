// Builds the web app unless dist/ already matches the sources (a hash of them is kept in dist/).
import { spawnSync } from 'node:child_process';
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

export function buildWeb({ force = false } = {}) {
  const expected = sourceHash();
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === expected) {
    console.log('Web app is up to date (apps/web/dist).');
    return;
  }
  console.log('Building the web app…');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, expected);
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildWeb({ force: process.argv.includes('--force') });
