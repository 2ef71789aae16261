import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MITDB } from './helpers.ts';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/heartcheck-ecg.mjs');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });

describe('heartcheck-ecg CLI', () => {
  it('detect prints R-peak sample indices as a JSON array', () => {
    const r = run('detect', path.join(MITDB, '114.hea'), '--channel', '1');
    expect(r.status).toBe(0);
    const peaks = JSON.parse(r.stdout) as number[];
    expect(peaks.length).toBeGreaterThan(1870);
    expect(peaks.every(Number.isInteger)).toBe(true);
  });

  it('beats prints [sampleIndex, class] pairs; record 119 has its ventricular bigeminy', () => {
    const r = run('beats', path.join(MITDB, '119.hea'));
    expect(r.status).toBe(0);
    const pairs = JSON.parse(r.stdout) as [number, string][];
    expect(pairs.length).toBeGreaterThan(1950);
    expect(pairs.every(([s, c]) => Number.isInteger(s) && 'NSVFQ'.includes(c))).toBe(true);
    // 444 of the 1987 reference beats are V (MIT-BIH README)
    const v = pairs.filter(([, c]) => c === 'V').length;
    expect(v).toBeGreaterThan(420);
    expect(v).toBeLessThan(470);
  });

  it('analyse exits 1 with a clear message when no ECG can be analysed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hc-cli-flat-'));
    const file = path.join(dir, 'flat.csv');
    const rows = ['time_s,millivolts'];
    for (let i = 0; i < 250 * 60; i++) rows.push(`${(i / 250).toFixed(3)},0`);
    writeFileSync(file, rows.join('\n') + '\n');
    const r = run('analyse', file);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /no analysable ECG: 0\.0 s of 60\.0 s could be analysed \(signal flat\)/,
    );
  });

  it('analyse prints the full result as JSON', () => {
    const r = run('analyse', path.join(MITDB, '115.hea'));
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout) as {
      samplingRate: number;
      summary: { totalBeats: number };
      series: { hrPerMinute: (number | null)[] };
    };
    expect(j.samplingRate).toBe(360);
    expect(j.summary.totalBeats).toBe(1953);
    expect(j.series.hrPerMinute.length).toBe(31);
  });

  it('prints help, and fails with a message on bad input', () => {
    expect(run('--help').stdout).toMatch(/Usage:/);
    const none = run();
    expect(none.status).toBe(2);
    const missing = run('detect', '/nonexistent/x.edf');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/cannot read/);
    const bad = path.join(mkdtempSync(path.join(tmpdir(), 'hc-cli-')), 'bad.edf');
    writeFileSync(bad, 'not an edf file at all');
    const b = run('analyse', bad);
    expect(b.status).toBe(1);
    expect(b.stderr).toMatch(/EDF: file truncated in the fixed header/);
    expect(run('detect', bad, '--channel', 'x').stderr).toMatch(/--channel must be an integer/);
    expect(run('frobnicate', bad).status).toBe(2);
    const ext = run('detect', path.join(MITDB, 'README.md'));
    expect(ext.stderr).toMatch(/cannot tell the format/);
  });
});
