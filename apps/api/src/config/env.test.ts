import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from './env.ts';

describe('configuration', () => {
  it('defaults to the embedded database, the built-in provider and port 8080', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.identity).toMatchObject({
      builtIn: true,
      issuer: 'http://localhost:8080/idp',
      clientId: 'heartcheck-web',
      apiScope: 'Access.Functions',
      audience: 'api://heartcheck',
      algorithms: ['RS256'],
    });
    expect(config.seedDemoData).toBe(true);
  });

  it('listens on loopback unless HOST opts in to the network', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', exposedBeyondLoopback: false });
    expect(loadConfig({ HOST: '0.0.0.0' }).exposedBeyondLoopback).toBe(true);
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'heartcheck.example', '128.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('turns demo seeding off by default in production', () => {
    // Production needs a secrets key; any 32 bytes will do here.
    const production = { NODE_ENV: 'production', SECRETS_KEY: 'A'.repeat(43) } as const;
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT: expected a port number \(got "eighty"\)/],
    [{ PORT: '70000' }, /PORT: expected a port from 0 to 65535/],
    [
      { DATABASE_URL: 'mysql://x' },
      /DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ connection URL/,
    ],
    [{ SEED_DEMO_DATA: 'maybe' }, /SEED_DEMO_DATA: expected true or false/],
    [
      { OIDC_ISSUER: 'https://login.example/tenant/v2.0' },
      /OIDC_ISSUER: an external identity provider needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_API_SCOPE and OIDC_AUDIENCE/,
    ],
    [{ STRIPE_SECRET_KEY: 'sk_test_123' }, /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY is set/],
    [
      { STRIPE_SECRET_KEY: 'pk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      /STRIPE_SECRET_KEY: expected a Stripe secret key/,
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('configures an external provider such as Azure AD B2C', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_susi/v2.0/',
      OIDC_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
      OIDC_API_SCOPE: 'https://contoso.onmicrosoft.com/heartcheck-api/Access.Functions',
      OIDC_AUDIENCE: '66666666-7777-8888-9999-000000000000',
    });
    expect(config.identity).toMatchObject({
      builtIn: false,
      issuer: 'https://contoso.b2clogin.com/contoso.onmicrosoft.com/B2C_1_susi/v2.0',
      audience: '66666666-7777-8888-9999-000000000000',
      tokenIssuer: undefined,
    });
  });
});
