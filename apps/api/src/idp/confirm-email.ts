import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { escapeHtml as e } from '../lib/html.ts';
import { logger } from '../lib/logger.ts';
import { CONFIRMATION_TTL_DAYS, confirmEmail, confirmationState } from './email-confirmation.ts';
import { alertBox, layout } from './pages.ts';

/** A token as the link carries it: 32 random bytes, base64url (email-confirmation.ts). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const CONTINUE = '<p class="aside"><a href="/home">Go to HeartCheck</a></p>';

function askPage(token: string): string {
  return layout(
    'Confirm your email address',
    `<p class="lead">Press the button to confirm that this email address is yours. We will then send your HeartCheck orders and results to it.</p>
<form method="post" action="/confirm-email">
<input type="hidden" name="token" value="${e(token)}">
<button type="submit" class="primary">Confirm my email address</button>
</form>`,
  );
}

/** A link past its 7 days, or one that does not work (used already, or never made). */
function invalidPage(state: 'expired' | 'unknown'): string {
  if (state === 'expired')
    return layout(
      'This link has expired',
      `${alertBox(`This confirmation link is more than ${CONFIRMATION_TTL_DAYS} days old. If your address is not confirmed yet, sign in: your home page can send you a new link.`)}
${CONTINUE}`,
    );
  return layout(
    'This link has been used or is not valid',
    `${alertBox('If you pressed "Confirm my email address" before, your address is confirmed and there is nothing more to do. If not, sign in: your home page says whether your address is confirmed and can send you a new link.', 'info')}
${CONTINUE}`,
  );
}

function donePage(): string {
  return layout(
    'Your email address is confirmed',
    `${alertBox('Thank you. Your email address is confirmed, and you can order your heart check.', 'info')}
${CONTINUE}`,
  );
}

/**
 * The page a confirmation link opens. Opening it confirms nothing: the button does (a POST), so
 * mail scanners that fetch every link in a message cannot confirm an address for its owner.
 */
export function createConfirmEmailRoutes(db: Database): Hono {
  const app = new Hono();
  app.get('/confirm-email', async (c) => {
    const token = c.req.query('token') ?? '';
    const state = TOKEN_PATTERN.test(token) ? await confirmationState(db, token) : 'unknown';
    return state === 'live' ? c.html(askPage(token)) : c.html(invalidPage(state), 400);
  });
  app.post('/confirm-email', async (c) => {
    const body = await c.req.parseBody();
    const token = typeof body.token === 'string' ? body.token : '';
    if (!TOKEN_PATTERN.test(token)) return c.html(invalidPage('unknown'), 400);
    // Read before use: using the token deletes it, and with it whether it had expired.
    const state = await confirmationState(db, token);
    const accountId = await confirmEmail(db, token);
    if (!accountId) return c.html(invalidPage(state === 'expired' ? 'expired' : 'unknown'), 400);
    logger.info('identity email confirmed', { accountId });
    return c.html(donePage());
  });
  return app;
}
