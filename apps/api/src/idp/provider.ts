import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config/env.ts';
import type { Keyring } from '../config/secrets-key.ts';
import {
  databaseUnreachable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from '../http/unavailable.ts';
import { logger, redactUrl } from '../lib/logger.ts';
import type { Database } from '../db/client.ts';
import { findAccountById } from './accounts.ts';
import { createDbAdapterFactory } from './adapter.ts';
import { renderErrorPage, renderLogoutPage } from './pages.ts';
import { revokeAccessTokens } from './revocation.ts';
import type { IdpSecrets } from './secrets.ts';

/**
 * Lifetimes in seconds. Access tokens live 10 minutes (Azure AD B2C allows 5 to 1440): a copied
 * token stops working soon, the SPA renews silently with its refresh token, and the API refuses
 * a token of a signed-out grant at once anyway. ID tokens keep B2C's one-hour default.
 */
export const TTL = {
  AccessToken: 10 * 60,
  IdToken: 60 * 60,
  AuthorizationCode: 60,
  Interaction: 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
  // B2C's default refresh token lifetime is 14 days.
  RefreshToken: 14 * 24 * 60 * 60,
};

export const ID_TOKEN_CLAIMS = [
  'sub',
  'email',
  'email_verified',
  'given_name',
  'family_name',
  'name',
  'roles',
];

export function spaRedirectUris(publicUrl: string) {
  return {
    redirect: `${publicUrl}/`,
    silent: `${publicUrl}/silent-renew.html`,
    postLogout: `${publicUrl}/sign-in?signedOut=1`,
  };
}

/**
 * oidc-provider answers 500 `server_error` when its storage fails; while the database is down
 * that becomes 503 with Retry-After and a generic message (the details are logged).
 */
function answerUnavailableWhenDatabaseDown(db: Database) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (ctx.status !== 500 || !(await databaseUnreachable(db))) return;
    logger.error('identity provider: database unavailable', { path: redactUrl(ctx.path) });
    ctx.status = 503;
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    if (ctx.type === 'text/html') {
      ctx.body = renderErrorPage({ error: 'temporarily_unavailable' });
    } else {
      ctx.body = { error: 'temporarily_unavailable', error_description: UNAVAILABLE_MESSAGE };
    }
  };
}

/** Builds the built-in OpenID Connect provider (the stand-in for the Azure AD B2C tenant). */
export function createIdentityProvider(
  config: AppConfig,
  db: Database,
  secrets: IdpSecrets,
  keyring: Keyring,
): Provider {
  const { identity, publicUrl } = config;
  const uris = spaRedirectUris(publicUrl);

  const configuration: Configuration = {
    adapter: createDbAdapterFactory(db, keyring),
    clients: [
      {
        client_id: identity.clientId,
        client_name: 'HeartCheck',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [uris.redirect, uris.silent],
        post_logout_redirect_uris: [uris.postLogout, uris.redirect],
      },
    ],
    jwks: secrets.signingKeys,
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', secure: publicUrl.startsWith('https:') },
      short: { httpOnly: true, sameSite: 'lax', secure: publicUrl.startsWith('https:') },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'roles'],
    },
    // Put the profile claims in the ID token as Azure AD B2C does, so the SPA can greet the user.
    conformIdTokenClaims: false,
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    pkce: { required: () => true },
    enabledJWA: { idTokenSigningAlgValues: ['RS256'], requestObjectSigningAlgValues: ['RS256'] },
    ttl: TTL,
    // Codes, and the refresh tokens issued from them, belong to the sign-in session even with
    // offline_access, so signing out at the provider revokes the grant (oidc-provider revokes
    // grants that do not "persist logout" on end_session).
    expiresWithSession: () => true,
    extraParams: ['screen_hint', 'reset_token'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(undefined);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => identity.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== identity.audience) throw new errors.InvalidTarget();
          return {
            scope: identity.apiScope,
            audience: identity.audience,
            accessTokenTTL: TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}`,
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      // HeartCheck's own web app is first-party: the customer is never asked to consent to it.
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addOIDCClaims(ID_TOKEN_CLAIMS);
      grant.addResourceScope(identity.audience, identity.apiScope);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        async claims() {
          return {
            sub: account.id,
            email: account.email,
            email_verified: account.emailVerified,
            given_name: account.givenName,
            family_name: account.familyName,
            name: `${account.givenName} ${account.familyName}`.trim(),
            roles: account.roles,
          };
        },
      };
    },
    async extraTokenClaims(_ctx, token) {
      // The API creates its user record from the access token, as it would from a B2C token.
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountById(db, token.accountId);
      if (!account) return undefined;
      return {
        // The grant id: the API refuses the token once the grant is revoked (idp/grants.ts).
        gid: token.grantId,
        email: account.email,
        given_name: account.givenName,
        family_name: account.familyName,
        roles: account.roles,
      };
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderErrorPage({ ...out });
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  provider.proxy = config.trustProxy;
  provider.use(answerUnavailableWhenDatabaseDown(db));
  provider.use(
    revokeAccessTokens(db, secrets, identity.audience, (grantId) =>
      provider.emit('grant.revoked', undefined, grantId),
    ),
  );
  return provider;
}
