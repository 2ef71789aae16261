import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../modules/outbox/public.ts';

export type Bindings = { incoming: IncomingMessage; outgoing: ServerResponse };
export type Ctx = Context<{ Bindings: Bindings }>;

export interface InteractionDeps {
  config: AppConfig;
  db: Database;
  provider: Provider;
  mailer: Mailer;
}

/** What every interaction step uses: the pending interaction and the way to finish it. */
export interface InteractionKit extends InteractionDeps {
  details(c: Ctx): ReturnType<Provider['interactionDetails']>;
  finish(c: Ctx, result: Parameters<Provider['interactionResult']>[2]): Promise<Response>;
}

export function createKit(deps: InteractionDeps): InteractionKit {
  const { provider } = deps;
  return {
    ...deps,
    details: (c) => provider.interactionDetails(c.env.incoming, c.env.outgoing),
    async finish(c, result) {
      const returnTo = await provider.interactionResult(c.env.incoming, c.env.outgoing, result, {
        mergeWithLastSubmission: false,
      });
      return c.redirect(returnTo, 303);
    },
  };
}

export const emailSchema = z
  .email({ error: 'Enter a valid email address, like name@example.com.' })
  .max(254);

export const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(100, `Your ${label} must be 100 characters or fewer.`);

/** An authorization request parameter as a string ('' when absent or not a string). */
export function paramString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export async function formValues(c: Ctx): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value;
  return out;
}
