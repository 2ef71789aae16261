import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { escapeHtml as e } from '../lib/html.ts';
import { logger } from '../lib/logger.ts';
import { confirmEmail, isConfirmationValid } from './email-confirmation.ts';
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

function invalidPage(): string {
  return layout(
    'This link has expired',
    `${alertBox('This confirmation link is not valid: it may have been used already or be more than 7 days old. If your address is not confirmed yet, sign in: your home page can send you a new link.')}
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
    const valid = TOKEN_PATTERN.test(token) && (await isConfirmationValid(db, token));
    return valid ? c.html(askPage(token)) : c.html(invalidPage(), 400);
  });
  app.post('/confirm-email', async (c) => {
    const body = await c.req.parseBody();
    const token = typeof body.token === 'string' ? body.token : '';
    const accountId = TOKEN_PATTERN.test(token) ? await confirmEmail(db, token) : undefined;
    if (!accountId) return c.html(invalidPage(), 400);
    logger.info('identity email confirmed', { accountId });
    return c.html(donePage());
  });
  return app;
}
