import { z } from 'zod';
import { pageOf } from './common.ts';

/** Staff roles whose reads of health data are logged (the API's roles, `auth/authorise.ts`). */
export const STAFF_ROLES = ['admin', 'cardiologist'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What staff may read of a customer's health data, as the access log names it: the results
 * screen's data, an ECG strip, the results PDF and FHIR export, the review case (results, diary
 * and patient details together), the symptom diary, the cardiac report PDF, the recording's
 * details, an urgent finding on the operations call list, and the signed cardiac report as a page.
 */
export const ACCESS_RESOURCES = [
  'results',
  'ecg_strip',
  'results_pdf',
  'results_fhir',
  'review',
  'diary',
  'cardiac_report_pdf',
  'recording',
  'cardiac_report',
  'urgent_finding',
] as const;
export type AccessResource = (typeof ACCESS_RESOURCES)[number];

/** Why staff read a customer's health data (the API's policy in `auth/authorise.ts`). */
export const ACCESS_PURPOSES = ['review', 'operations', 'support'] as const;
export type AccessPurpose = (typeof ACCESS_PURPOSES)[number];

/** Page size of the access lists when the client names none, and the largest it may ask. */
export const ACCESS_PAGE_SIZE = 20;
export const MAX_ACCESS_PAGE_SIZE = 100;

/** Query of GET /api/data-access and /api/access-log (spec §5: 1-based page, page size). */
export const accessListQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_ACCESS_PAGE_SIZE).default(ACCESS_PAGE_SIZE),
});

/**
 * Reads of one kind of record of one order by one staff member for one purpose within a clock
 * hour: `reads` times between `firstAt` and `lastAt`.
 */
const accessBase = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  resource: z.enum(ACCESS_RESOURCES),
  purpose: z.enum(ACCESS_PURPOSES),
  firstAt: z.string(),
  lastAt: z.string(),
  reads: z.number().int(),
});

/**
 * An entry of the customer's "who has seen my data" (GET /api/data-access). A cardiologist is
 * named with their professional role and GMC number, as on the signed report they write; other
 * staff by their role only (the operations team).
 */
export const myAccessEntry = accessBase.extend({
  staff: z.object({
    role: z.enum(STAFF_ROLES),
    name: z.string().nullable(),
    professionalRole: z.string().nullable(),
    gmcNumber: z.string().nullable(),
  }),
});
export type MyAccessEntry = z.infer<typeof myAccessEntry>;
export const myAccessPage = pageOf(myAccessEntry);
export type MyAccessPage = z.infer<typeof myAccessPage>;

/** Query of GET /api/access-log (admin): one customer's or one order's reads, or everyone's. */
export const accessLogQuery = accessListQuery.extend({
  /** An order number (HC-…) or a customer's email address, matched exactly (case ignored). */
  query: z.string().trim().max(320).default(''),
  customerId: z.uuid().optional(),
  orderId: z.uuid().optional(),
});
export type AccessLogQuery = z.input<typeof accessLogQuery>;

/** An entry of the admin's access log (GET /api/access-log): who, whose, what, when, why. */
export const accessLogEntry = accessBase.extend({
  staff: z.object({ id: z.string(), role: z.enum(STAFF_ROLES), name: z.string() }),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AccessLogEntry = z.infer<typeof accessLogEntry>;
export const accessLogPage = pageOf(accessLogEntry);
export type AccessLogPage = z.infer<typeof accessLogPage>;
