import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

describe('HTTP surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers /api/health and /api/ready as JSON', async () => {
    expect(await (await fetch(`${t.url}/api/health`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', identityProvider: 'ok' },
    });
  });

  it('sends security headers and a strict Content-Security-Policy on the API, the app and the provider', async () => {
    for (const path of [
      '/api/health',
      '/home',
      '/idp/.well-known/openid-configuration',
      '/idp/jwks',
    ]) {
      const response = await fetch(`${t.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('gives the SPA its sign-in configuration', async () => {
    const body = (await (await fetch(`${t.url}/api/config`)).json()) as {
      auth: Record<string, unknown>;
    };
    expect(body.auth).toMatchObject({
      authority: `${t.url}/idp`,
      clientId: 'heartcheck-web',
      apiScope: 'Access.Functions',
      redirectUri: `${t.url}/`,
    });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await fetch(`${t.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No API route GET /api/nope' });
  });

  it('answers 401 with a JSON message to a REST call with no or a bad token', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token']) {
      // /api/orders relies on the app's error handler to turn requireUser's 401 into a response.
      const response = await fetch(`${t.url}/api/orders`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^Not authenticated/,
      );
    }
  });

  it('does not throttle successful sign-ins from one shared address', async () => {
    const { signInWithPassword } = await import('../../test/oidc-login.ts');
    for (let attempt = 0; attempt < 35; attempt += 1) {
      await signInWithPassword(t.url, 'customer@example.com', 'Heart-Check-72');
    }
  });

  it('rate-limits failed sign-in attempts from one address', async () => {
    const { ProviderSession } = await import('../../test/oidc-login.ts');
    let limited = false;
    // The address limit counts checked wrong passwords: 100 per 15 minutes (idp/interactions/sign-in.ts).
    for (let attempt = 0; attempt < 105 && !limited; attempt += 1) {
      const session = new ProviderSession(t.url);
      const step = await session.submit(await session.authorize(), '/login', {
        email: `spray-${attempt}@example.com`,
        password: 'x',
      });
      limited = step.kind === 'page' && step.status === 429;
    }
    expect(limited).toBe(true);
  });
});
