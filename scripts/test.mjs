// The whole test command: format, lint, typecheck, unit and integration tests (on the embedded
// database, and on the PostgreSQL server when TEST_DATABASE_URL is set), build, browser tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureGlewlwyd } from './ensure-glewlwyd.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

// Node's compile cache, for everything this command starts (NODE_COMPILE_CACHE is inherited by
// child processes and worker threads): the API suite starts about a hundred analysis threads,
// and each compiled the engine's TypeScript afresh (0.3 s of CPU a thread, 29 s a run, measured
// 29 November); with the cache the first thread compiles and the rest read it (0.07 s). A fresh
// folder for each run, removed at the end, so that no run depends on an earlier one's. Set
// NODE_COMPILE_CACHE yourself to keep one; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
const compileCache = process.env.NODE_COMPILE_CACHE
  ? undefined
  : fs.mkdtempSync(path.join(os.tmpdir(), 'heartcheck-compile-cache-'));
if (compileCache) process.env.NODE_COMPILE_CACHE = compileCache;

/** Runs one command; `step` is the step name that selects it (`node scripts/test.mjs <step>`). */
function run(label, command, args, env = {}, step = label) {
  if (only.length > 0 && !only.includes(step)) return;
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[path.basename(command), ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${label} ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds}s`);
    finish(1);
  }
}

/** Runs commands side by side, at most one per core; fails (after all have ended) if any did. */
async function runTogether(steps) {
  const wanted = steps.filter(({ label }) => only.length === 0 || only.includes(label));
  const queue = [...wanted];
  const failed = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const { label, name, command, args } = step;
      const started = Date.now();
      const { code, output } = await captured(command, args);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      timings.push(`${label} (${name}) ${seconds}s`);
      console.log(`\n▶ ${label}: ${[path.basename(command), ...args].join(' ')} (${seconds}s)`);
      if (output) process.stdout.write(output);
      if (code !== 0) failed.push(name);
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, lane),
  );
  if (failed.length > 0) {
    console.error(`\n✖ ${failed.join(', ')} failed`);
    finish(1);
  }
}

/** One command's exit code and its stdout and stderr together, in the order written. */
function captured(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    const keep = (chunk) => (output += chunk);
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

function vitest(label, configDir, extraEnv = {}, filters = []) {
  const report = path.join(os.tmpdir(), `heartcheck-vitest-${label}-${process.pid}.json`);
  if (only.length > 0 && !only.includes(label)) return;
  const started = Date.now();
  const zone = extraEnv.TZ ? `, TZ=${extraEnv.TZ}` : '';
  console.log(`\n▶ ${label}: vitest run (${configDir}${zone})`);
  const result = spawnSync(
    bin('vitest'),
    [
      'run',
      '--root',
      configDir,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...filters,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } },
  );
  timings.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests ?? 0;
    totals.failed += json.numFailedTests ?? 0;
    totals.skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    fs.rmSync(report);
  }
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    finish(1);
  }
}

function finish(code) {
  if (compileCache) fs.rmSync(compileCache, { recursive: true, force: true });
  console.log(`\nTimings: ${timings.join(', ')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

// The static checks need nothing from each other, so they run side by side, as many at a time
// as the machine has cores, longest first (ESLint's typed rules take about as long as the rest
// together). Each one's output is printed whole when it ends.
const projects = ['packages/ecg', 'packages/contracts', 'apps/api', 'apps/web', 'e2e'].filter(
  (project) => fs.existsSync(path.join(root, project, 'tsconfig.json')),
);
await runTogether([
  { label: 'lint', name: 'eslint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  ...projects.map((project) => ({
    label: 'typecheck',
    name: `tsc ${project}`,
    command: bin('tsc'),
    args: ['-p', project],
  })),
  {
    label: 'format',
    name: 'prettier',
    command: bin('prettier'),
    args: ['--check', '--log-level', 'warn', '.'],
  },
  {
    label: 'codegen',
    name: 'codegen',
    command: process.execPath,
    args: ['scripts/codegen.mjs', '--check'],
  },
  // Import boundaries by resolved path, no cycles anywhere (dependency-cruiser,
  // `.dependency-cruiser.cjs`); the `scripts` step plants each kind of illegal import.
  {
    label: 'lint',
    name: 'boundaries',
    command: process.execPath,
    args: [path.join(root, 'scripts/boundaries.mjs')],
  },
]);
// The API and web suites run in time zones far from the UK (the service's days are UK days,
// whatever zone a server, a browser or CI is in): Auckland is a day ahead of London for half of
// every day, Los Angeles a day behind for part of it. So the suites pass, and are checked, the
// same whatever zone this machine has. The `tz` step runs the date rules' own tests under the
// other zone each, so both zones exercise both apps' date logic (about 15 s, mostly PGlite setup).
const SUITE_TZ = { 'apps/api': 'Pacific/Auckland', 'apps/web': 'America/Los_Angeles' };
for (const project of ['packages/ecg', 'apps/api', 'apps/web']) {
  if (fs.existsSync(path.join(root, project, 'vitest.config.ts')))
    vitest(
      project === 'packages/ecg' ? 'ecg' : project.split('/')[1],
      project,
      SUITE_TZ[project] ? { TZ: SUITE_TZ[project] } : {},
    );
}
vitest('tz', 'apps/api', { TZ: 'America/Los_Angeles' }, [
  'uk-day',
  'delivery-day',
  'demo-timeline',
]);
vitest('tz', 'apps/web', { TZ: 'Pacific/Auckland' }, ['uk-day']);
// The project's own scripts: the web build `npm start` runs (lock, checks before stamping) and
// the import-boundary check (each kind of illegal import planted in a scratch copy).
vitest('scripts', 'scripts');
if (only.length === 0 || only.includes('e2e')) {
  ensureChromium();
  ensureGlewlwyd();
  // Part of the `e2e` step: the browser tests need the built web app, which a fresh checkout
  // does not have (run alone, they would meet blank pages).
  run('build', process.execPath, [path.join(root, 'scripts/build-web.mjs')], {}, 'e2e');
  vitest('e2e', 'e2e');
}
finish(totals.failed > 0 ? 1 : 0);
