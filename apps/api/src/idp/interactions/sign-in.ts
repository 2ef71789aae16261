import type { Hono } from 'hono';
import { clientAddress, createRateLimiter } from '../../http/rate-limit.ts';
import { authenticate, LOCK_MINUTES, MAX_FAILED_SIGN_INS } from '../accounts.ts';
import { createDeviceCookies } from '../device-cookies.ts';
import { renderSignIn } from '../pages.ts';
import { type Bindings, emailSchema, formValues, type InteractionKit } from './kit.ts';

const FIVE_MINUTES_MS = 5 * 60_000;

/** The answer to every refused email and password. */
export const SIGN_IN_REFUSED = `Your email address or password is incorrect. After ${MAX_FAILED_SIGN_INS} incorrect passwords an account is locked for ${LOCK_MINUTES} minutes: wait, or reset your password.`;
const FIFTEEN_MINUTES_MS = 15 * 60_000;

/** The sign-in form: rate limits on failures, the 10-failure lock, then the provider login. */
export function mountSignIn(app: Hono<{ Bindings: Bindings }>, kit: InteractionKit): void {
  const { db, config } = kit;
  const devices = createDeviceCookies(config, db);
  // Failed sign-ins per email address, wherever they come from: 20 per 5 minutes (above the
  // 10-failure account lock, so the lock is what a guesser meets first; it also bounds guesses
  // at addresses that have no account).
  const perAccount = createRateLimiter({
    db,
    name: 'sign-in-failures-account',
    limit: 20,
    windowMs: FIVE_MINUTES_MS,
    key: () => '',
  });
  // Password spraying from one address across accounts: 100 checked wrong passwords per
  // 15 minutes. Only failures count, and not attempts refused by an account's lock (they test
  // no password), so one person's mistakes behind a shared address (an office, a family, a
  // mobile carrier's NAT) cannot lock everyone else out: OWASP Authentication Cheat Sheet,
  // "Login Throttling", which warns that limits per address deny service to shared addresses.
  const perAddress = createRateLimiter({
    db,
    name: 'sign-in-failures-address',
    limit: 100,
    windowMs: FIFTEEN_MINUTES_MS,
    key: () => '',
  });

  app.post('/:uid/login', async (c) => {
    const interaction = await kit.details(c);
    const uid = interaction.uid;
    const form = await formValues(c);
    const email = (form.email ?? '').trim();
    const address = clientAddress(c, config.trustProxy);
    const accountKey = email.toLowerCase();
    const knownDevice = await devices.known(c, email);
    const wait =
      (knownDevice ? undefined : await perAddress.check(address)) ??
      (await perAccount.check(accountKey));
    if (wait !== undefined) {
      c.header('Retry-After', String(wait));
      const error = `Too many sign-in attempts. Please wait ${Math.ceil(wait / 60)} minute(s) and try again.`;
      return c.html(renderSignIn({ uid, email, error }), 429);
    }
    if (!emailSchema.safeParse(email).success || !form.password) {
      const error = 'Enter your email address and password.';
      return c.html(renderSignIn({ uid, email, error }), 400);
    }
    const result = await authenticate(db, email, form.password);
    if (!result.ok) {
      if (result.reason === 'invalid' && !knownDevice) await perAddress.hit(address);
      await perAccount.hit(accountKey);
      // One answer for a wrong password, an unknown address and a locked account: a "locked"
      // answer only an account can earn would tell a prober the address is registered (OWASP
      // Authentication Cheat Sheet, "Authentication and Error Messages"). It names the lock, so
      // the owner who meets it knows to wait or reset.
      return c.html(renderSignIn({ uid, email, error: SIGN_IN_REFUSED }), 401);
    }
    await devices.issue(c, email);
    return kit.finish(c, { login: { accountId: result.account.id, remember: true } });
  });
}
