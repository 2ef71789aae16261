import { describe, expect, it } from 'vitest';
import { CLASS_N, CLASS_V } from '../classify/beat-classes.ts';
import { buildNn } from './nn-build.ts';

/** All beats N and analysable, sinus RR with a slow +/-4 % respiratory swing. */
function input(rr: number[], classes?: number[]): Parameters<typeof buildNn>[0] {
  const n = rr.length;
  return {
    rrMs: Float64Array.from(rr),
    rrValid: Uint8Array.from(rr, (_, k) => (k > 0 ? 1 : 0)),
    classes: Uint8Array.from(classes ?? rr.map(() => CLASS_N)),
    inAf: new Uint8Array(n),
    rrClass: new Uint8Array(n),
    pauseMs: 2000,
  };
}
const sinus = (n: number): number[] =>
  Array.from({ length: n }, (_, k) => 1000 + 40 * Math.sin((2 * Math.PI * k) / 5));

describe('buildNn', () => {
  it('keeps every interval of sinus rhythm, unchanged', () => {
    const rr = sinus(200);
    const { nn, nnValid } = buildNn(input(rr));
    expect(nnValid.slice(1).every((v) => v === 1)).toBe(true);
    expect(nn[57]).toBe(rr[57]);
  });

  it('leaves out the intervals around a beat classed V, and around a V beat taken for N', () => {
    const rr = sinus(200);
    const cls = rr.map(() => CLASS_N);
    cls[50] = CLASS_V;
    rr[50] = 600;
    rr[51] = 1400;
    rr[120] = 600; // premature, compensatory pause, but classed N
    rr[121] = 1400;
    const { nnValid } = buildNn(input(rr, cls));
    expect([nnValid[50], nnValid[51], nnValid[120], nnValid[121]]).toEqual([0, 0, 0, 0]);
    expect(nnValid[49]! + nnValid[52]! + nnValid[119]! + nnValid[122]!).toBe(4);
  });

  it('leaves out an abrupt run of short intervals taken for sinus rhythm', () => {
    const rr = sinus(200);
    for (let k = 80; k < 90; k++) rr[k] = 550;
    const { nnValid } = buildNn(input(rr));
    expect(Array.from(nnValid.slice(80, 90))).toEqual(Array(10).fill(0));
    expect(nnValid[79]).toBe(1);
    expect(nnValid[95]).toBe(1);
  });

  it('keeps a true pause as a pause', () => {
    const rr = sinus(200);
    rr[100] = 2600;
    const { nn, nnValid } = buildNn(input(rr));
    expect(nnValid[100]).toBe(1);
    expect(nn[100]).toBe(2600);
  });
});
