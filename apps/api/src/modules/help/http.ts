import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AuthVariables } from '../../http/auth.ts';

type Ctx = Context<{ Variables: AuthVariables }>;

/**
 * Wraps a handler so the 401/403 answers thrown by requireUser/requireRole (HTTPException)
 * reach the client as they are, rather than as the app's generic 500.
 */
export function handler(fn: (c: Ctx) => Promise<Response>): (c: Ctx) => Promise<Response> {
  return async (c) => {
    try {
      return await fn(c);
    } catch (error) {
      if (error instanceof HTTPException) return error.getResponse();
      throw error;
    }
  };
}
