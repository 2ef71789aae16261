import { medianInPlace } from '../classify/order-stats.ts';

/**
 * Time-domain and Poincaré HRV indices over NN intervals in ms.
 * Definitions: Task Force of the ESC and NASPE (1996), "Heart rate
 * variability: standards of measurement, physiological interpretation and
 * clinical use", Circulation 93:1043-1065 (mean NN, SDNN, RMSSD, pNN50);
 * Brennan, Palaniswami & Kamen (2001), IEEE TBME 48:1342 (SD1, SD2);
 * Baevsky & Chernikova (2017), Cardiometry 10:66 (stress index), in the form
 * Kubios reports it (Tarvainen et al., Kubios HRV user guide): Mo = median RR,
 * AMo = share of intervals in the 50 ms modal bin, SI = AMo/(2 Mo MxDMn),
 * reported as its square root "to make it normally distributed".
 *
 * `valid[i]` says whether nn[i] is a usable interval; successive differences
 * are only taken between two valid neighbours (never across excluded signal).
 */
export interface TimeDomain {
  n: number;
  meanRr: number;
  sdnn: number;
  rmssd: number;
  pnn50: number;
  /** Mean of instantaneous heart rates 60000/NN (bpm), as Kubios' "Mean HR". */
  meanHr: number;
  minHr: number;
  maxHr: number;
  sd1: number;
  sd2: number;
  stressIndex: number;
  /** sqrt(stressIndex), Kubios' reported "Stress index". */
  stressIndexSqrt: number;
}

/** Baevsky's histogram bin width (ms). */
export const SI_BIN_MS = 50;

export function timeDomain(
  nn: ArrayLike<number>,
  valid?: ArrayLike<number>,
  from = 0,
  to = nn.length,
): TimeDomain | null {
  let n = 0;
  let sum = 0;
  let sumHr = 0;
  let minRr = Infinity;
  let maxRr = -Infinity;
  for (let i = from; i < to; i++) {
    if (valid && !valid[i]) continue;
    const v = nn[i]!;
    n++;
    sum += v;
    sumHr += 60000 / v;
    if (v < minRr) minRr = v;
    if (v > maxRr) maxRr = v;
  }
  if (n < 3) return null;
  const mean = sum / n;
  let ss = 0;
  for (let i = from; i < to; i++) if (!valid || valid[i]) ss += (nn[i]! - mean) ** 2;
  const sdnn = Math.sqrt(ss / (n - 1));
  // successive differences between valid neighbours
  let nd = 0;
  let sd2sum = 0;
  let dsum = 0;
  let over50 = 0;
  for (let i = from + 1; i < to; i++) {
    if (valid && (!valid[i] || !valid[i - 1])) continue;
    const d = nn[i]! - nn[i - 1]!;
    nd++;
    sd2sum += d * d;
    dsum += d;
    if (Math.abs(d) > 50) over50++;
  }
  const rmssd = nd > 0 ? Math.sqrt(sd2sum / nd) : NaN;
  const sdsdVar = nd > 1 ? (sd2sum - (dsum * dsum) / nd) / (nd - 1) : NaN;
  const sd1 = Math.sqrt(0.5 * sdsdVar);
  const sd2 = Math.sqrt(Math.max(0, 2 * sdnn * sdnn - 0.5 * sdsdVar));
  const si = stressIndex(nn, valid, from, to, n, minRr, maxRr);
  return {
    n,
    meanRr: mean,
    sdnn,
    rmssd,
    pnn50: nd > 0 ? (100 * over50) / nd : NaN,
    meanHr: sumHr / n,
    minHr: 60000 / maxRr,
    maxHr: 60000 / minRr,
    sd1,
    sd2,
    stressIndex: si,
    stressIndexSqrt: Math.sqrt(si),
  };
}

function stressIndex(
  nn: ArrayLike<number>,
  valid: ArrayLike<number> | undefined,
  from: number,
  to: number,
  n: number,
  minRr: number,
  maxRr: number,
): number {
  const bins = new Uint32Array(Math.floor((maxRr - minRr) / SI_BIN_MS) + 1);
  const vals = new Float64Array(n);
  let k = 0;
  for (let i = from; i < to; i++) {
    if (valid && !valid[i]) continue;
    const v = nn[i]!;
    vals[k++] = v;
    bins[Math.floor((v - minRr) / SI_BIN_MS)]!++;
  }
  let mode = 0;
  for (const b of bins) if (b > mode) mode = b;
  const mo = medianInPlace(vals) / 1000;
  const amo = (100 * mode) / n;
  const mxdmn = (maxRr - minRr) / 1000;
  // A perfectly constant rhythm has MxDMn = 0; report the SI of one histogram bin's width instead of Infinity.
  return amo / (2 * mo * Math.max(mxdmn, SI_BIN_MS / 1000));
}
