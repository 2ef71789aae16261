import { describe, expect, it } from 'vitest';
import { ROWS, type Logs } from '../bench/scorecard-rows.ts';

// bench/scorecard.ts reads each target's figure from its bench's output: the lines below are
// those benches' own formats (conducted-shape-cv, af-rr, vt-runs-cv, noise-stress,
// noise-holdout, hrv-cv, vf, cli-72h-real)
const LOGS: Logs = {
  'conducted-shape-cv': [
    'EC57 mitdb nested, with the conducted-shape rule: gross VEB Se=91.80% +P=92.48% SVEB Se=79.56% +P=79.14%',
    'EC57 svdb nested, with the conducted-shape rule: gross VEB Se=88.37% +P=91.15% SVEB Se=78.94% +P=71.76%',
  ].join('\n'),
  'af-rr': [
    '| afdb | 13 | 47.3 | 96.7 | 95.8 | 7156 | 535 | 71.6 | 65.7 |',
    '| ltafdb | 42 | 504.3 | 92.0 | 97.5 | 42802 | 0 | 61.3 | 80.7 |',
    '| ltafdb-qrs | 42 | 505.0 | 91.6 | 90.0 | 185806 | 0 | 57.7 | 48.3 |',
    '| mitdb-ecg | 22 | 0.6 | 91.9 | 92.6 | 400 | 247 | 95.8 | 100.0 |',
    '30 s strips (every 10th, all databases): F1 0.929; AF strips 6430, 5911 called',
  ].join('\n'),
  'vt-runs-cv': [
    '  nested CV mitdb: 28 of 35 runs found (80.0 %), 7 false VT (207:1 208:3 203:2 215:1); 0 of 633 normal 30-s strips with VT',
    '  nested CV svdb: 23 of 31 runs found (74.2 %), 12 false VT (821:1); 3 of 669 normal 30-s strips with VT',
  ].join('\n'),
  'vt-engine': [
    'mitdb 223: 5 of 7 runs found, 1 false VT, 1 uncertain',
    'mitdb: 25 of 43 reference runs found (58.1 %), 2 false VT counted, 9 VT uncertain',
    'svdb: 24 of 36 reference runs found (66.7 %), 2 false VT counted, 1 VT uncertain',
  ].join('\n'),
  'noise-stress': [
    'SNR  record  beats Se  +P   | clean Se | noisy Se  +P   | VEB Se  +P    | VT counted (uncertain), false',
    '  6  gross     96.9  97.9 |     99.3 |     93.8  95.3 |   79.1  85.5 | 16 (17), 2 false',
    '  0  gross     78.0  94.9 |     99.1 |     50.6  87.0 |   62.8  82.3 | 17 (21), 3 false',
  ].join('\n'),
  'noise-holdout': [
    'em ch0-      96540  0.88       0.79          10.3            108, 110   0   1  (uncertain VT 2, VF 0)',
    'em ch0+      96540  0.88       0.79           9.3                 110   0   1  (uncertain VT 2, VF 0)',
    'em ch1+      96540  0.88       0.79           0.0                   -   0   0  (uncertain VT 0, VF 0)',
  ].join('\n'),
  'hrv-cv':
    'mitdb: 20 records; within 1 / 5 / 10 % or rightly withheld (mean NN / SDNN / RMSSD): out-of-fold 20 / 19 / 18, in-sample 20 / 20 / 18',
  vf: 'total VF time called VF: 83.6 % of 1933 s; called unanalysable 20.9 %',
  'cli-72h-real': [
    'run 1: 7.21 s wall, 6.56 s CPU, 271 MB',
    'run 2: 6.9 s wall, 6.4 s CPU, 302 MB',
    'run 3: 7.4 s wall, 6.7 s CPU, 265 MB',
    '{"hours":72,"fileMB":208,"exit":0,"runs":3,"wallS":7.21,"cpuS":6.56,"peakRssMB":302,"resultMB":15}',
  ].join('\n'),
};

const read = (target: string, logs: Logs = LOGS) => {
  const row = ROWS.find((r) => r.target.startsWith(target));
  if (!row) throw new Error(`no row ${target}`);
  return row.read(logs);
};

describe('the scorecard rows', () => {
  it('reads each figure from its bench’s line and checks it against the target', () => {
    expect(read('MIT-BIH VEB')).toEqual({ figure: 'DS1 nested 91.8 / 92.5 %', met: false });
    expect(read('MIT-BIH SVEB')?.met).toBe(true);
    expect(read('SVDB VEB')?.figure).toBe('VEB 88.4 / 91.2 %, SVEB 78.9 / 71.8 %');
    expect(read('AF duration')).toEqual({
      figure: 'DS1 full ECG 91.9 / 92.6 %, 400 s outside',
      met: true,
    });
    expect(read('AF from beat times')?.figure).toBe('afdb 96.7 / 95.8 %, ltafdb 92.0 / 97.5 %');
    expect(read('VT: ≥ 80 %')).toEqual({
      figure:
        'DS1 nested 28 of 35 (80.0 %), 7 false; SVDB 23 of 31, 12 false; whole engine (in-sample classes, every .atr run) DS1 25 of 43, SVDB 24 of 36',
      met: true,
    });
    // 3 of 1,302 strips is under 5 of 150
    expect(read('VT: ≤ 5 of 150')).toEqual({
      figure: '3 of 1302 (DS1 and SVDB, nested)',
      met: true,
    });
    expect(read('Noise 6 dB')?.met).toBe(true);
    expect(read('Noise 0 dB')).toEqual({ figure: '+P 94.9 %, VEB +P 82.3 %', met: false });
    // the shipped rows (+) only: 9.3 %, but a rate in one segment
    expect(read('Noise alone')).toEqual({
      figure: '`em` held out whole: 9.3 % analysable (worse channel), a rate in 1 segment(s), 0 VT',
      met: false,
    });
    // 18 of 20 passes 15 of 17 (88 %); 17 of 20 would not
    expect(read('HRV')?.met).toBe(true);
    expect(
      read('HRV', { 'hrv-cv': LOGS['hrv-cv']!.replace('20 / 19 / 18', '20 / 19 / 17') })?.met,
    ).toBe(false);
    expect(read('VF')?.met).toBe(true);
    expect(read('72 h')).toEqual({
      figure: '7.21 s wall, 6.56 s CPU (medians), 302 MB peak (highest) of 3 runs, this machine',
      met: false,
    });
    // met only with the median wall within 7 s and the highest peak within 300 MB
    const cli = (wall: string, peak: string): boolean | undefined => {
      const log = LOGS['cli-72h-real']!.replace('"wallS":7.21', `"wallS":${wall}`).replace(
        '"peakRssMB":302',
        `"peakRssMB":${peak}`,
      );
      return read('72 h', { 'cli-72h-real': log })?.met;
    };
    expect(cli('7', '300')).toBe(true);
    expect(cli('7.21', '271')).toBe(false);
    expect(cli('6.9', '302')).toBe(false);
  });

  it('reads null where a bench did not run', () => {
    for (const row of ROWS) expect(row.read({})).toBeNull();
  });
});
