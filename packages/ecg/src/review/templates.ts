import { AAMI_LABELS, type AamiLabel } from '../classify/beat-classes.ts';

/**
 * Beat templates for review: the engine's per-recording clusters (classify/beat-classes.ts
 * clusters each beat's shape with the live template it matches, r >= 0.9) as the tiles a Holter
 * over-read shows, largest first, each with an averaged waveform and a few member beats drawn
 * over it. Deterministic: members are taken evenly spaced through the recording.
 */
export interface BeatTemplate {
  id: number;
  /** Beats in the template (at analysis time). */
  count: number;
  /** The engine's class of most of its beats. */
  engineClass: AamiLabel;
  /** A bucket of rare shapes (clusters too small to be a tile of their own), one per class. */
  rare: boolean;
  /** Averaged waveform, µV, TEMPLATE_FS samples from TEMPLATE_PRE_S before R. */
  mean: number[];
  /** Up to OVERLAY_N member beats, the same window and scale. */
  overlay: number[][];
  /** The beat index of each overlay line (a review selects beats by them). */
  overlayBeats: number[];
}

/** 125 Hz shows a QRS's shape (its energy is under 40 Hz) in a small tile; 0.6 s holds P, QRS and T. */
export const TEMPLATE_FS = 125;
export const TEMPLATE_PRE_S = 0.25;
export const TEMPLATE_POST_S = 0.35;
export const TEMPLATE_POINTS = Math.round((TEMPLATE_PRE_S + TEMPLATE_POST_S) * TEMPLATE_FS);
/** Tiles: Holter systems show a few dozen templates; beyond that a cluster is a rare shape. */
export const MAX_TEMPLATES = 48;
/** A cluster of fewer beats is a rare shape (classify/beat-classes.ts RARE_CLUSTER is 3). */
export const MIN_TEMPLATE_BEATS = 4;
/** Beats averaged into a template and drawn over it. */
export const AVERAGE_N = 32;
export const OVERLAY_N = 8;

/**
 * Compact template ids (0 = largest): the MAX_TEMPLATES largest engine clusters of at least
 * MIN_TEMPLATE_BEATS beats, then one "rare shapes" bucket per engine class for the rest.
 */
export function compactTemplates(
  cluster: Int32Array,
  classes: Uint8Array,
): { template: Uint16Array; kinds: { rare: boolean; engineClass: AamiLabel }[] } {
  const sizes = new Map<number, number>();
  for (const c of cluster) sizes.set(c, (sizes.get(c) ?? 0) + 1);
  const big = [...sizes.entries()]
    .filter(([, s]) => s >= MIN_TEMPLATE_BEATS)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_TEMPLATES);
  const idOf = new Map(big.map(([c], i) => [c, i]));
  const rareOf = new Map<number, number>();
  const template = new Uint16Array(cluster.length);
  for (let k = 0; k < cluster.length; k++) {
    const id = idOf.get(cluster[k]!);
    if (id !== undefined) template[k] = id;
    else {
      const cls = classes[k]!;
      if (!rareOf.has(cls)) rareOf.set(cls, big.length + rareOf.size);
      template[k] = rareOf.get(cls)!;
    }
  }
  const kinds: { rare: boolean; engineClass: AamiLabel }[] = big.map(() => ({
    rare: false,
    engineClass: 'N',
  }));
  for (const [cls] of [...rareOf.entries()].sort((a, b) => a[1] - b[1]))
    kinds.push({ rare: true, engineClass: AAMI_LABELS[cls]! });
  return { template, kinds };
}

/** Reads `count` signal samples (µV) from `start`; outside the recording reads as 0. */
export type SignalReader = (start: number, count: number) => Int16Array;

/** Templates with their waveforms from the stored signal (see compactTemplates for the ids). */
export function buildTemplates(
  ids: Uint16Array,
  kinds: { rare: boolean; engineClass: AamiLabel }[],
  exact: Float64Array,
  classes: Uint8Array,
  fs: number,
  read: SignalReader,
): BeatTemplate[] {
  const members: number[][] = kinds.map(() => []);
  for (let k = 0; k < ids.length; k++) members[ids[k]!]!.push(k);
  return kinds.map((kind, id) => {
    const list = members[id]!;
    const chosen = evenly(list, AVERAGE_N);
    const waves = chosen.map((k) => beatWave(exact[k]!, fs, read));
    const shown = evenly(
      chosen.map((_, i) => i),
      OVERLAY_N,
    );
    const mean = Array.from({ length: TEMPLATE_POINTS }, (_, p) =>
      whole(waves.reduce((a, w) => a + w[p]!, 0) / Math.max(1, waves.length)),
    );
    return {
      id,
      count: list.length,
      engineClass: kind.rare ? kind.engineClass : majorityClass(list, classes),
      rare: kind.rare,
      mean,
      overlay: shown.map((i) => Array.from(waves[i]!, whole)),
      overlayBeats: shown.map((i) => chosen[i]!),
    };
  });
}

/** Rounded to whole µV, never -0 (JSON would store it as 0). */
const whole = (x: number): number => Math.round(x) || 0;

function majorityClass(list: number[], classes: Uint8Array): AamiLabel {
  const counts = new Uint32Array(AAMI_LABELS.length);
  for (const k of list) counts[classes[k]!]!++;
  let best = 0;
  for (let c = 1; c < counts.length; c++) if (counts[c]! > counts[best]!) best = c;
  return AAMI_LABELS[best]!;
}

/** Up to `max` items spread evenly over the list (all when fewer). */
function evenly<T>(list: readonly T[], max: number): T[] {
  if (list.length <= max) return [...list];
  return Array.from({ length: max }, (_, i) => list[Math.floor(((i + 0.5) * list.length) / max)]!);
}

/** One beat's window resampled to TEMPLATE_FS (linear), its first 40 ms as the zero line. */
function beatWave(r: number, fs: number, read: SignalReader): Float32Array {
  const from = Math.floor(r - TEMPLATE_PRE_S * fs) - 1;
  const raw = read(from, Math.ceil((TEMPLATE_PRE_S + TEMPLATE_POST_S) * fs) + 3);
  const out = new Float32Array(TEMPLATE_POINTS);
  for (let p = 0; p < TEMPLATE_POINTS; p++) {
    const x = r - TEMPLATE_PRE_S * fs + (p * fs) / TEMPLATE_FS - from;
    const i = Math.min(raw.length - 2, Math.max(0, Math.floor(x)));
    const f = Math.min(1, Math.max(0, x - i));
    out[p] = raw[i]! * (1 - f) + raw[i + 1]! * f;
  }
  const base = (out[0]! + out[1]! + out[2]! + out[3]! + out[4]!) / 5;
  for (let p = 0; p < TEMPLATE_POINTS; p++) out[p] = out[p]! - base;
  return out;
}
