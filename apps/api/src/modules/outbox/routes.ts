import { createRoute } from '@hono/zod-openapi';
import { getCookie } from 'hono/cookie';
import { mailOutboxStatus } from '@heartcheck/contracts/mail-outbox';
import { failure, json } from '../../http/openapi.ts';
import { HTTPException } from 'hono/http-exception';
import { requireAllowed, type ApiApp, type ApiContext } from '../../http/auth.ts';
import type { TokenVerifier } from '../../auth/verify-token.ts';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { FindUser } from '../../http/auth.ts';
import { escapeHtml } from '../../lib/html.ts';
import { deliveryState, findOutboxMessage, listOutbox, outboxStatus } from './service.ts';

/** The cookie the web app keeps its access token in (spec §7: name `token`, path /). */
const TOKEN_COOKIE = 'token';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/idp-assets/idp.css"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body><main class="card">${body}</main></body></html>`;
}

/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever the socket says. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether the request came over a loopback connection from this machine: the socket's peer is
 * 127.0.0.0/8 or ::1 and no proxy forwarded it. `HOST=0.0.0.0 npm start` serves the network, and
 * an admin's password may leak, so the role alone would not protect a server on a network.
 */
function fromThisMachine(c: ApiContext): boolean {
  if (FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? '';
  return /^(::ffff:)?127\./.test(peer) || peer === '::1';
}

const BANNER =
  '<p class="lead" role="note"><strong>Development outbox.</strong> Every message the product sent, including password-reset links. Shown to administrators on this machine only; never served in production.</p>';

/**
 * The outbox holds other people's mail, password-reset links included, so it is an admin page
 * served on loopback connections only (anything else answers 404, as if it did not exist). A
 * browser opening it carries the web app's `token` cookie rather than a bearer header, so the
 * cookie is accepted here (GET only, nothing changes); a caller without the admin role gets
 * 401/403.
 */
async function requireAdmin(
  c: ApiContext,
  deps: { verifier: TokenVerifier; findUser: FindUser },
): Promise<void> {
  if (!fromThisMachine(c))
    throw new HTTPException(404, { res: new Response('Not found', { status: 404 }) });
  // /dev is outside /api, so no middleware has read the token yet.
  const cookie = getCookie(c, TOKEN_COOKIE);
  const header = c.req.header('authorization') ?? (cookie ? `Bearer ${cookie}` : undefined);
  c.set('auth', await deps.verifier.verify(header));
  c.set('findUser', deps.findUser);
  try {
    await requireAllowed(c, 'outbox.read');
  } catch (error) {
    if (!(error instanceof HTTPException)) throw error;
    const status = error.status === 403 ? 403 : 401;
    throw new HTTPException(status, {
      res: new Response(
        page(
          'Outbox · HeartCheck (development)',
          '<h1>Local outbox</h1><p>Sign in to HeartCheck as an administrator, then open this page again.</p>',
        ),
        { status, headers: { 'content-type': 'text/html; charset=utf-8' } },
      ),
    });
  }
}

const mailOutbox = createRoute({
  method: 'get',
  path: '/api/mail-outbox',
  summary: 'Where outgoing mail stands: delivered, waiting for the mail server, refused (admin)',
  responses: {
    200: json(mailOutboxStatus, 'Counts by state; no addresses or subjects.'),
    401: failure('Not signed in.'),
    403: failure('Not allowed to see the mail outbox.'),
  },
});

/**
 * The mail outbox's state for operators, in every environment (GET /api/mail-outbox), and the
 * local outbox at /dev/outbox: development and test only, administrators only.
 */
export function registerRoutes(
  app: ApiApp,
  deps: { config: AppConfig; db: Database; verifier: TokenVerifier; findUser: FindUser },
): void {
  const db = deps.db;
  app.openapi(mailOutbox, async (c) => {
    await requireAllowed(c, 'outbox.read');
    c.header('Cache-Control', 'no-store');
    return c.json(await outboxStatus(db, deps.config.mail.smtpUrl !== undefined), 200);
  });
  if (deps.config.env === 'production') return;

  app.get('/dev/outbox', async (c) => {
    await requireAdmin(c, deps);
    const messages = await listOutbox(db);
    const items = messages
      .map(
        (m) =>
          `<li><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject)}</a> to ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()} · ${escapeHtml(deliveryState(m))}</li>`,
      )
      .join('');
    c.header('Cache-Control', 'no-store');
    return c.html(
      page(
        'Outbox · HeartCheck (development)',
        `<h1>Local outbox</h1>${BANNER}<ul>${items || '<li>No messages yet.</li>'}</ul>`,
      ),
    );
  });

  app.get('/dev/outbox/:id', async (c) => {
    await requireAdmin(c, deps);
    const id = c.req.param('id');
    const message = /^[0-9a-f-]{36}$/i.test(id) ? await findOutboxMessage(db, id) : undefined;
    if (!message) return c.text('No such message', 404);
    const body = escapeHtml(message.textBody).replace(
      /(https?:\/\/[^\s<]+)/g,
      '<a href="$1">$1</a>',
    );
    c.header('Cache-Control', 'no-store');
    return c.html(
      page(
        `${message.subject} · Outbox`,
        `<h1>${escapeHtml(message.subject)}</h1>${BANNER}<p class="lead">To ${escapeHtml(message.recipient)} · ${escapeHtml(deliveryState(message))}</p><pre class="mail">${body}</pre><p><a href="/dev/outbox">All messages</a></p>`,
      ),
    );
  });
}
