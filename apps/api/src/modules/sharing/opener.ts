import type { Context } from 'hono';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { clientAddress, createRateLimiter } from '../../http/rate-limit.ts';
import type { ShareLinkRow } from './schema.ts';
import { openShareLink } from './service.ts';

const MINUTE_MS = 60_000;

/**
 * Opens a GP share link with limits that are fair to people behind one address. A live link is
 * limited per link (60 views a minute, which bounds PDF rendering), never by the address it is
 * opened from, so a GP's practice network is not refused because someone else there typed bad
 * links. Only tokens that open nothing count against the address (60 a minute). The token is
 * looked up before the address is refused: a hash and an indexed read, and with 256-bit tokens
 * the limit guards load, not guessing (W3C TAG, "Good Practices for Capability URLs").
 */
/** Why a link does not open: the status and JSON body the route answers with. */
export interface Refusal {
  refused: { status: 404 | 429; body: { message: string; retryAfterSeconds?: number } };
}

export function shareOpener(deps: { db: Database; config: AppConfig }) {
  const perLink = createRateLimiter({
    db: deps.db,
    name: 'shared-report-views',
    limit: 60,
    windowMs: MINUTE_MS,
    key: () => '',
  });
  const invalidPerAddress = createRateLimiter({
    db: deps.db,
    name: 'shared-report-invalid',
    limit: 60,
    windowMs: MINUTE_MS,
    key: () => '',
  });
  const gone = {
    message: 'This link has expired or been withdrawn. Ask the patient for a new link.',
  };
  const tooMany = (c: Context, wait: number): Refusal => {
    c.header('Retry-After', String(wait));
    const message = 'Too many requests. Please wait a moment and try again.';
    return { refused: { status: 429, body: { message, retryAfterSeconds: wait } } };
  };

  return {
    /** The live link of the request's token, or the answer refusing it (404 or 429). */
    async open(c: Context, kind: 'page' | 'pdf'): Promise<ShareLinkRow | Refusal> {
      const link = await openShareLink(deps.db, c.req.param('token') ?? '', kind);
      if (!link) {
        const wait = await invalidPerAddress.hit(clientAddress(c, deps.config.trustProxy));
        return wait === undefined ? { refused: { status: 404, body: gone } } : tooMany(c, wait);
      }
      const wait = await perLink.hit(link.id);
      return wait === undefined ? link : tooMany(c, wait);
    },
  };
}
