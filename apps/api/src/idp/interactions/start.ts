import type { Hono } from 'hono';
import { resetLinkState } from '../accounts.ts';
import { renderForgotPassword, renderResetPassword, renderSignIn, renderSignUp } from '../pages.ts';
import { type Bindings, type Ctx, type InteractionKit, paramString } from './kit.ts';

type Interaction = Awaited<ReturnType<InteractionKit['details']>>;

/** First-party client: grant what it asked for without a consent screen. */
async function grantConsent(kit: InteractionKit, c: Ctx, interaction: Interaction) {
  const { provider } = kit;
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({
        accountId: interaction.session!.accountId,
        clientId: String(interaction.params.client_id),
      });
  if (!grant) throw new Error('grant not found');
  const missing = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  const returnTo = await provider.interactionResult(
    c.env.incoming,
    c.env.outgoing,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
  return c.redirect(returnTo, 303);
}

/** The screen a `screen_hint` asks for (sign-up, forgot, reset), else the sign-in screen. */
async function hintedScreen(kit: InteractionKit, c: Ctx, interaction: Interaction) {
  const uid = interaction.uid;
  const hint = interaction.params.screen_hint;
  if (hint === 'signup') return c.html(renderSignUp({ uid }));
  if (hint === 'forgot-password') return c.html(renderForgotPassword({ uid }));
  if (hint === 'reset-password') {
    const link = await resetLinkState(kit.db, paramString(interaction.params.reset_token));
    return c.html(renderResetPassword({ uid, link }), link === 'live' ? 200 : 400);
  }
  return c.html(renderSignIn({ uid }));
}

/** Where the provider sends the browser for an interaction, and the two screen links. */
export function mountStart(app: Hono<{ Bindings: Bindings }>, kit: InteractionKit): void {
  app.get('/:uid', async (c) => {
    const interaction = await kit.details(c);
    if (interaction.uid !== c.req.param('uid'))
      return c.redirect(`/idp/interaction/${interaction.uid}`, 303);
    if (interaction.prompt.name === 'consent') return grantConsent(kit, c, interaction);
    return hintedScreen(kit, c, interaction);
  });
  app.get('/:uid/sign-up', async (c) => c.html(renderSignUp({ uid: (await kit.details(c)).uid })));
  app.get('/:uid/forgot', async (c) =>
    c.html(renderForgotPassword({ uid: (await kit.details(c)).uid })),
  );
  app.post('/:uid/abort', async (c) => {
    await kit.details(c);
    return kit.finish(c, {
      error: 'access_denied',
      error_description: 'The sign-in was cancelled.',
    });
  });
}
