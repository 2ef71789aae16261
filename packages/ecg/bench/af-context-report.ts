/** The tables bench/af-context.ts prints. */
import type { Score } from './af-rr-lib.ts';
import { byDb, objective, type Candidate } from './af-context-lib.ts';

export interface ReportInput {
  candidates: Candidate[];
  /** Per candidate, its scores on every outer held-out fold (not nested: for information). */
  outer: Score[][];
  /** The nested choice's scores on each outer held-out fold. */
  nested: Score[];
  chosen: number[];
  ecg: { shipped: Score[]; nested: Score[] } | null;
  perRecord: boolean;
  /** Context weights of each outer fold's chosen model (empty when not stacked). */
  weights: number[][];
  /** One candidate's (not nested) scores, shown against the shipped one record by record. */
  shown: { name: string; scores: Score[]; ecg: Score[] | null } | null;
}

const f1 = (x: number): string => x.toFixed(1);
const DBS = ['afdb', 'ltafdb', 'ltafdb-qrs', 'mitdb', 'mitdb-ecg'] as const;

function pair(s: Score[], db: string): string {
  const f = byDb(s)[db];
  return f ? `${f1(f.se)} / ${f1(f.ppv)}` : '–';
}

function episodes(s: Score[], db: string): string {
  const x = s.filter((v) => v.db === db);
  if (!x.length) return '–';
  const sum = (k: 'refFound' | 'refEpisodes' | 'candTrue' | 'candEpisodes'): number =>
    x.reduce((t, v) => t + v[k], 0);
  const pc = (a: number, b: number): string => (b ? f1((100 * a) / b) : 'n/a');
  return `${pc(sum('refFound'), sum('refEpisodes'))} / ${pc(sum('candTrue'), sum('candEpisodes'))}`;
}

export function report(r: ReportInput): string {
  const out = [
    'AF duration Se / +P %, 5-fold CV by record (each candidate on the outer held-out folds; not nested)',
    '| candidate | afdb .qrs | ltafdb .atr | ltafdb .qrs | DS1 .atr | worst of the three | chosen in folds |',
    '|---|---|---|---|---|---|---|',
  ];
  r.candidates.forEach((c, ci) => {
    const s = r.outer[ci]!;
    out.push(
      `| ${c.name} | ${pair(s, 'afdb')} | ${pair(s, 'ltafdb')} | ${pair(s, 'ltafdb-qrs')} | ${pair(s, 'mitdb')} | ${f1(objective(s)[0]!)} | ${r.chosen.filter((x) => x === ci).length} |`,
    );
  });
  const base = r.outer[0]!;
  const all = r.ecg ? [...r.nested, ...r.ecg.nested] : r.nested;
  const allBase = r.ecg ? [...base, ...r.ecg.shipped] : base;
  out.push(
    '',
    `Nested (chosen per fold: ${r.chosen.map((ci) => r.candidates[ci]!.name).join('; ')})`,
    '| database | shipped duration Se / +P | nested duration Se / +P | shipped episode Se / +P | nested episode Se / +P |',
    '|---|---|---|---|---|',
  );
  for (const db of DBS)
    out.push(
      `| ${db} | ${pair(allBase, db)} | ${pair(all, db)} | ${episodes(allBase, db)} | ${episodes(all, db)} |`,
    );
  out.push(
    `worst of the three: shipped ${f1(objective(base)[0]!)}, nested ${f1(objective(r.nested)[0]!)}`,
  );
  r.weights.forEach((w, f) => w.length && out.push(`fold ${f} context weights ${w.join(', ')}`));
  out.push('', 'Per record (AF s: reference / called / overlap), shipped -> nested:');
  out.push(...perRecord(allBase, all, r.perRecord));
  if (r.shown) {
    const s = r.shown.ecg ? [...r.shown.scores, ...r.shown.ecg] : r.shown.scores;
    out.push(
      '',
      `${r.shown.name}, not nested:`,
      '| database | duration Se / +P | episode Se / +P |',
    );
    out.push(
      '|---|---|---|',
      ...DBS.map((db) => `| ${db} | ${pair(s, db)} | ${episodes(s, db)} |`),
    );
    out.push(`Per record, shipped -> ${r.shown.name}:`, ...perRecord(allBase, s, r.perRecord));
  }
  return out.join('\n');
}

function perRecord(allBase: Score[], all: Score[], every: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < all.length; i++) {
    const b = allBase[i]!;
    const n = all[i]!;
    const se = (s: Score): number => (s.refS ? (100 * s.overlapS) / s.refS : 100);
    const pp = (s: Score): number => (s.candS ? (100 * s.overlapS) / s.candS : 100);
    const tol = b.db.startsWith('mitdb') ? 5 : 30;
    const moved = Math.abs(n.candS - b.candS) > tol || Math.abs(n.overlapS - b.overlapS) > tol;
    if (!every && !moved) continue;
    out.push(
      `  ${b.db} ${b.rec}: ${b.refS.toFixed(0)} / ${b.candS.toFixed(0)} / ${b.overlapS.toFixed(0)} Se ${f1(se(b))} +P ${f1(pp(b))} -> ${n.candS.toFixed(0)} / ${n.overlapS.toFixed(0)} Se ${f1(se(n))} +P ${f1(pp(n))}`,
    );
  }
  return out;
}
