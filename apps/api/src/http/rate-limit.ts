import type { Context, MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { AuthVariables } from './auth.ts';

/**
 * Fixed-window rate limiter whose counts live in the database (table rate_limit_counters), so a
 * limit holds across every API process on that database: one atomic upsert per hit.
 */
export interface RateLimitOptions {
  db: Database;
  /** Names the limiter's counters; the same in every process. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  key: (c: Context) => string | Promise<string>;
  message?: string;
}

interface Counter {
  count: number;
  reset_at: Date | string;
}

/** Expired counters of a limiter are deleted once every this many hits (they are reset on use anyway). */
const SWEEP_EVERY_HITS = 500;

export function createRateLimiter(options: RateLimitOptions) {
  const { db, name } = options;
  let hitsSinceSweep = 0;

  const secondsUntil = (resetAt: Date | string) =>
    Math.max(1, Math.ceil((new Date(resetAt).getTime() - Date.now()) / 1000));

  /** Records a hit; returns the seconds to wait when over the limit. */
  async function hit(key: string): Promise<number | undefined> {
    hitsSinceSweep += 1;
    if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
      hitsSinceSweep = 0;
      await db.execute(
        sql`delete from rate_limit_counters where limiter = ${name} and reset_at <= now()`,
      );
    }
    const rows = await db.execute(sql`
      insert into rate_limit_counters (limiter, key, count, reset_at)
      values (${name}, ${key}, 1, now() + ${options.windowMs} * interval '1 millisecond')
      on conflict (limiter, key) do update set
        count = case when rate_limit_counters.reset_at <= now() then 1
                     else rate_limit_counters.count + 1 end,
        reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at
                        else rate_limit_counters.reset_at end
      returning count, reset_at`);
    const row = rowsOf<Counter>(rows)[0]!;
    return row.count > options.limit ? secondsUntil(row.reset_at) : undefined;
  }

  /** Seconds to wait if the key is already at its limit, without counting a hit. */
  async function check(key: string): Promise<number | undefined> {
    const rows = await db.execute(sql`
      select count, reset_at from rate_limit_counters
      where limiter = ${name} and key = ${key} and reset_at > now()`);
    const row = rowsOf<Counter>(rows)[0];
    if (!row || row.count < options.limit) return undefined;
    return secondsUntil(row.reset_at);
  }

  // Typed for the API app, so a route that lists it as middleware keeps its typed context.
  const middleware: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
    const retryAfter = await hit(await options.key(c));
    if (retryAfter !== undefined) {
      c.header('Retry-After', String(retryAfter));
      return c.json(
        {
          message: options.message ?? 'Too many requests. Please wait a moment and try again.',
          retryAfterSeconds: retryAfter,
        },
        429,
      );
    }
    await next();
  };
  return { middleware, hit, check };
}

/** node-postgres answers `execute` with a result object, PGlite's driver likewise: rows inside. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** The client's address: the socket peer, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
