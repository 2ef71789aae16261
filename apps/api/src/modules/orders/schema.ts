import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf } from '../../db/checks.ts';
import { PATIENT_SEXES } from '@heartcheck/contracts/patient-sex';
import { REFERRAL_SOURCES } from '@heartcheck/contracts/referral-rules';
import { ORDER_STATUSES } from './state-machine.ts';
import { users } from '../users/schema.ts';

/** Feeds the human-readable order numbers HC-<year>-<000123>. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100, increment: 1 });

/**
 * A customer's order of the heart check: one kit per order. Money is held as integer pence.
 * Statuses and their moves are defined in state-machine.ts; each step keeps its own timestamp
 * so the timeline can be drawn.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    currency: text('currency').notNull().default('gbp'),
    unitPricePence: integer('unit_price_pence').notNull(),
    /** Percent, as the catalogue states it (6 = 6 %). */
    taxRate: doublePrecision('tax_rate').notNull(),
    subtotalPence: integer('subtotal_pence').notNull(),
    taxPence: integer('tax_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    /** The patient's date of birth ("YYYY-MM-DD"), for reports a GP can file. */
    patientDateOfBirth: text('patient_date_of_birth'),
    /** The patient's sex as stated on the order, when they gave it. */
    patientSex: text('patient_sex', { enum: PATIENT_SEXES }),
    /** The patient's NHS number (10 digits, modulus-11 checked), when they gave it. */
    nhsNumber: text('nhs_number'),
    /**
     * The UK number to call about this order (E.164, "+447700900123"), asked at order so that an
     * urgent finding can be telephoned; null when none was given (we then email).
     */
    contactPhone: text('contact_phone'),
    /**
     * The version of the Terms & Conditions the customer accepted at checkout and when
     * (issue 21); null on orders placed before acceptance was recorded.
     */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * Why the check was ordered (issue 21, `@heartcheck/contracts/referral`): referred by a GP or
     * another clinician with their reason, or self-referred with the symptoms; null when not
     * said. Editable until the recording is analysed (audited), printed on the reports.
     */
    referralSource: text('referral_source', { enum: REFERRAL_SOURCES }),
    referralReason: text('referral_reason'),
    /** The customer's GP practice, when given (ODS code checked for its form). */
    gpPracticeName: text('gp_practice_name'),
    gpPracticeAddress: text('gp_practice_address'),
    gpPracticePostcode: text('gp_practice_postcode'),
    gpOdsCode: text('gp_ods_code'),
    /** The customer agreed that we send the reports to, and contact, that GP practice. */
    gpConsent: boolean('gp_consent').notNull().default(false),
    /**
     * Set when the date of birth, NHS number or phone was corrected after a report was signed: the
     * signed report carries the old details until the cardiologist signs a corrected version
     * (which clears it). The cardiologist and operations see it.
     */
    correctionPendingAt: timestamp('correction_pending_at', { withTimezone: true }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    /** The open checkout session, reused by a second "Pay Now". */
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    /** Counts checkout sessions created; part of the idempotency key of the next one. */
    checkoutAttempt: integer('checkout_attempt').notNull().default(0),
    /** The last failed payment's message, shown with a way to retry. */
    paymentError: text('payment_error'),
    paymentIntentId: text('payment_intent_id'),
    providerCustomerId: text('provider_customer_id'),
    refundId: text('refund_id'),
    trackingNumber: text('tracking_number'),
    /** Serial number of the recorder sent (wrong-patient check at return and at intake). */
    deviceSerial: text('device_serial'),
    /** Serial number of the recorder that came back, as staff read it at return. */
    returnedDeviceSerial: text('returned_device_serial'),
    returnDueAt: timestamp('return_due_at', { withTimezone: true }),
    notReturnedAt: timestamp('not_returned_at', { withTimezone: true }),
    replacementFeePence: integer('replacement_fee_pence'),
    replacementPaymentId: text('replacement_payment_id'),
    replacementChargedAt: timestamp('replacement_charged_at', { withTimezone: true }),
    replacementChargeError: text('replacement_charge_error'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    analysingAt: timestamp('analysing_at', { withTimezone: true }),
    resultsReadyAt: timestamp('results_ready_at', { withTimezone: true }),
    cardiacReportReadyAt: timestamp('cardiac_report_ready_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_status_check', isOneOf(table.status, ORDER_STATUSES)),
    check('orders_patient_sex_check', isOneOf(table.patientSex, PATIENT_SEXES)),
    check('orders_referral_source_check', isOneOf(table.referralSource, REFERRAL_SOURCES)),
    uniqueIndex('orders_number_key').on(table.number),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_status_idx').on(table.status, table.createdAt),
    uniqueIndex('orders_checkout_session_key').on(table.checkoutSessionId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
