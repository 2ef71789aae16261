// Builds the web app unless dist/ already matches the sources (a hash of them is kept in dist/).
// One build at a time per checkout (a lock file), each in its own folder, checked before it is
// stamped and swapped in: two `npm start` at once once swapped in a build without its English
// translation files and stamped it up to date (issue 22, item 11).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const WEB = path.join(root, 'apps/web');

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

export function sourceHash(web = WEB) {
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

const stampOf = (web) => path.join(web, 'dist', '.source-hash');

/** Whether dist/ was built from the current sources. */
export function webIsUpToDate(web = WEB) {
  const stamp = stampOf(web);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceHash(web);
}

/** Vite's production build of `web` into `outDir`. */
export function viteBuild(outDir, web = WEB) {
  const args = [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ];
  const child = spawn(process.execPath, args, { cwd: web, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the web build exited with ${code}`)),
    );
  });
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, prefix = '') {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
}

/**
 * What is wrong with a build in `outDir`, or nothing: every page the sources have (index.html,
 * silent-renew.html) is there, every file a page loads from this origin (entry scripts, styles,
 * icons) is there, and every translation file of public/locales is there and is JSON.
 */
export function verifyBuild(outDir, web = WEB) {
  const problems = [];
  const pages = fs.readdirSync(web).filter((name) => name.endsWith('.html'));
  for (const page of pages) {
    const built = path.join(outDir, page);
    if (!fs.existsSync(built)) {
      problems.push(`${page} is missing`);
      continue;
    }
    const html = fs.readFileSync(built, 'utf8');
    for (const [, ref] of html.matchAll(/\b(?:src|href)="(\/[^/"?#][^"?#]*)/g)) {
      if (!fs.existsSync(path.join(outDir, ref)))
        problems.push(`${ref.slice(1)} (loaded by ${page}) is missing`);
    }
  }
  for (const file of filesUnder(path.join(web, 'public/locales'))) {
    const built = path.join(outDir, 'locales', file);
    if (!fs.existsSync(built)) problems.push(`locales/${file} is missing`);
    else {
      try {
        JSON.parse(fs.readFileSync(built, 'utf8'));
      } catch {
        problems.push(`locales/${file} is not JSON`);
      }
    }
  }
  return problems;
}

const readOr = (file, fallback) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Takes the build lock of `web` (a file created exclusively, naming its process), waiting while
 * another build holds it; a lock whose process has died (a start stopped mid-build) is taken
 * over. Answers the release function.
 */
async function acquireLock(lockFile, log) {
  const token = `${process.pid}:${randomBytes(8).toString('hex')}`;
  let announced = false;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, token, { flag: 'wx' });
      return () => {
        if (readOr(lockFile, '') === token) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const held = readOr(lockFile, '');
    const holder = Number(held.split(':')[0]);
    if (holder && !isAlive(holder)) {
      // Read again just before removing, so a lock another waiter has just taken stays.
      if (readOr(lockFile, '') === held) fs.rmSync(lockFile, { force: true });
      continue;
    }
    if (!announced) log('Waiting for the web build another start is running…');
    announced = true;
    // Polled: a build takes seconds, so a quarter-second check costs nothing.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Builds `web` unless dist/ matches its sources: under the lock, into a folder of its own, then
 * checked (verifyBuild), stamped with the source hash and swapped in, so a server already
 * serving dist/ never sees a half-written app and a bad build is never stamped. A start that
 * waited for another's build finds it up to date. Answers 'built' or 'up-to-date'.
 */
export async function buildWeb({
  force = false,
  web = WEB,
  build = viteBuild,
  log = console.log,
} = {}) {
  const dist = path.join(web, 'dist');
  const work = path.join(web, 'node_modules/.cache/heartcheck-build');
  fs.mkdirSync(work, { recursive: true });
  const release = await acquireLock(path.join(work, 'lock'), log);
  // Folders left by a build that was stopped (no other build runs while the lock is held).
  for (const left of fs.readdirSync(work).filter((name) => name.startsWith('next-')))
    fs.rmSync(path.join(work, left), { recursive: true, force: true });
  const next = path.join(work, `next-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    const expected = sourceHash(web);
    if (!force && webIsUpToDate(web)) return 'up-to-date';
    log('Building the web app…');
    await build(next, web);
    const problems = verifyBuild(next, web);
    if (problems.length > 0)
      throw new Error(`The web build is incomplete and was not used: ${problems.join('; ')}.`);
    fs.writeFileSync(path.join(next, '.source-hash'), expected);
    const old = `${next}-old`;
    if (fs.existsSync(dist)) fs.renameSync(dist, old);
    fs.renameSync(next, dist);
    fs.rmSync(old, { recursive: true, force: true });
    return 'built';
  } finally {
    fs.rmSync(next, { recursive: true, force: true });
    release();
  }
}

/** The build as `npm start` runs it beside the server: resolves with the seconds it took. */
export async function buildWebInBackground() {
  const started = Date.now();
  const result = await buildWeb();
  return result === 'built' ? (Date.now() - started) / 1000 : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  buildWeb({ force: process.argv.includes('--force') }).then(
    (result) =>
      console.log(
        result === 'built'
          ? `Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`
          : 'Web app is up to date (apps/web/dist).',
      ),
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
