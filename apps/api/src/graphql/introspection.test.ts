import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { createGraphQLServer } from '../app/graphql-server.ts';

async function introspect(
  env: 'production' | 'development',
): Promise<{ status: number; body: string }> {
  // A made-up 32-byte key: production requires one.
  const config = loadConfig({ NODE_ENV: env, SECRETS_KEY: 'A'.repeat(43) });
  const yoga = createGraphQLServer(config);
  const response = await yoga.fetch(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    }),
    { auth: { status: 'anonymous' } } as never,
  );
  return { status: response.status, body: await response.text() };
}

describe('GraphQL introspection', () => {
  it('is refused in production and answered in development', async () => {
    const production = await introspect('production');
    expect(production.body).not.toContain('"queryType"');
    expect(production.status).toBe(400);
    expect(production.body).toContain('introspection is not available');
    const development = await introspect('development');
    expect(development.body).toContain('"queryType":{"name":"Query"}');
  });
});
