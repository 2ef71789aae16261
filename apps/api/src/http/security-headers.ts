import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config/env.ts';

/**
 * Security headers on every response, with a strict Content-Security-Policy: no inline script,
 * no eval, no third-party origins except an external identity provider's when one is configured
 * (the SPA calls its token endpoint and renews silently in a hidden frame).
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const idpOrigin = config.identity.builtIn ? '' : ` ${new URL(config.identity.issuer).origin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${idpOrigin}`,
    `frame-src 'self'${idpOrigin}`,
    // The silent-renew frame is our own page, so framing by ourselves only.
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(config.publicUrl.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Powerful features the product never uses are off; card entry happens on our own origin. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';

export function securityHeaders(config: AppConfig): MiddlewareHandler {
  const csp = contentSecurityPolicy(config);
  const https = config.publicUrl.startsWith('https:');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('X-Frame-Options', 'SAMEORIGIN');
    h.set('Referrer-Policy', 'no-referrer');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Cross-Origin-Resource-Policy', 'same-origin');
    h.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (https) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/** The same headers for responses written by oidc-provider, which bypasses Hono. */
export function nodeSecurityHeaders(config: AppConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(config.publicUrl.startsWith('https:')
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}
