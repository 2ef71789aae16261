import { BrowserAuthErrorMessage } from './errors';

/** What the token acquirer needs from the OIDC client; oidc-client-ts in the app, fakes in tests. */
export interface TokenSource {
  /** The cached access token if it is still valid for a while, else undefined. */
  cachedToken(): Promise<string | undefined>;
  hasRefreshToken(): Promise<boolean>;
  /** Redeems the refresh token; resolves to the new access token. */
  refresh(): Promise<string>;
  /** Renews in a hidden frame (prompt=none); resolves to the new access token. */
  hiddenFrame(): Promise<string>;
}

export interface TokenAcquirerHooks {
  onStatus?: (status: 'acquireToken' | 'ssoSilent' | 'none') => void;
  warn?: (message: string) => void;
}

function isInteractionRequired(error: unknown): boolean {
  const code = error && typeof error === 'object' && 'error' in error ? String(error.error) : '';
  return [
    'interaction_required',
    'login_required',
    'consent_required',
    'account_selection_required',
  ].includes(code);
}

/**
 * Whether the token endpoint refused the refresh token: `invalid_grant` (RFC 6749 §5.2), or a
 * bare 400/401 without an error body, which some providers send for an unknown or revoked token
 * (glewlwyd 2.7 answers an empty 400; oidc-client-ts then throws "Bad Request (400)"). A network
 * failure or a server error is not a refusal and is not retried in the frame.
 */
function refreshRefused(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if ('error' in error) return String(error.error) === 'invalid_grant';
  return error instanceof Error && /\((400|401)\)$/.test(error.message);
}

/**
 * Silent token acquisition in the specification's order (§4): the cache, then the refresh token,
 * then a hidden frame. Only one hidden-frame request runs at a time; callers arriving while one
 * runs wait for it and then retry from the cache. When interaction is required the result is
 * undefined (no token is sent) and a warning is logged.
 */
export function createTokenAcquirer(source: TokenSource, hooks: TokenAcquirerHooks = {}) {
  let frameInFlight: Promise<string | undefined> | undefined;
  const warn = hooks.warn ?? ((message: string) => console.warn(message));

  async function viaHiddenFrame(): Promise<string | undefined> {
    hooks.onStatus?.('ssoSilent');
    try {
      return await source.hiddenFrame();
    } catch (error) {
      if (isInteractionRequired(error)) {
        warn(
          `${BrowserAuthErrorMessage.interactionRequired.code}: no token was sent; the user must sign in again.`,
        );
        return undefined;
      }
      throw error;
    } finally {
      hooks.onStatus?.('none');
    }
  }

  async function acquire(): Promise<string | undefined> {
    const cached = await source.cachedToken();
    if (cached) return cached;

    if (await source.hasRefreshToken()) {
      hooks.onStatus?.('acquireToken');
      try {
        return await source.refresh();
      } catch (error) {
        // A refused refresh token (expired or revoked) is retried in the hidden frame.
        if (!refreshRefused(error) && !isInteractionRequired(error)) throw error;
      } finally {
        hooks.onStatus?.('none');
      }
    }

    if (frameInFlight) {
      await frameInFlight.catch(() => undefined);
      const retried = await source.cachedToken();
      if (retried) return retried;
    }
    frameInFlight = viaHiddenFrame();
    try {
      return await frameInFlight;
    } finally {
      frameInFlight = undefined;
    }
  }

  return { acquire };
}
