import { Hono } from 'hono';
import { interactionErrorHandler } from './interactions/errors.ts';
import { type Bindings, createKit, type InteractionDeps } from './interactions/kit.ts';
import { mountPasswordReset } from './interactions/password-reset.ts';
import { mountSignIn } from './interactions/sign-in.ts';
import { mountSignUp } from './interactions/sign-up.ts';
import { mountStart } from './interactions/start.ts';

export type { InteractionDeps } from './interactions/kit.ts';

/**
 * The sign-in, sign-up and password-reset screens of the built-in provider, one module per
 * interaction: start (and consent), sign-in, sign-up, forgot/reset password.
 */
export function createInteractionRoutes(deps: InteractionDeps) {
  const app = new Hono<{ Bindings: Bindings }>();
  const kit = createKit(deps);
  app.onError(interactionErrorHandler(deps.db));
  mountStart(app, kit);
  mountSignIn(app, kit);
  mountSignUp(app, kit);
  mountPasswordReset(app, kit);
  return app;
}
