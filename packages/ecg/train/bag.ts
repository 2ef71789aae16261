import type { GbdtModel } from '../src/classify/gbdt.ts';
import type { TrainParams } from './gbdt-train.ts';

/**
 * One tree ensemble whose raw scores are the mean of several models' (the same features,
 * classes and depth): every member's trees, leaf values divided by the number of members, and
 * the mean of their initial scores. Averaging models trained on different random draws of the
 * rows lowers the variance of the prediction (Breiman L. Bagging predictors. Mach Learn
 * 1996;24:123-140); here the draws are train.ts's N-beat subsample and the per-round row
 * subsample (Friedman JH. Stochastic gradient boosting. Comput Stat Data Anal 2002;38:367-378),
 * whose seed alone moved the nested DS1 VEB Se by ±0.7 points (README, "The beat classifier
 * over training seeds"). The engine reads the result as it reads any model (classify/gbdt.ts).
 */
export function bagModels(models: GbdtModel[]): GbdtModel {
  const first = models[0];
  if (!first) throw new Error('bagModels: no models');
  for (const m of models)
    if (
      m.depth !== first.depth ||
      m.classes.join() !== first.classes.join() ||
      m.features.join() !== first.features.join()
    )
      throw new Error('bagModels: the models differ in depth, classes or features');
  const k = models.length;
  return {
    ...first,
    base: first.base.map((_, c) => models.reduce((a, m) => a + m.base[c]!, 0) / k),
    trees: models.flatMap((m) => m.trees.map((t) => ({ ...t, v: t.v.map((v) => v / k) }))),
  };
}

/** --bag=K: how many members train.ts averages per fit (1, the default: one model, as before). */
const BAG = Number(process.argv.find((a) => a.startsWith('--bag='))?.slice(6) ?? '1');
if (!Number.isInteger(BAG) || BAG < 1) throw new Error('--bag must be a whole number ≥ 1');

/**
 * One fit of train.ts under --bag: member j trained by `member` with row seed `seed` + 1000 j
 * and training seed p.seed + 1000 j, the members averaged (bagModels); without --bag, member 0
 * alone, which is the single model train.ts fitted before bagging.
 */
export function bagged(
  seed: number,
  p: TrainParams,
  member: (seed: number, p: TrainParams) => GbdtModel,
): GbdtModel {
  const members = Array.from({ length: BAG }, (_, j) =>
    member(seed + 1000 * j, { ...p, seed: p.seed + 1000 * j }),
  );
  return BAG === 1 ? members[0]! : bagModels(members);
}
