import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import type { ApiApp } from '../../http/auth.ts';
import { json, refusedByHelper } from '../../http/openapi.ts';
import type { Services } from '../../services.ts';

const OFF = { message: 'Operator signals are off: set METRICS_TOKEN to turn them on.' };
const NO_TOKEN = { message: "Send the operator's token: Authorization: Bearer <METRICS_TOKEN>." };
const WRONG_TOKEN = { message: "This token is not the operator's." };

// Refusals are plain Responses from one helper, so they are declared as such.
const operatorRefusals = {
  401: refusedByHelper(NO_TOKEN.message),
  403: refusedByHelper(WRONG_TOKEN.message),
  404: refusedByHelper(OFF.message),
};

const metrics = createRoute({
  method: 'get',
  path: '/api/metrics',
  summary: "Prometheus metrics (text exposition format), for the operator's token only",
  responses: {
    200: {
      description: 'Metrics in the Prometheus text format 0.0.4 (docs/runbook.md lists them).',
      content: { 'text/plain': { schema: z.string() } },
    },
    ...operatorRefusals,
  },
});

const readyDetail = z.object({
  status: z.enum(['ready', 'not ready']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), ms: z.number() }),
  dataDirFreeBytes: z.number().nullable(),
  uptimeSeconds: z.number(),
  node: z.string(),
});

const detail = createRoute({
  method: 'get',
  path: '/api/ready/detail',
  summary:
    "Readiness in detail (database latency, free disk, uptime), for the operator's token only",
  responses: { 200: json(readyDetail, 'The detail.'), ...operatorRefusals },
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The refusal for a caller without the operator's token, or undefined when it is theirs. */
function refusal(c: Context, token: string | undefined): Response | undefined {
  if (token === undefined) return c.json(OFF, 404);
  const header = c.req.header('authorization');
  if (!header?.startsWith('Bearer ')) {
    c.header('WWW-Authenticate', 'Bearer');
    return c.json(NO_TOKEN, 401);
  }
  // Compared as digests in constant time: equal lengths, and no timing tells how much matched.
  if (!timingSafeEqual(digest(header.slice(7)), digest(token))) return c.json(WRONG_TOKEN, 403);
  return undefined;
}

/** Free bytes on the data folder's disk (the blob store and PGlite live there), if known. */
async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await fs.statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

/**
 * The operator's signals (issue 25): Prometheus metrics and readiness in detail, behind the
 * METRICS_TOKEN bearer token (Prometheus sends it with `authorization: { credentials: … }`).
 * Mounted before the OpenID authentication, which would read the token as a JWT.
 */
export function mountOperatorRoutes(
  app: ApiApp,
  services: Pick<Services, 'config' | 'database'>,
  registry: Registry,
): void {
  const token = services.config.operator.metricsToken;
  app.openapi(metrics, async (c) => {
    const refused = refusal(c, token);
    if (refused) return refused;
    c.header('content-type', registry.contentType);
    return c.body(await registry.metrics(), 200);
  });
  app.openapi(detail, async (c) => {
    const refused = refusal(c, token);
    if (refused) return refused;
    const started = performance.now();
    const ok = await services.database.ping().then(
      () => true,
      () => false,
    );
    const body = {
      status: ok ? ('ready' as const) : ('not ready' as const),
      database: { kind: services.database.kind, ok, ms: Math.round(performance.now() - started) },
      dataDirFreeBytes: await freeBytes(services.config.dataDir),
      uptimeSeconds: Math.round(process.uptime()),
      node: process.version,
    };
    return c.json(body, 200);
  });
}
