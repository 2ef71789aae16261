import { and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/public.ts';

/** The live (not erased) account with this email, for a request support received by email. */
export async function findUserForErasure(
  db: Database,
  email: string,
): Promise<{ id: string } | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.erasedAt)));
  return rows[0];
}
