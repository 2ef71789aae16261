import { useTranslation } from 'react-i18next';
import type { ReviewCounts } from '@heartcheck/contracts/review-edits';

/** The figures the server recomputed from the corrected labels and episode edits. */
export function CountsPanel({ counts }: { counts: ReviewCounts }) {
  const { t } = useTranslation('workstation');
  const ms = (v: number | null) =>
    v === null
      ? t('counts.withheld', {
          reason: t(`counts.reasons.${counts.hrv.withheld ?? 'insufficient-nn'}`),
        })
      : t('counts.ms', { value: Math.round(v) });
  const rows: [string, string | number][] = [
    ['beats', counts.totalBeats],
    ['artefact', counts.artefactBeats],
    ['N', counts.beatClasses.N],
    ['S', counts.beatClasses.S],
    ['V', counts.beatClasses.V],
    ['F', counts.beatClasses.F],
    ['Q', counts.beatClasses.Q],
    // as the signed documents count them (episodes found in poor signal left out)
    ['vEctopic', counts.ventricular.count],
    ['sEctopic', counts.supraventricular.count],
    ['vCouplets', counts.ventricular.couplets],
    ['vRuns', counts.ventricular.runs],
    ['sCouplets', counts.supraventricular.couplets],
    ['sRuns', counts.supraventricular.runs],
    ['bigeminy', counts.bigeminy],
    ['trigeminy', counts.trigeminy],
    ['premature', counts.prematureBeats],
    ['pauses', counts.pauses],
    ['af', counts.afEpisodes],
    ['afBurden', t('counts.percent', { value: counts.afBurdenPercent })],
    ['afl', counts.aflEpisodes],
    ['vf', counts.vfEpisodes],
    ['avb2', counts.avb2Episodes],
    ['slow', counts.slowEpisodes],
    ['fast', counts.fastEpisodes],
    ['unanalysable', t('counts.seconds', { value: counts.unanalysableS })],
    ['sdnn', ms(counts.hrv.sdnn)],
    ['rmssd', ms(counts.hrv.rmssd)],
  ];
  return (
    <section aria-labelledby="counts-title">
      <h3 id="counts-title" className="mb-2 font-semibold">
        {t('counts.title')}
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-2" data-testid="workstation-counts">
        {rows.map(([key, value]) => (
          <div
            key={key}
            className="flex justify-between gap-3 border-b border-gray-100 py-0.5 text-sm dark:border-gray-800"
          >
            <dt className="text-gray-700 dark:text-gray-300">{t(`counts.${key}`)}</dt>
            <dd className="text-end font-medium" data-testid={`count-${key}`}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
        {t('counts.recomputed', { ms: counts.recomputeMs })}
      </p>
    </section>
  );
}
