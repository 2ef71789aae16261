import { STAFF_ROLES, type AccessPurpose } from '@heartcheck/contracts/access-log';
import type { OrderStatus } from '@heartcheck/contracts/order-status';
import type { AuthResult } from './verify-token.ts';

/**
 * Who may do what: the one place the API reads role claims and decides. Roles come from the
 * verified access token (the `OIDC_ROLES_CLAIM` claim). The spec (§6) does not name the roles:
 * ours are `admin` (operations staff, help articles) and `cardiologist`; a customer has none.
 */
export const ROLES = STAFF_ROLES;
export type Role = (typeof ROLES)[number];

/** The signed-in caller as access decisions see them. */
export interface Viewer {
  userId: string;
  roles: readonly string[];
}

/**
 * Each action and the roles granted it. An action on a resource the viewer owns (an order, its
 * results, their own diary) is also allowed to its owner.
 */
const GRANTS = {
  /** Read and act on any customer's order (operations console). */
  'orders.manage': ['admin'],
  /**
   * Correct a customer's date of birth or NHS number after ordering (support staff, audited); the
   * customer may correct only their own order's phone number.
   */
  'identity.correct': ['admin'],
  /** Read any customer's results and recordings (staff). */
  'results.read': ['admin', 'cardiologist'],
  /** Read a customer's symptom diary, only at the stages in DIARY_STAGES. */
  'diary.read': ['cardiologist'],
  /** Read the log of staff reads of customers' health data (accountability, UK GDPR Art. 5(2)). */
  'access-log.read': ['admin'],
  /** Upload and inspect recordings. */
  'recordings.upload': ['admin'],
  /** Review analyses and write cardiac reports. */
  'reviews.write': ['cardiologist'],
  /** See products that are not on sale. */
  'catalogue.manage': ['admin'],
  /** Write help articles and see unpublished ones. */
  'help.manage': ['admin'],
  /**
   * Handle account deletion requests: record one that came by email, check the requester's
   * identity, complete or refuse (support; spec: "handled manually by support").
   */
  'erasure.manage': ['admin'],
  /** Read the development outbox (everyone's mail, reset links included). */
  'outbox.read': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof GRANTS;

/**
 * Actions a staff role may take only while the order is at certain stages: data minimisation
 * (UK GDPR Art. 5(1)(c)) and the National Data Guardian's data security standard 4, which the
 * NHS Data Security and Protection Toolkit follows ("personal confidential data is only
 * accessible to staff who need it for their current role"). The symptom diary is
 * what the customer wrote about how they felt: the cardiologist reads it beside the ECG from the
 * moment the analysed case reaches review, through signing and any amendment of the signed
 * report; outside those stages there is nothing to read it for. Operations staff (admin) never
 * read it: whether the diary is open follows from the order's status, which they already see.
 */
const STAGES: Partial<Record<Action, Partial<Record<Role, readonly OrderStatus[]>>>> = {
  'diary.read': { cardiologist: ['results_ready', 'cardiac_report_ready'] },
};

/** A record the action touches: its owner, and the stage of its order where that matters. */
export interface Resource {
  ownerId: string;
  status?: string;
}

/**
 * Whether the viewer may do `action` (to `resource`, when it has an owner). A staged action
 * needs the resource's stage, and is refused without it.
 */
export function authorise(viewer: Viewer, action: Action, resource?: Resource): boolean {
  if (resource && resource.ownerId === viewer.userId) return true;
  const granted: readonly string[] = GRANTS[action];
  const stages = STAGES[action];
  return viewer.roles.some((role) => {
    if (!granted.includes(role)) return false;
    if (!stages) return true;
    const allowed: readonly string[] = stages[role as Role] ?? [];
    return resource?.status !== undefined && allowed.includes(resource.status);
  });
}

/**
 * The purposes each staff role reads health data for; the first is recorded when the client
 * names none. `review`: a cardiologist reporting on (or amending the report of) a queued case.
 * `operations`: fulfilment, the recording upload and urgent-call follow-up. `support`: answering
 * the customer's own request (spec §6: support handles requests made by email; the client passes
 * `?purpose=support`).
 */
const READ_PURPOSES = {
  cardiologist: ['review'],
  admin: ['operations', 'support'],
} as const satisfies Record<Role, readonly AccessPurpose[]>;

/** The role and purpose a staff read is recorded under. */
export interface StaffRead {
  role: Role;
  purpose: AccessPurpose;
}

/**
 * The role and purpose a staff read allowed by `action` is recorded under (the caller has
 * already checked the read is not the owner's own): the first of the viewer's roles granting
 * the action whose purposes include the one asked for, or its first purpose. Undefined when no
 * role of the viewer reads for the purpose asked.
 */
export function staffReadOf(
  viewer: Viewer,
  action: Action,
  requested?: AccessPurpose,
): StaffRead | undefined {
  const granted: readonly string[] = GRANTS[action];
  for (const role of ROLES) {
    if (!viewer.roles.includes(role) || !granted.includes(role)) continue;
    const purposes: readonly AccessPurpose[] = READ_PURPOSES[role];
    const purpose = requested ?? purposes[0];
    if (purpose && purposes.includes(purpose)) return { role, purpose };
  }
  return undefined;
}

/** The roles claim of a verified token (none for an anonymous or invalid one). */
export function rolesOf(auth: AuthResult): readonly string[] {
  return auth.status === 'authenticated' ? auth.principal.roles : [];
}
