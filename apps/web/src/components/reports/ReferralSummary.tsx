import { useTranslation } from 'react-i18next';
import type { OrderReferral } from '@heartcheck/contracts/referral-rules';
import { mutedClass } from '@/components/ui/controls';

/**
 * Who reads the summary: the customer on their own order page is addressed as "you" ("Your
 * GP"); a cardiologist, or a GP on the share page, reads about the patient ("Their GP").
 */
export type ReferralReader = 'customer' | 'clinician';

/**
 * Why the check was ordered and the GP practice, as the order page, the cardiologist's review,
 * the share page a GP opens and the operations call list show them (issue 21). A detail not
 * given says so, so nobody reads an absence as "none".
 */
export function ReferralSummary({
  referral,
  reader = 'clinician',
}: {
  referral: OrderReferral;
  reader?: ReferralReader;
}) {
  const { t } = useTranslation('translation', { useSuspense: true });
  const notGiven = t('reports.referral.notGiven');
  const words = reader === 'customer' ? 'reports.referral.own' : 'reports.referral';
  const gp = referral.gp;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="referral">
      <dt className={mutedClass}>{t('reports.referral.source')}</dt>
      <dd>{referral.source ? t(`${words}.sources.${referral.source}`) : notGiven}</dd>
      <dt className={mutedClass}>
        {t(referral.source === 'self' ? 'reports.referral.symptoms' : 'reports.referral.reason')}
      </dt>
      <dd className="whitespace-pre-line break-words">{referral.reason ?? notGiven}</dd>
      <dt className={mutedClass}>{t('reports.referral.gp')}</dt>
      <dd className="break-words">
        {gp ? (
          <>
            <span className="block">{gp.name}</span>
            {gp.address && <span className="block">{gp.address}</span>}
            {gp.postcode && <span className="block">{gp.postcode}</span>}
            {gp.odsCode && (
              <span className="block">{t('reports.referral.ods', { code: gp.odsCode })}</span>
            )}
          </>
        ) : (
          notGiven
        )}
      </dd>
      {gp && (
        <>
          <dt className={mutedClass}>{t(`${words}.consent`)}</dt>
          <dd>{t(referral.gpConsent ? 'reports.referral.yes' : 'reports.referral.no')}</dd>
        </>
      )}
    </dl>
  );
}
