import type { TFunction } from 'i18next';
import type { OperationsOrderQuery } from '@/lib/graphql/generated/graphql';

export type OpsReferral = NonNullable<OperationsOrderQuery['order']>['referral'];

/**
 * The order's referral as label/value rows for the operations detail (issue 21): who referred,
 * why, the GP practice with its ODS code, and whether the customer agreed that we share the
 * reports with, and contact, that practice. An empty value is a row the panel leaves out.
 */
export function referralRows(
  referral: OpsReferral,
  t: TFunction<'operations'>,
): [string, string][] {
  const gp = referral.gp;
  return [
    [
      t('referral.source'),
      referral.source ? t(`referral.sources.${referral.source}`) : t('referral.notGiven'),
    ],
    [t('referral.reason'), referral.reason ?? ''],
    [
      t('referral.gp'),
      gp
        ? gp.odsCode
          ? t('referral.gpWithCode', { name: gp.name, code: gp.odsCode })
          : gp.name
        : '',
    ],
    [
      t('referral.gpConsent'),
      referral.gpConsent ? t('referral.consented') : t('referral.notConsented'),
    ],
  ];
}
