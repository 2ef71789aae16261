import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The development records the classifier is trained and cross-validated on
 * (../shared/data/ecg, read its README): MIT-BIH DS1 (de Chazal 2004's training half, 22
 * records, 360 Hz) and the 39 MIT-BIH Supraventricular Arrhythmia Database records there
 * (128 Hz). The held-out halves are never read.
 */
export const DATA = findData(path.dirname(fileURLToPath(import.meta.url)));
/** --cache=DIR: another folder, to keep a variant's features beside the shipped ones. */
export const CACHE =
  process.argv.find((a) => a.startsWith('--cache='))?.slice('--cache='.length) ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '.cache');

export interface DevRecord {
  db: 'mitdb' | 'svdb';
  name: string;
  channel: number;
}

const DS1 =
  '101 106 108 109 112 114 115 116 118 119 122 124 201 203 205 207 208 209 215 220 223 230';
const SVDB =
  '802 803 804 805 806 808 809 810 811 820 821 823 824 825 827 841 847 850 851 852 855 858 859 860 862 865 874 875 876 878 879 880 885 886 889 890 892 893 894';

export const DEV_RECORDS: DevRecord[] = [
  ...DS1.split(' ').map((name) => ({
    db: 'mitdb' as const,
    name,
    channel: name === '114' ? 1 : 0,
  })),
  ...SVDB.split(' ').map((name) => ({ db: 'svdb' as const, name, channel: 0 })),
];

/** AAMI EC57 class index (N S V F Q = 0-4) of a MIT-BIH beat label; undefined for non-beats. */
export const AAMI_INDEX: Record<string, number> = {
  N: 0,
  L: 0,
  R: 0,
  e: 0,
  j: 0,
  A: 1,
  a: 1,
  J: 1,
  S: 1,
  V: 2,
  E: 2,
  F: 3,
  '/': 4,
  f: 4,
  Q: 4,
};

/**
 * ../shared/data/ecg beside the repository: the nearest `shared/data/ecg` above this folder (a
 * git worktree sits one or more levels deeper than the main checkout).
 */
function findData(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared/data/ecg');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../../../shared/data/ecg');
  }
}
