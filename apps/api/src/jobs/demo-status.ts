import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders } from '../modules/orders/public.ts';
import { users } from '../modules/users/public.ts';

/**
 * When the demo customer's results will be ready, for the start-up banner. The estimate is the
 * time the last preparation took on this machine (kept beside the demo recording), else about
 * 20 s for 72 recorded hours, the figure measured after the first start on the project's 2-core
 * machines (issue 13).
 */
const DEFAULT_SECONDS_PER_HOUR = 20 / 72;
/** The demo order's tracking number, which marks it. */
export const DEMO_TRACKING = 'DEMO-72H';
const timingFile = (dataDir: string) => path.join(dataDir, 'demo', 'preparation-time.json');

/** Whether the demo order is still on its way to a signed cardiac report (or not yet made). */
export async function demoResultsPending(db: Database): Promise<boolean> {
  const rows = await db
    .select({ status: orders.status })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(users.issuer, 'builtin'),
        eq(users.email, 'customer@example.com'),
        eq(orders.trackingNumber, DEMO_TRACKING),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  const status = rows[0]?.status;
  return !['cardiac_report_ready', 'cancelled', 'refunded'].includes(status ?? '');
}

/** Seconds the demo preparation is expected to take from start-up. */
export async function demoEstimateSeconds(dataDir: string, hours: number): Promise<number> {
  try {
    const last = JSON.parse(await fs.readFile(timingFile(dataDir), 'utf8')) as {
      secondsPerHour?: unknown;
    };
    if (typeof last.secondsPerHour === 'number' && last.secondsPerHour > 0)
      return Math.ceil(last.secondsPerHour * hours);
  } catch {
    // No earlier preparation here: use the default below.
  }
  return Math.ceil(DEFAULT_SECONDS_PER_HOUR * hours);
}

export async function recordDemoTiming(dataDir: string, hours: number, seconds: number) {
  await fs.mkdir(path.dirname(timingFile(dataDir)), { recursive: true });
  await fs.writeFile(timingFile(dataDir), JSON.stringify({ secondsPerHour: seconds / hours }));
}

/** A Date's local wall clock as "YYYY-MM-DDTHH:MM:SS" (the demo recording's start). */
export function localIso(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
