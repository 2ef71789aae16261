import type { AuthResult } from './verify-token.ts';

/**
 * Who may do what: the one place the API reads role claims and decides. Roles come from the
 * verified access token (the `OIDC_ROLES_CLAIM` claim). The spec (§6) does not name the roles:
 * ours are `admin` (operations staff, help articles) and `cardiologist`; a customer has none.
 */
export const ROLES = ['admin', 'cardiologist'] as const;
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
  /** Read any customer's results, recordings and symptom diary (staff). */
  'results.read': ['admin', 'cardiologist'],
  /** Upload and inspect recordings. */
  'recordings.upload': ['admin'],
  /** Review analyses and write cardiac reports. */
  'reviews.write': ['cardiologist'],
  /** See products that are not on sale. */
  'catalogue.manage': ['admin'],
  /** Write help articles and see unpublished ones. */
  'help.manage': ['admin'],
  /** Read the development outbox (everyone's mail, reset links included). */
  'outbox.read': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof GRANTS;

/** Whether the viewer may do `action` (to `resource`, when it has an owner). */
export function authorise(viewer: Viewer, action: Action, resource?: { ownerId: string }): boolean {
  if (resource && resource.ownerId === viewer.userId) return true;
  const granted: readonly string[] = GRANTS[action];
  return viewer.roles.some((role) => granted.includes(role));
}

/** The roles claim of a verified token (none for an anonymous or invalid one). */
export function rolesOf(auth: AuthResult): readonly string[] {
  return auth.status === 'authenticated' ? auth.principal.roles : [];
}
