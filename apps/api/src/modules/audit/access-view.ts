import type { MyAccessEntry } from '@heartcheck/contracts/access-log';
import type { HealthDataReadRow } from './schema.ts';

/** What the access views print of a staff member. */
export interface StaffPerson {
  firstName: string;
  lastName: string;
  professionalRole: string | null;
  gmcNumber: string | null;
}

export function readBase(row: HealthDataReadRow, orderNumber: string) {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber,
    resource: row.resource,
    purpose: row.purpose,
    firstAt: row.firstAt.toISOString(),
    lastAt: row.lastAt.toISOString(),
    reads: row.reads,
  };
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * One staff read as the customer sees it. A cardiologist is named, with their professional role
 * and GMC number (public on the GMC register and printed on the report they sign); operations
 * staff appear by role only: the customer learns which team read what and why, and no
 * operations employee's name is handed to every customer. Used by "who has seen my data" and by
 * the data export, so both say the same.
 */
export function customerAccessEntry(
  read: HealthDataReadRow,
  orderNumber: string,
  person: StaffPerson,
): MyAccessEntry {
  const named = read.actorRole === 'cardiologist';
  return {
    ...readBase(read, orderNumber),
    staff: {
      role: read.actorRole,
      name: named ? fullName(person) : null,
      professionalRole: named ? person.professionalRole : null,
      gmcNumber: named ? person.gmcNumber : null,
    },
  };
}
