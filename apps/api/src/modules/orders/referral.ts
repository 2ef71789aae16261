import {
  GP_ODS_CODE,
  MAX_GP_ADDRESS,
  MAX_GP_NAME,
  MAX_REFERRAL_REASON,
  REFERRAL_SOURCES,
  UK_POSTCODE,
  type OrderReferral,
  type ReferralSource,
} from '@heartcheck/contracts/referral-rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit, type Actor } from '../audit/public.ts';
import { orders, type OrderRow } from './schema.ts';
import type { OrderStatus } from './state-machine.ts';
import { lockOrder } from './transitions.ts';
import { OrderRuleError } from './types.ts';

/** The referral and GP details as the order form and the edit form send them. */
export interface ReferralInput {
  source?: string | null | undefined;
  reason?: string | null | undefined;
  gpPracticeName?: string | null | undefined;
  gpPracticeAddress?: string | null | undefined;
  gpPracticePostcode?: string | null | undefined;
  gpOdsCode?: string | null | undefined;
  gpConsent?: boolean | null | undefined;
}

type ReferralColumns = Pick<
  OrderRow,
  | 'referralSource'
  | 'referralReason'
  | 'gpPracticeName'
  | 'gpPracticeAddress'
  | 'gpPracticePostcode'
  | 'gpOdsCode'
  | 'gpConsent'
>;

/**
 * Until the recording is analysed: the reason and the GP are what the cardiologist reads when
 * reporting, so they are fixed once the analysis (and then the report) has started.
 */
export const REFERRAL_EDITABLE: readonly OrderStatus[] = [
  'awaiting_payment',
  'paid',
  'dispatched',
  'delivered',
  'returned',
  'received',
];

const text = (value: string | null | undefined): string | null =>
  value?.replace(/\s+/g, ' ').trim() || null;

function cleanSource(value: string | null | undefined): ReferralSource | null {
  const given = text(value);
  if (given === null) return null;
  const known = REFERRAL_SOURCES.find((s) => s === given);
  if (!known)
    throw new OrderRuleError('Choose who asked for the check: your GP, another clinician or you.', {
      field: 'referral.source',
    });
  return known;
}

function cleanReason(source: ReferralSource | null, value: string | null | undefined) {
  const reason = text(value);
  if (reason && reason.length > MAX_REFERRAL_REASON)
    throw new OrderRuleError(
      `Keep the reason for the check to ${MAX_REFERRAL_REASON} characters.`,
      { field: 'referral.reason' },
    );
  if (reason && !source)
    throw new OrderRuleError('Say who asked for the check, as well as why.', {
      field: 'referral.source',
    });
  return reason;
}

const onField = (name: string) => ({ field: `referral.${name}` });

/** A UK postcode with its space ("LS11AA" → "LS1 1AA"), or null when none was given. */
function cleanPostcode(value: string | null | undefined): string | null {
  const postcode = text(value)?.toUpperCase() ?? null;
  if (postcode === null) return null;
  if (!UK_POSTCODE.test(postcode))
    throw new OrderRuleError(
      "Enter the GP practice's postcode as a UK postcode, such as NW1 6XE.",
      onField('gpPracticePostcode'),
    );
  return postcode.includes(' ') ? postcode : `${postcode.slice(0, -3)} ${postcode.slice(-3)}`;
}

/** An ODS code of a GP practice's form, upper case, or null when none was given. */
function cleanOdsCode(value: string | null | undefined): string | null {
  const odsCode = text(value)?.toUpperCase().replace(/\s/g, '') ?? null;
  if (odsCode !== null && !GP_ODS_CODE.test(odsCode))
    throw new OrderRuleError(
      'A GP practice code (ODS code) is a letter and five digits, such as A81001. Leave it empty if you do not know it.',
      onField('gpOdsCode'),
    );
  return odsCode;
}

type GpColumns = Omit<ReferralColumns, 'referralSource' | 'referralReason'>;

function cleanGp(input: ReferralInput): GpColumns {
  const name = text(input.gpPracticeName);
  const address = text(input.gpPracticeAddress);
  const postcode = cleanPostcode(input.gpPracticePostcode);
  const odsCode = cleanOdsCode(input.gpOdsCode);
  if (!name && [address, postcode, odsCode, input.gpConsent].some(Boolean))
    throw new OrderRuleError('Enter the name of your GP practice.', onField('gpPracticeName'));
  if ((name ?? '').length > MAX_GP_NAME || (address ?? '').length > MAX_GP_ADDRESS)
    throw new OrderRuleError(
      'The GP practice name or address is too long.',
      onField('gpPracticeName'),
    );
  return {
    gpPracticeName: name,
    gpPracticeAddress: address,
    gpPracticePostcode: postcode,
    gpOdsCode: odsCode,
    gpConsent: name !== null && input.gpConsent === true,
  };
}

/** Cleans and checks the referral and GP details; throws OrderRuleError naming the field. */
export function cleanReferral(input: ReferralInput | null | undefined): ReferralColumns {
  const source = cleanSource(input?.source);
  return {
    referralSource: source,
    referralReason: cleanReason(source, input?.reason),
    ...cleanGp(input ?? {}),
  };
}

/** The order's referral as screens, documents and FHIR read it. */
export function referralOf(row: ReferralColumns): OrderReferral {
  return {
    source: row.referralSource,
    reason: row.referralReason,
    gp: row.gpPracticeName
      ? {
          name: row.gpPracticeName,
          address: row.gpPracticeAddress,
          postcode: row.gpPracticePostcode,
          odsCode: row.gpOdsCode,
        }
      : null,
    gpConsent: row.gpConsent,
  };
}

/**
 * Replaces the order's referral and GP details (customer or staff), until the recording is
 * analysed. Audited with the fields that changed, before and after: the referral is part of the
 * clinical record the cardiologist reports on.
 */
export async function updateReferral(
  db: Database,
  orderId: string,
  actor: Actor,
  input: ReferralInput,
): Promise<OrderRow> {
  const clean = cleanReferral(input);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!REFERRAL_EDITABLE.includes(order.status))
      throw new OrderRuleError(
        `Order ${order.number}'s recording has been analysed: the referral reason and GP can no longer be changed. Contact support if they are wrong.`,
      );
    const changed = (Object.keys(clean) as (keyof ReferralColumns)[]).filter(
      (key) => clean[key] !== order[key],
    );
    if (changed.length === 0) return order;
    const updated = (
      await tx
        .update(orders)
        .set({ ...clean, updatedAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning()
    )[0]!;
    await recordAudit(tx, {
      entityType: 'order',
      entityId: order.id,
      actor,
      action: 'change_referral',
      before: Object.fromEntries(changed.map((key) => [key, order[key]])),
      after: Object.fromEntries(changed.map((key) => [key, clean[key]])),
    });
    return updated;
  });
}
