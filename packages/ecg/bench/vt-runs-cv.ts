/**
 * Chooses the VT run rules by record-grouped cross-validation and prints their cross-validated
 * figures: the V-run bridging of classify/learned.ts (bridgeVRuns: least V probability at which
 * a beat of another class joins a run of 3) and the run-level acceptance of rhythm/episodes.ts
 * (VT_RULE: a run is VT when its mean V probability is high or its complexes keep one size;
 * inside AF or flutter a counted one must also repeat its complex from beat to beat, else it is
 * flagged uncertain), the alternating-run rule of classify/alternating-v.ts and the wide-complex
 * run rule of classify/wide-run.ts. Counted = VT episodes not flagged `uncertain`.
 * Reads the classifier's out-of-fold classes and V probabilities (each record classified by the
 * model trained without it: train/dump-features.ts, then train/train.ts). Usage:
 *   node packages/ecg/bench/vt-runs-cv.ts [--false-weight 0.3] [--alt-ties-on] [--no-wide] [--wide-rules]
 * (--no-wide: the grid without the wide-run rule, as before 27 November; --wide-rules: print each
 * wide-run rule of the grid in the engine's place, all records.)
 *
 * Nested: for each of the 5 record folds (train.ts's), the rules are chosen on the other 4 and
 * scored on it, so the printed "nested" row is what a patient outside the data can expect; the
 * "all records" row shows the rules chosen on every record (what the engine ships).
 */
import { VT_BRIDGE_PV, WIDE_RUN } from '../src/classify/learned.ts';
import { ALTERNATING_V } from '../src/classify/alternating-v.ts';
import { VT_RULE } from '../src/rhythm/episodes.ts';
import {
  DBS,
  emptyTally,
  FOLDS,
  line,
  load,
  tally,
  veb,
  vebLine,
  altKey,
  wideKey,
  WIDE_RULES,
  choose,
  type Rules,
  type Tally,
  type Veb,
} from './vt-runs-lib.ts';

/** The rules before this bench: no bridging, no run-level check beyond rate, size and 0.5. */
const BEFORE: Rules = {
  minPv: Infinity,
  rule: { sureProb: 0, maxSizeCv: Infinity, afMinShapeCorr: -Infinity },
  alt: null,
};
/** The rules shipped before the in-AF shape check (26 November, 0.3 / 0.8 / 0.3). */
const SHIPPED: Rules = {
  minPv: 0.3,
  rule: { sureProb: 0.8, maxSizeCv: 0.3, afMinShapeCorr: -Infinity },
  alt: null,
};

const show = (q: Rules): string =>
  `bridge V prob >= ${q.minPv}, sure prob ${q.rule.sureProb}, size CV <= ${q.rule.maxSizeCv}, in AF shape corr >= ${q.rule.afMinShapeCorr}, alternating ${altKey(q.alt)}, wide runs ${wideKey(q.wide)}`;

const recs = load();
console.log(line('before', tally(recs, BEFORE)));
console.log(line('shipped', tally(recs, SHIPPED)));
const ENGINE: Rules = { minPv: VT_BRIDGE_PV, rule: VT_RULE, alt: ALTERNATING_V, wide: WIDE_RUN };
const NO_ALT: Rules = { ...ENGINE, alt: null };
/** The engine before the wide-complex run rule (27 November). */
const NO_WIDE: Rules = { ...ENGINE, wide: null };
console.log(line('engine, no wide runs', tally(recs, NO_WIDE)));
console.log(line('engine now', tally(recs, ENGINE)));
console.log(line('engine, no alternating', tally(recs, NO_ALT)));
// what each wide-run rule does in the engine's place (all records, not a held-out figure)
if (process.argv.includes('--wide-rules'))
  for (const wide of WIDE_RULES) {
    console.log(line(`engine, wide runs ${wideKey(wide)}`, tally(recs, { ...ENGINE, wide })));
    console.log(vebLine(`engine, wide runs ${wideKey(wide)}`, veb(recs, { ...ENGINE, wide })));
  }
// every candidate run of the most permissive grid point counted: what run rules could find
const CEILING: Rules = {
  minPv: 0.2,
  rule: { sureProb: 0, maxSizeCv: Infinity, afMinShapeCorr: -Infinity },
  alt: null,
};
console.log(line('ceiling', tally(recs, CEILING)));
const CEILING_ALT: Rules = {
  ...CEILING,
  alt: { minNeighbourProb: 0.8, maxAtrialCorr: 0.5, maxPairRr: 0.9, maxClusterShare: 0.2 },
};
console.log(line('ceiling, alternating 0.8/0.5/0.9/0.2', tally(recs, CEILING_ALT)));
console.log(vebLine('engine now', veb(recs, ENGINE)));
console.log(vebLine('engine, no alternating', veb(recs, NO_ALT)));
console.log(vebLine('engine, no wide runs', veb(recs, NO_WIDE)));
const nested: Record<string, Tally> = {};
const nestedVeb: Veb = {};
for (const db of DBS) nested[db] = emptyTally();
for (let f = 0; f < FOLDS; f++) {
  const q = choose(recs.filter((r) => r.fold !== f));
  const t = tally(
    recs.filter((r) => r.fold === f),
    q,
  );
  console.log(`fold ${f}: ${show(q)}`);
  veb(
    recs.filter((r) => r.fold === f),
    q,
    nestedVeb,
  );
  for (const db of DBS) {
    const a = nested[db]!;
    const b = t[db]!;
    a.ref += b.ref;
    a.found += b.found;
    a.falseVt += b.falseVt;
    a.strips += b.strips;
    a.stripsVt += b.stripsVt;
    for (const [k, v] of b.falseByRecord) a.falseByRecord.set(k, v);
  }
}
console.log(line('nested CV', nested));
console.log(vebLine('nested CV', nestedVeb));
const all = choose(recs);
console.log(`all records: ${show(all)}`);
console.log(line('all records', tally(recs, all)));
