import {
  ACCESS_PURPOSES,
  type AccessPurpose,
  type AccessResource,
} from '@heartcheck/contracts/access-log';
import { sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { staffReadOf, type Action, type Role, type Viewer } from '../../auth/authorise.ts';
import type { Database } from '../../db/client.ts';
import type { ApiContext } from '../../http/auth.ts';
import { healthDataReads } from './schema.ts';

const HOUR_MS = 3_600_000;

/** One staff read of one customer's health data. */
export interface StaffReadEntry {
  customerId: string;
  orderId: string;
  actorId: string;
  role: Role;
  resource: AccessResource;
  /** The record read (analysis, cardiac report or recording). */
  resourceId: string | null;
  purpose: AccessPurpose;
}

/**
 * Records staff reads in one statement: each adds the row of its reader, order, kind and
 * purpose for the current hour, or counts the read on it.
 */
export async function recordStaffReads(
  db: Database,
  entries: StaffReadEntry[],
  at = new Date(),
): Promise<void> {
  if (entries.length === 0) return;
  const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  await db
    .insert(healthDataReads)
    .values(
      entries.map((entry) => ({
        customerId: entry.customerId,
        orderId: entry.orderId,
        actorId: entry.actorId,
        actorRole: entry.role,
        resource: entry.resource,
        resourceId: entry.resourceId,
        purpose: entry.purpose,
        hour,
        firstAt: at,
        lastAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [
        healthDataReads.actorId,
        healthDataReads.orderId,
        healthDataReads.resource,
        healthDataReads.purpose,
        healthDataReads.hour,
      ],
      set: {
        reads: sql`${healthDataReads.reads} + 1`,
        lastAt: sql`greatest(${healthDataReads.lastAt}, excluded.last_at)`,
        resourceId: sql`excluded.resource_id`,
      },
    });
}

function badPurpose(): HTTPException {
  return new HTTPException(400, {
    res: new Response(
      JSON.stringify({
        message: `Name a purpose of your role: ?purpose=${ACCESS_PURPOSES.join('|')}.`,
      }),
      { status: 400, headers: { 'content-type': 'application/json; charset=utf-8' } },
    ),
  });
}

/** What a REST handler read, for the access log. */
export interface HealthRead {
  viewer: Viewer;
  /** The action that allowed the read (its roles decide the role recorded). */
  action: Action;
  resource: AccessResource;
  /** Each order read, its customer and the record read (analysis, report, recording). */
  items: { order: { id: string; userId: string }; resourceId: string | null }[];
}

/**
 * Logs a staff member's reads before the data is sent (so a read that cannot be logged is not
 * served), in one statement. The customer's own read is not a staff read and is not logged. The
 * purpose comes from the role (authorise.ts), or from `?purpose=` when it is one of the role's;
 * another answers 400. Only ids go to the table; nothing is written to the log file.
 */
export async function logStaffRead(c: ApiContext, db: Database, read: HealthRead): Promise<void> {
  const others = read.items.filter((item) => item.order.userId !== read.viewer.userId);
  if (others.length === 0) return;
  const asked = c.req.query('purpose');
  const requested = ACCESS_PURPOSES.find((p) => p === asked);
  if (asked !== undefined && !requested) throw badPurpose();
  const who = staffReadOf(read.viewer, read.action, requested);
  if (!who) throw badPurpose();
  // One row per order: a statement may not count the same row twice.
  const orders = new Map(others.map((item) => [item.order.id, item]));
  await recordStaffReads(
    db,
    [...orders.values()].map((item) => ({
      customerId: item.order.userId,
      orderId: item.order.id,
      actorId: read.viewer.userId,
      role: who.role,
      resource: read.resource,
      resourceId: item.resourceId,
      purpose: who.purpose,
    })),
  );
}
