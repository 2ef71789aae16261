import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** A Node process that calls shareCompileCache, then asks a new worker thread for its cache. */
function threadCacheDir(env: Record<string, string>): string {
  const module = path.join(import.meta.dirname, 'compile-cache.ts');
  const script = `
    import { Worker } from 'node:worker_threads';
    import { shareCompileCache } from ${JSON.stringify(module)};
    shareCompileCache();
    const worker = new Worker(new URL('data:text/javascript,' + encodeURIComponent(
      "import { parentPort } from 'node:worker_threads';" +
        "import { getCompileCacheDir } from 'node:module';" +
        'parentPort.postMessage(String(getCompileCacheDir()));',
    )));
    worker.once('message', (dir) => { process.stdout.write(dir); void worker.terminate(); });
  `;
  const { NODE_COMPILE_CACHE: _, NODE_DISABLE_COMPILE_CACHE: __, ...rest } = process.env;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...rest, ...env },
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  return result.stdout;
}

describe('the compile cache reaches the analysis threads', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartcheck-cc-'));
    dirs.push(dir);
    return dir;
  };

  it('a thread started after the call uses the process’s cache folder (the default one)', () => {
    const dir = tmp();
    // Node keeps each version's entries in a folder of its own inside the cache folder.
    const base = path.join(dir, 'node-compile-cache');
    expect(threadCacheDir({ TMPDIR: dir }).startsWith(base + path.sep)).toBe(true);
  });

  it('an operator’s NODE_COMPILE_CACHE is kept, and NODE_DISABLE_COMPILE_CACHE turns it off', () => {
    const dir = tmp();
    expect(threadCacheDir({ NODE_COMPILE_CACHE: dir }).startsWith(dir + path.sep)).toBe(true);
    expect(threadCacheDir({ NODE_DISABLE_COMPILE_CACHE: '1', TMPDIR: tmp() })).toBe('undefined');
  });
});
