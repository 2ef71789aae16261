import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveStartGate, START_GATE_ENV, withStartGate } from './start-gate.ts';

describe('the PGlite start gate', () => {
  let dir: string;
  let gate: net.Server;
  let saved: string | undefined;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heartcheck-gate-'));
    gate = await serveStartGate(path.join(dir, 'gate.sock'));
    saved = process.env[START_GATE_ENV];
    process.env[START_GATE_ENV] = path.join(dir, 'gate.sock');
  });
  afterEach(async () => {
    // The workers share their process with other test files (isolate: false): put it back.
    if (saved === undefined) delete process.env[START_GATE_ENV];
    else process.env[START_GATE_ENV] = saved;
    await new Promise((resolve) => gate.close(resolve));
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('lets one start run at a time and every caller through, with its result', async () => {
    let inside = 0;
    let most = 0;
    const start = async (n: number) => {
      most = Math.max(most, ++inside);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inside--;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => withStartGate(() => start(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(1);
  });

  it('passes the turn on when a start fails, and the caller sees its error', async () => {
    const failing = withStartGate(() => Promise.reject(new Error('no database')));
    await expect(failing).rejects.toThrow('no database');
    await expect(withStartGate(async () => 'next')).resolves.toBe('next');
  });

  it('passes the turn on when the holder dies without ending its turn', async () => {
    // A worker process that crashes: its socket closes without a goodbye.
    const holder = net.connect(path.join(dir, 'gate.sock'));
    await new Promise((resolve) => holder.once('data', resolve));
    const after = withStartGate(async () => 'after');
    holder.destroy();
    await expect(after).resolves.toBe('after');
  });

  it('names the variable when the gate is not set up', async () => {
    delete process.env[START_GATE_ENV];
    await expect(withStartGate(async () => 1)).rejects.toThrow(START_GATE_ENV);
  });
});
