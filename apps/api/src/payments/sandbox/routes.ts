import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Database } from '../../db/client.ts';
import { clientAddress, createRateLimiter } from '../../http/rate-limit.ts';
import { escapeHtml as e } from '../../lib/html.ts';
import { describeError, logger } from '../../lib/logger.ts';
import { decodeStripeForm } from './form.ts';
import type { SandboxEngine } from './engine.ts';
import { publicView, SandboxError, type AttemptResult, type CardInput } from './engine.ts';
import { sandboxIdempotency } from './schema.ts';
import type { StripeLike } from './state.ts';
import { text } from './intents.ts';
import { valuesToKeep } from './cards.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The sandbox's Stripe-compatible HTTP API, mounted under /sandbox/stripe (the SDK's requests to
 * /v1/… are sent there). Authenticated by the sandbox's secret key; POSTs honour Idempotency-Key.
 */
export function createSandboxApi(engine: SandboxEngine, db: Database, secretKey: string): Hono {
  const api = new Hono();
  const inFlight = new Map<string, Promise<unknown>>();

  api.use(async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match || !sameSecret(match[1]!, secretKey)) {
      return c.json(
        new SandboxError(401, 'invalid_request_error', 'Invalid API Key provided.').toJSON(),
        401,
      );
    }
    await next();
  });

  async function run(
    c: Context,
    work: (body: ReturnType<typeof decodeStripeForm>) => Promise<StripeLike>,
  ) {
    const raw = c.req.method === 'POST' ? await c.req.text() : '';
    const key = c.req.header('idempotency-key');
    const execute = async (): Promise<{ status: number; body: unknown }> => {
      try {
        return { status: 200, body: publicView(await work(decodeStripeForm(raw))) };
      } catch (error) {
        if (error instanceof SandboxError) {
          const withIntent = error as SandboxError & { paymentIntent?: StripeLike };
          const json = error.toJSON();
          if (withIntent.paymentIntent)
            Object.assign(json.error, { payment_intent: publicView(withIntent.paymentIntent) });
          return { status: error.status, body: json };
        }
        logger.error('payments sandbox error', describeError(error));
        return { status: 500, body: new SandboxError(500, 'api_error', 'Sandbox error.').toJSON() };
      }
    };
    if (!key || c.req.method !== 'POST') {
      const result = await execute();
      return c.json(result.body as object, result.status as 200);
    }
    const scopedKey = `${c.req.path}:${key}`;
    const hash = createHash('sha256').update(raw).digest('hex');
    // One request per key at a time; the second waits and then replays the stored response.
    while (inFlight.has(scopedKey)) await inFlight.get(scopedKey)!.catch(() => undefined);
    const job = (async () => {
      const stored = await db
        .select()
        .from(sandboxIdempotency)
        .where(eq(sandboxIdempotency.key, scopedKey));
      if (stored[0]) {
        if (stored[0].requestHash !== hash)
          return {
            status: 400,
            body: new SandboxError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            ).toJSON(),
            replayed: false,
          };
        return { status: stored[0].status, body: stored[0].body, replayed: true };
      }
      const result = await execute();
      if (result.status < 500)
        await db
          .insert(sandboxIdempotency)
          .values({
            key: scopedKey,
            requestHash: hash,
            status: result.status,
            body: result.body,
          })
          .onConflictDoNothing();
      return { ...result, replayed: false };
    })();
    inFlight.set(scopedKey, job);
    try {
      const result = await job;
      if (result.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(result.body as object, result.status as 200);
    } finally {
      inFlight.delete(scopedKey);
    }
  }

  api.post('/v1/checkout/sessions', (c) => run(c, (body) => engine.createSession(body)));
  api.get('/v1/checkout/sessions/:id', (c) =>
    run(c, () => engine.retrieve(c.req.param('id'), 'checkout.session')),
  );
  api.post('/v1/checkout/sessions/:id/expire', (c) =>
    run(c, () => engine.expireSession(c.req.param('id'))),
  );
  api.get('/v1/payment_intents/:id', (c) =>
    run(c, () => engine.retrieve(c.req.param('id'), 'payment_intent')),
  );
  api.post('/v1/payment_intents', (c) => run(c, (body) => engine.createPaymentIntent(body)));
  api.get('/v1/refunds/:id', (c) => run(c, () => engine.retrieve(c.req.param('id'), 'refund')));
  api.post('/v1/refunds', (c) => run(c, (body) => engine.createRefund(body)));
  api.get('/v1/customers/:id', (c) => run(c, () => engine.retrieve(c.req.param('id'), 'customer')));
  api.all('*', (c) =>
    c.json(
      new SandboxError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${c.req.method}: ${c.req.path}). The payments sandbox implements only what HeartCheck uses.`,
      ).toJSON(),
      404,
    ),
  );
  return api;
}

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / 100);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} · Payments sandbox</title>
<link rel="stylesheet" href="/sandbox/assets/checkout.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<header class="banner"><p><strong>Payments sandbox</strong> — test mode. No real card is ever charged; only Stripe test card numbers are accepted.</p></header>
<main class="card" aria-labelledby="page-title">
${body}
</main>
</body>
</html>`;
}

function summary(session: StripeLike): string {
  const items =
    (session._line_items as {
      description: string;
      unit_amount: number;
      quantity: number;
      currency: string;
    }[]) ?? [];
  const rows = items
    .map(
      (item) =>
        `<tr><th scope="row">${e(item.description)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</th><td>${e(money(item.unit_amount * item.quantity, item.currency))}</td></tr>`,
    )
    .join('');
  return `<table class="summary"><caption class="visually-hidden">Order summary</caption><tbody>${rows}</tbody><tfoot><tr><th scope="row">Total to pay</th><td>${e(money(Number(session.amount_total), String(session.currency)))}</td></tr></tfoot></table>`;
}

function cardField(
  name: keyof CardInput,
  label: string,
  attrs: string,
  value: string,
  error?: string,
  hint?: string,
): string {
  const id = `card-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field${error ? ' has-error' : ''}">
<label for="${id}">${e(label)}</label>
${hint ? `<p class="hint" id="${id}-hint">${e(hint)}</p>` : ''}
${error ? `<p class="error" id="${id}-error">${e(error)}</p>` : ''}
<input id="${id}" name="${name}" ${attrs} value="${e(value)}"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}>
</div>`;
}

/** The hosted pages: the card form, the 3-D Secure challenge, and their form posts. */
export function createSandboxCheckoutPages(engine: SandboxEngine, db: Database, proxy = false) {
  const pages = new Hono();
  // Card-form posts per client address: bounds card testing against the page.
  const attempts = createRateLimiter({
    db,
    name: 'sandbox-card-attempts',
    limit: 30,
    windowMs: 60_000,
    key: (c) => clientAddress(c, proxy),
    message: 'Too many payment attempts. Please wait a minute and try again.',
  });
  pages.post('/checkout/*', attempts.middleware);
  const css = fs.readFile(path.join(import.meta.dirname, 'assets/checkout.css'));
  pages.get('/assets/checkout.css', async (c) =>
    c.body(new Uint8Array(await css), 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  async function load(id: string): Promise<StripeLike | undefined> {
    if (!/^cs_test_[A-Za-z0-9]+$/.test(id)) return undefined;
    try {
      return await engine.retrieve(id, 'checkout.session');
    } catch {
      return undefined;
    }
  }

  function closedPage(session: StripeLike | undefined): string {
    const back = session?.cancel_url
      ? `<p><a class="button secondary" href="${e(text(session.cancel_url))}">Back to your order</a></p>`
      : '';
    const message = !session
      ? 'We could not find this checkout page.'
      : session.status === 'complete'
        ? 'This order has already been paid.'
        : 'This checkout page has expired. Go back to your order and press Pay Now to start again.';
    return page(
      'Checkout closed',
      `<h1 id="page-title">Checkout closed</h1><p>${e(message)}</p>${back}`,
    );
  }

  function formPage(
    session: StripeLike,
    options: {
      error?: string | null;
      errors?: Partial<Record<keyof CardInput, string>>;
      values?: Partial<CardInput>;
    } = {},
  ): string {
    const errors = options.errors ?? {};
    const values = options.values ?? {};
    const alert = options.error
      ? `<div class="alert" role="alert"><p><strong>Payment not taken.</strong> ${e(options.error)}</p><p>Check the details or use another card, then press Pay again.</p></div>`
      : Object.keys(errors).length
        ? `<div class="alert" role="alert"><p><strong>Please correct the card details below.</strong></p></div>`
        : '';
    return page(
      'Pay',
      `<p class="brand">HeartCheck</p>
<h1 id="page-title">Pay for your order</h1>
${summary(session)}
${alert}
<form method="post" action="/sandbox/checkout/${e(session.id)}" novalidate>
${cardField('number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false"', values.number ?? '', errors.number, 'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication.')}
<div class="row">
${cardField('expiry', 'Expiry date', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"', values.expiry ?? '', errors.expiry)}
${cardField('cvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', '', errors.cvc)}
</div>
<button type="submit" class="button">Pay ${e(money(Number(session.amount_total), String(session.currency)))}</button>
</form>
${session.cancel_url ? `<p class="back"><a href="${e(text(session.cancel_url))}">Back to your order</a> (you will not be charged)</p>` : ''}`,
    );
  }

  function after(
    c: Context,
    session: StripeLike,
    result: AttemptResult,
    values: Partial<CardInput>,
  ) {
    if (result.kind === 'succeeded') return c.redirect(result.redirectTo, 303);
    if (result.kind === 'requires_action')
      return c.redirect(`/sandbox/checkout/${session.id}/authenticate`, 303);
    if (result.kind === 'invalid')
      return c.html(formPage(session, { errors: result.errors, values }), 422);
    return c.redirect(`/sandbox/checkout/${session.id}`, 303);
  }

  pages.get('/checkout/:id', async (c) => {
    const session = await load(c.req.param('id'));
    if (!session || session.status !== 'open')
      return c.html(closedPage(session), session ? 410 : 404);
    const error = await engine.lastError(session.id);
    return c.html(formPage(session, { error }));
  });

  pages.post('/checkout/:id', async (c) => {
    const session = await load(c.req.param('id'));
    if (!session || session.status !== 'open')
      return c.html(closedPage(session), session ? 410 : 404);
    const form = await c.req.parseBody();
    const card: CardInput = {
      number: typeof form.number === 'string' ? form.number : '',
      expiry: typeof form.expiry === 'string' ? form.expiry : '',
      cvc: typeof form.cvc === 'string' ? form.cvc : '',
    };
    const result = await engine.attemptPayment(session.id, card);
    return after(c, session, result, valuesToKeep(card));
  });

  pages.get('/checkout/:id/authenticate', async (c) => {
    const session = await load(c.req.param('id'));
    if (!session || session.status !== 'open')
      return c.html(closedPage(session), session ? 410 : 404);
    return c.html(
      page(
        '3-D Secure authentication',
        `<p class="brand">Your bank (simulated)</p>
<h1 id="page-title">Confirm this payment</h1>
<p>Your card issuer asks you to confirm a payment of <strong>${e(money(Number(session.amount_total), String(session.currency)))}</strong> to HeartCheck.</p>
<p class="hint">This is a simulated 3-D Secure challenge of the payments sandbox.</p>
<div class="actions">
<form method="post" action="/sandbox/checkout/${e(session.id)}/authenticate"><input type="hidden" name="outcome" value="complete"><button type="submit" class="button">Complete</button></form>
<form method="post" action="/sandbox/checkout/${e(session.id)}/authenticate"><input type="hidden" name="outcome" value="fail"><button type="submit" class="button secondary">Fail</button></form>
</div>`,
      ),
    );
  });

  pages.post('/checkout/:id/authenticate', async (c) => {
    const session = await load(c.req.param('id'));
    if (!session || session.status !== 'open')
      return c.html(closedPage(session), session ? 410 : 404);
    const form = await c.req.parseBody();
    const result = await engine.completeAuthentication(session.id, form.outcome === 'complete');
    return after(c, session, result, {});
  });

  return pages;
}
