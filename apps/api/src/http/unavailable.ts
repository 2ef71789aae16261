import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Seconds a client should wait before retrying while the database is unreachable. Ten seconds:
 * a PostgreSQL restart or fail-over takes seconds, and the connection pool reconnects by itself.
 */
export const RETRY_AFTER_SECONDS = 10;

export const UNAVAILABLE_MESSAGE =
  'HeartCheck is temporarily unavailable. Please try again in a moment.';

/** How long the check waits for the database before calling it down (2 s, well under a page load). */
const PING_TIMEOUT_MS = 2_000;

/**
 * Whether an unexpected error happened because the database cannot be reached: asked after the
 * error, so the healthy path pays nothing. Any failure or a slow answer counts as unreachable.
 */
export async function databaseUnreachable(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), PING_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([db.execute(sql`select 1`).then(() => 'ok'), timeout]);
    return outcome !== 'ok';
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}

/** The 503 answer: a generic message and Retry-After; the details go to the log only. */
export function unavailableResponse(): Response {
  return Response.json(
    { message: UNAVAILABLE_MESSAGE },
    { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  );
}
