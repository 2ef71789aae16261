import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/public.ts';

/** The customer's name as the intake screen shows it, to confirm against the return form. */
export async function patientName(db: Database, userId: string): Promise<string> {
  const row = (
    await db
      .select({ f: users.firstName, l: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
  )[0];
  return row ? `${row.f} ${row.l}`.trim() : '';
}
