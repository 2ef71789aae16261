import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppConfig } from '../config/env.ts';
import { loadKeyring } from '../config/secrets-key.ts';
import type { Database } from '../db/client.ts';
import { loadOrCreateSecret } from '../db/secrets.ts';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser in
 * which an account has signed in carries a signed cookie naming that account, and its sign-ins to
 * that account are not held back by the limit on failures from its network address. So someone
 * else's failures behind the same address (an office, a family, a carrier's NAT) cannot lock a
 * customer out of their own browser. The account lock still applies to every browser.
 */
const COOKIE = 'hc_device';
/** How long a browser stays known: 90 days, a typical "remember this device" period. */
const MAX_AGE_S = 90 * 86_400;

const emailTag = (email: string) => Buffer.from(email.trim().toLowerCase()).toString('base64url');

export function createDeviceCookies(config: AppConfig, db: Database) {
  let key: Promise<string> | undefined;
  const secret = () =>
    (key ??= loadKeyring(config.secrets).then((keyring) =>
      loadOrCreateSecret(db, keyring, 'idp.device-cookie-key', () =>
        Promise.resolve(randomBytes(32).toString('base64url')),
      ),
    ));
  const sign = async (payload: string) =>
    createHmac('sha256', await secret())
      .update(payload)
      .digest('base64url');

  return {
    /** Marks this browser as one where the account signed in. */
    async issue(c: Context, email: string): Promise<void> {
      const payload = `${emailTag(email)}.${Math.floor(Date.now() / 1000) + MAX_AGE_S}`;
      setCookie(c, COOKIE, `${payload}.${await sign(payload)}`, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: config.publicUrl.startsWith('https:'),
        path: '/idp/interaction',
        maxAge: MAX_AGE_S,
      });
    },
    /** True when the request carries a live device cookie of this account. */
    async known(c: Context, email: string): Promise<boolean> {
      const [tag, expires, mac] = (getCookie(c, COOKIE) ?? '').split('.');
      if (!tag || !expires || !mac || tag !== emailTag(email)) return false;
      if (Number(expires) * 1000 <= Date.now()) return false;
      const expected = Buffer.from(await sign(`${tag}.${expires}`));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
