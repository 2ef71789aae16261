import { CLASS_N } from '../classify/beat-classes.ts';
import { BEAT_EXTRA, BEAT_LONG_SHORT, BEAT_MISSED } from './lipponen2019.ts';
import { rollingStat, SortedWindow } from './sorted-window.ts';

/**
 * NN intervals for HRV: the interval between two consecutive beats both classed N, a true
 * interval (no excluded stretch between them), outside AF. Nothing is corrected or
 * interpolated (the Task Force 1996 definition of NN, and what NeuroKit2's hrv_time computes
 * from annotated N-to-N intervals); what is left out is left out:
 *  - an interval Lipponen & Tarvainen (2019) call "extra" (a false detection splitting an
 *    interval) - unless it is as long as a pause, which stays a pause;
 *  - an interval as long as a pause that they call "missed" or "long" (beats lost where the
 *    electrode lost contact): its two ends are not consecutive beats, so it is not an NN
 *    interval (116: one 5.9 s gap with every beat around it N made SDNN 114 ms for 23 ms);
 *    a true sinus pause is lost with it, and a period with several is withheld ('pauses').
 *    Shorter "missed" intervals stay: on DS1 most are true long sinus intervals (dropping them
 *    cut SDNN in 108, 118 and 215 beyond 5 %);
 *  - the two intervals around an N-classed beat whose timing says it is ectopic after all
 *    (`prematureNBeats`): a beat the classifier missed would otherwise put its short-long
 *    pair straight into RMSSD and SDNN.
 */
export interface NnInput {
  rrMs: Float64Array;
  rrValid: Uint8Array;
  classes: Uint8Array;
  inAf: Uint8Array;
  rrClass: Uint8Array;
  pauseMs: number;
}

const lost = (c: number): boolean => c === BEAT_MISSED || c === BEAT_LONG_SHORT;

export function buildNn(b: NnInput): { nn: Float64Array; nnValid: Uint8Array } {
  const n = b.rrMs.length;
  const nn = new Float64Array(n).fill(NaN);
  const nnValid = new Uint8Array(n);
  for (let k = 1; k < n; k++) {
    if (!b.rrValid[k] || b.classes[k] !== CLASS_N || b.classes[k - 1] !== CLASS_N) continue;
    if (b.inAf[k] || b.inAf[k - 1]) continue;
    if (b.rrClass[k] === BEAT_EXTRA && b.rrMs[k]! < b.pauseMs) continue;
    if (lost(b.rrClass[k]!) && b.rrMs[k]! >= b.pauseMs) continue;
    nn[k] = b.rrMs[k]!;
    nnValid[k] = 1;
  }
  const premature = prematureNBeats(nn, nnValid, b.rrMs, b.rrValid);
  for (let k = 1; k < n; k++) {
    if (!premature[k]) continue;
    nnValid[k] = 0;
    nn[k] = NaN;
    if (k + 1 < n) {
      nnValid[k + 1] = 0;
      nn[k + 1] = NaN;
    }
  }
  return { nn, nnValid };
}

/**
 * Prematurity cut, for beats the classifier called N but whose timing says otherwise: an
 * interval more than 20 % shorter than the local NN median and followed by a longer one
 * (a premature beat), and an abrupt run of intervals all more than 20 % under the median of
 * the NN intervals before it (a supraventricular run taken for sinus rhythm). 20 % is the
 * classic criterion for an ectopic interval in HRV editing (Malik et al. 1989, Eur Heart J
 * 10:1060, "Heart rate variability in relation to prognosis after myocardial infarction:
 * selection of optimal processing techniques"; the same prematurity index Holter systems use
 * for supraventricular premature beats): sinus rhythm changes that fast only rarely, and
 * NeuroKit2-style NN indices from annotated N beats are what the result is compared with.
 */
export const PREMATURE_SHARE = 0.2;
/**
 * Beats in the local median (11, the window Lipponen & Tarvainen 2019 use for theirs); also the
 * review's own test for premature beats (apps/api reviews/premature.ts).
 */
export const MEDIAN_BEATS = 11;
/** NN intervals needed before a run's anchor median is trusted (and the review's median). */
export const MIN_ANCHOR = 5;

export function prematureNBeats(
  nn: Float64Array,
  nnValid: Uint8Array,
  rrMs: Float64Array,
  rrValid: Uint8Array,
): Uint8Array {
  const n = nn.length;
  const out = new Uint8Array(n);
  const ref = localMedian(nn, nnValid, MEDIAN_BEATS);
  for (let k = 1; k + 1 < n; k++) {
    if (!nnValid[k] || !rrValid[k + 1] || !Number.isFinite(ref[k]!)) continue;
    const short = nn[k]! < (1 - PREMATURE_SHARE) * ref[k]!;
    if (short && rrMs[k + 1]! > nn[k]!) out[k] = 1;
  }
  markShortRuns(nn, nnValid, out);
  return out;
}

/**
 * Runs of two or more NN intervals under 80 % of the median of the MEDIAN_BEATS NN intervals
 * before the run (a causal anchor: inside a run a centred median would already be the run's).
 */
function markShortRuns(nn: Float64Array, nnValid: Uint8Array, out: Uint8Array): void {
  const n = nn.length;
  const prev = new Float64Array(MEDIAN_BEATS);
  // the same values as prev, kept sorted: its median without a sort per beat
  const sorted = new SortedWindow(MEDIAN_BEATS);
  let count = 0;
  for (let k = 1; k < n; k++) {
    if (!nnValid[k]) continue;
    if (count >= MIN_ANCHOR) {
      const lim = (1 - PREMATURE_SHARE) * sorted.at(sorted.size >> 1);
      let j = k;
      while (j < n && nnValid[j] && nn[j]! < lim) j++;
      if (j > k + 1) {
        out.fill(1, k, j);
        k = j - 1;
        continue;
      }
    }
    if (count >= MEDIAN_BEATS) sorted.replace(prev[count % MEDIAN_BEATS]!, nn[k]!);
    else sorted.add(nn[k]!);
    prev[count % MEDIAN_BEATS] = nn[k]!;
    count++;
  }
}

/** Median of the `win` valid values centred on each index (NaN where none). */
function localMedian(x: Float64Array, valid: Uint8Array, win: number): Float64Array {
  const n = x.length;
  const out = new Float64Array(n).fill(NaN);
  let m = 0;
  for (let i = 0; i < n; i++) if (valid[i]) m++;
  const idx = new Int32Array(m);
  const vals = new Float64Array(m);
  for (let i = 0, p = 0; i < n; i++)
    if (valid[i]) {
      idx[p] = i;
      vals[p++] = x[i]!;
    }
  const med = rollingStat(vals, Math.min(win, m), (w) => w.at(w.size >> 1));
  for (let p = 0; p < m; p++) out[idx[p]!] = med[p]!;
  return out;
}
