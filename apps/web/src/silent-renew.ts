/**
 * Completes a hidden-frame (prompt=none) token renewal: hands this page's URL (the code and state,
 * or the error) to the app in the parent window, which exchanges it. This is exactly what
 * oidc-client-ts's `signinSilentCallback` posts (silent-renew-message.test.ts compares the two),
 * without loading the library into the frame: a new tab signs in through this page.
 */
export function silentRenewMessage(url: string): {
  source: string;
  url: string;
  keepOpen: boolean;
} {
  return { source: 'oidc-client', url, keepOpen: false };
}

if (window.parent !== window)
  window.parent.postMessage(silentRenewMessage(window.location.href), window.location.origin);
