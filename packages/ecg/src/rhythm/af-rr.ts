import {
  medianOf,
  usableRr,
  windowFeatures,
  N_FEATURES,
  AF_FEATURES,
  type UsableRr,
} from './af-rr-features.ts';
import { ATRIAL_POINTS, ATRIAL_SCALE } from '../classify/beat-shape.ts';
import { atrialTemplateCorr, templateMedian } from './af-p-template.ts';
import { afState, contextProbability, movingMean, type AfRrContext } from './af-rr-context.ts';
import model from './af-rr-model.json' with { type: 'json' };

/**
 * Atrial fibrillation from RR intervals with a small learned model: logistic regression over
 * published RR markers of AF (af-rr-features.ts) in a sliding window of usable intervals
 * (intervals touching a V beat or an unclassifiable complex are left out, Petrenas et al.
 * 2015). The model (af-rr-model.json, model card in af-rr-model.md) was trained by
 * bench/af-rr-train.ts on the MIT-BIH AF, Long-Term AF and MIT-BIH Arrhythmia (DS1) beat
 * annotations, and every figure quoted for it is cross-validated by record
 * (bench/af-rr.ts).
 */
export interface AfRrModel {
  /** Usable intervals per window, and the step between window centres. */
  window: number;
  stride: number;
  features: string[];
  mean: number[];
  sd: number[];
  /** Intercept first, then one weight per standardised feature. */
  weights: number[];
  /** Probability above which a window is AF. */
  threshold: number;
  /** Window centres either side averaged into a beat's probability. */
  smooth: number;
  /** Optional stacked stage over the probability's context (af-rr-context.ts); replaces smooth. */
  context?: AfRrContext;
  /** Optional hysteresis: an AF stretch goes on while the probability stays above this. */
  stay?: number;
}

export const AF_RR_MODEL: AfRrModel = model;

/**
 * Stretches of AF closer than this merge (the gap is a few ectopic or noisy beats in one
 * episode), and an episode needs AF_MIN_S: the 30 s of the clinical single-lead AF definition
 * (ESC 2020 AF guidelines, Hindricks et al.).
 */
export const AF_MERGE_S = 10;
export const AF_MIN_S = 30;
/**
 * Organised atrial activity vetoes a window (full ECG only): the median consecutive-beat
 * correlation of the atrial segments (P-wave region) at or above this is sinus rhythm with
 * ectopy, not AF (Ladavich & Ghoraani 2015; Babaeizadeh et al. 2009; above 99 % of 16-beat
 * AF windows on DS1; see af-petrenas2015.ts).
 */
export const P_ORGANISED = 0.7;
/**
 * A window is not AF either when the long-coupled beats it spans (at least P_TEMPLATE_MIN)
 * match the P-wave template of the long-coupled beats before them (af-p-template.ts) by a
 * median correlation at or above this: sinus rhythm with frequent atrial ectopy. The rule
 * bench/af-p-template.ts cross-validates by record (nested in the AF model's folds) chooses the
 * 0.99 quantile of the AF windows' medians, rounded up to 0.05: on all DS1 AF windows, 0.8.
 * OFF in the engine (Infinity; 27 November): nested, it costs AF Se 91.9 -> 90.1 % for +P
 * 82.6 -> 86.3 % on DS1 and ~13 % of SVDB 893's AF, and turning it on changes the beat
 * classifier's AF flag, so beat-model.json must be retrained and re-measured with it (README
 * "P-wave template veto": not shipped). The benches pass the 0.8 explicitly.
 */
export const P_TEMPLATE = Infinity;

/** The threshold the cross-validation chose (bench/af-p-template.ts), for the benches. */
export const P_TEMPLATE_CHOSEN = 0.8;

export interface AfRrEpisode {
  /** Beat indices of the first and last beat. */
  from: number;
  to: number;
  /** Mean AF probability over the episode's intervals (0-1). */
  confidence: number;
}

/** Probability of AF for each usable interval (index into u), from the model. */
export function afProbability(
  u: UsableRr,
  m: AfRrModel = AF_RR_MODEL,
  atrial?: Int8Array,
  template?: { corr: Float64Array; threshold: number },
): Float64Array {
  const { centres, raw } = windowProbabilities(u, m, atrial, template);
  return intervalProbability(u.rr.length, centres, raw, m);
}

/** The first stage: each window's probability (vetoed windows 0), at its centre interval. */
function windowProbabilities(
  u: UsableRr,
  m: AfRrModel,
  atrial?: Int8Array,
  template?: { corr: Float64Array; threshold: number },
): { centres: number[]; raw: number[] } {
  const n = u.rr.length;
  const centres: number[] = [];
  const raw: number[] = [];
  const f = new Float64Array(N_FEATURES);
  const half = m.window >> 1;
  const pc = atrial ? atrialCorrelations(u, atrial) : null;
  for (let from = 0; from + m.window <= n; from += m.stride) {
    windowFeatures(u, from, from + m.window, f);
    let pr = windowProbability(m, f);
    if (pc && medianOf(pc, from, from + m.window) >= P_ORGANISED) pr = 0;
    if (template && templateMedian(u, template.corr, from, from + m.window) >= template.threshold)
      pr = 0;
    centres.push(from + half);
    raw.push(pr);
  }
  return { centres, raw };
}

/**
 * Each usable interval's probability from the window probabilities: their moving mean over
 * +-smooth centres (or the stacked context stage), the nearest centre's value.
 */
export function intervalProbability(
  n: number,
  centres: ArrayLike<number>,
  raw: ArrayLike<number>,
  m: AfRrModel,
): Float64Array {
  const p = new Float64Array(n).fill(NaN);
  if (n < m.window) return p;
  const sm = m.context ? contextProbability(raw, m.context) : movingMean(raw, m.smooth);
  let c = 0;
  for (let j = 0; j < n; j++) {
    while (c + 1 < centres.length && Math.abs(centres[c + 1]! - j) <= Math.abs(centres[c]! - j))
      c++;
    p[j] = sm[c]!;
  }
  return p;
}

/** The first stage's probability for one window's features (a missing feature reads as its mean). */
export function windowProbability(m: AfRrModel, f: Float64Array): number {
  let z = m.weights[0]!;
  for (let i = 0; i < N_FEATURES; i++) {
    const x = Number.isFinite(f[i]!) ? f[i]! : m.mean[i]!;
    z += (m.weights[i + 1]! * (x - m.mean[i]!)) / m.sd[i]!;
  }
  return 1 / (1 + Math.exp(-z));
}

/**
 * Fewest usable intervals a strip is read on by the model: half its training window. On fewer,
 * the histogram entropy and lag correlations rest on too few values, outside what the model
 * learned (on DS1 10 s strips it then called 25 more sinus strips AF); shorter strips are left
 * to the strip rule of af-petrenas2015.ts.
 */
export const STRIP_MIN_INTERVALS = 16;

/**
 * A 10-60 s strip is one decision: the model's probability from the features of all its usable
 * intervals (one window the size of the strip). AF means the whole strip.
 */
export function stripAfRr(
  exact: ArrayLike<number>,
  classes: ArrayLike<number>,
  rrValid: ArrayLike<number>,
  fs: number,
  atrial?: Int8Array,
  m: AfRrModel = AF_RR_MODEL,
  untrustS = false,
): AfRrEpisode[] {
  const u = usableRr(exact, classes, rrValid, fs, untrustS);
  const n = u.rr.length;
  if (n < STRIP_MIN_INTERVALS) return [];
  const f = new Float64Array(N_FEATURES);
  windowFeatures(u, 0, n, f);
  let p = windowProbability(m, f);
  if (atrial && medianOf(atrialCorrelations(u, atrial), 0, n) >= P_ORGANISED) p = 0;
  return p > m.threshold ? [{ from: 0, to: exact.length - 1, confidence: round(p) }] : [];
}

/** AF episodes of a recording (longer than a strip) from its beats and their classes. */
export function detectAfRr(
  exact: ArrayLike<number>,
  classes: ArrayLike<number>,
  rrValid: ArrayLike<number>,
  fs: number,
  atrial?: Int8Array,
  m: AfRrModel = AF_RR_MODEL,
  untrustS = false,
  pTemplate = P_TEMPLATE,
): AfRrEpisode[] {
  const u = usableRr(exact, classes, rrValid, fs, untrustS);
  // off (Infinity) costs nothing: the template is not built
  const template =
    atrial && pTemplate < Infinity
      ? { corr: atrialTemplateCorr(exact, classes, rrValid, fs, atrial), threshold: pTemplate }
      : undefined;
  return afEpisodes(exact, u, afProbability(u, m, atrial, template), fs, m);
}

/** Episodes from each usable interval's probability: AF stretches merged, short ones dropped. */
export function afEpisodes(
  exact: ArrayLike<number>,
  u: UsableRr,
  p: Float64Array,
  fs: number,
  m: AfRrModel = AF_RR_MODEL,
): AfRrEpisode[] {
  const state = afState(p, m.threshold, m.stay);
  const out: AfRrEpisode[] = [];
  let cur: { from: number; to: number; sum: number; n: number } | null = null;
  const close = (): void => {
    if (cur && (exact[cur.to]! - exact[cur.from]!) / fs >= AF_MIN_S)
      out.push({ from: cur.from, to: cur.to, confidence: round(cur.sum / cur.n) });
    cur = null;
  };
  for (let j = 0; j < p.length; j++) {
    if (!state[j]) continue;
    const k = u.at[j]!;
    if (cur && (exact[k - 1]! - exact[cur.to]!) / fs <= AF_MERGE_S) {
      cur.to = k;
      cur.sum += p[j]!;
      cur.n++;
      continue;
    }
    close();
    cur = { from: k - 1, to: k, sum: p[j]!, n: 1 };
  }
  close();
  return out;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/** Consecutive-beat correlation of the unit-norm atrial segments (beat-shape.ts), per usable interval. */
function atrialCorrelations(u: UsableRr, p: Int8Array): Float64Array {
  const r = new Float64Array(u.rr.length).fill(NaN);
  for (let j = 0; j < r.length; j++) {
    const k = u.at[j]!;
    if (k < 1 || (k + 1) * ATRIAL_POINTS > p.length) continue;
    let s = 0;
    const a = k * ATRIAL_POINTS;
    const b = a - ATRIAL_POINTS;
    for (let i = 0; i < ATRIAL_POINTS; i++) s += p[a + i]! * p[b + i]!;
    r[j] = s / (ATRIAL_SCALE * ATRIAL_SCALE);
  }
  return r;
}

export { AF_FEATURES };
