import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildWeb, sourceHash, webIsUpToDate } from '../build-web.mjs';
import { NAMESPACES, fakeVite } from './fake-vite.mjs';

describe('the web build npm start runs', () => {
  let web;
  beforeEach(async () => {
    web = await fsp.mkdtemp(path.join(os.tmpdir(), 'heartcheck-web-build-'));
    await fsp.mkdir(path.join(web, 'public/locales/en'), { recursive: true });
    await fsp.writeFile(path.join(web, 'index.html'), '<script type="module" src="/src/main.tsx">');
    await fsp.writeFile(path.join(web, 'public/favicon.svg'), '<svg/>');
    for (const name of NAMESPACES)
      await fsp.writeFile(path.join(web, 'public/locales/en', name), '{"title":"HeartCheck"}');
  });
  afterEach(() => fsp.rm(web, { recursive: true, force: true }));

  const distFile = (...parts) => path.join(web, 'dist', ...parts);

  it('two builds at once leave one complete build, built and stamped once', async () => {
    const vite = fakeVite();
    const results = await Promise.all([
      buildWeb({ web, build: vite.build, log: () => {} }),
      buildWeb({ web, build: vite.build, log: () => {} }),
    ]);
    expect(results.sort()).toEqual(['built', 'up-to-date']);
    expect(vite.calls).toHaveLength(1);
    for (const name of NAMESPACES) expect(fs.existsSync(distFile('locales/en', name))).toBe(true);
    expect(fs.existsSync(distFile('assets/index-1.js'))).toBe(true);
    expect(fs.readFileSync(distFile('.source-hash'), 'utf8')).toBe(sourceHash(web));
    expect(webIsUpToDate(web)).toBe(true);
  });

  it('two starts (two processes) at once: one builds, the other waits and finds it up to date', async () => {
    const start = () =>
      promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'fake-vite.mjs'), web]);
    const outputs = await Promise.all([start(), start()]);
    expect(outputs.map(({ stdout }) => stdout.trim()).sort()).toEqual(['built', 'up-to-date']);
    for (const name of NAMESPACES) expect(fs.existsSync(distFile('locales/en', name))).toBe(true);
    expect(webIsUpToDate(web)).toBe(true);
  });

  it('takes over the lock of a build whose process has died', async () => {
    const work = path.join(web, 'node_modules/.cache/heartcheck-build');
    await fsp.mkdir(work, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await fsp.writeFile(path.join(work, 'lock'), `${dead}:stale`);
    expect(await buildWeb({ web, build: fakeVite().build, log: () => {} })).toBe('built');
    expect(fs.existsSync(path.join(work, 'lock'))).toBe(false);
  });

  it('never stamps a build that lacks a translation file, and keeps the last good one', async () => {
    await buildWeb({ web, build: fakeVite().build });
    const good = fs.readFileSync(distFile('.source-hash'), 'utf8');
    await fsp.writeFile(path.join(web, 'public/locales/en/home.json'), '{"title":"Home"}');

    const broken = fakeVite({ omit: ['orders.json'] });
    await expect(buildWeb({ web, build: broken.build })).rejects.toThrow(
      /locales\/en\/orders\.json/,
    );
    expect(webIsUpToDate(web)).toBe(false);
    expect(fs.readFileSync(distFile('.source-hash'), 'utf8')).toBe(good);
    expect(fs.existsSync(distFile('locales/en/orders.json'))).toBe(true);

    // The next start builds again rather than trusting the broken one.
    expect(await buildWeb({ web, build: fakeVite().build })).toBe('built');
    expect(webIsUpToDate(web)).toBe(true);
  });

  it('refuses a build whose page names an entry script it does not contain', async () => {
    const vite = fakeVite();
    const build = async (outDir, source) => {
      await vite.build(outDir, source);
      await fsp.rm(path.join(outDir, 'assets/index-1.js'));
    };
    await expect(buildWeb({ web, build })).rejects.toThrow(/assets\/index-1\.js/);
    expect(fs.existsSync(distFile('.source-hash'))).toBe(false);
  });
});
