import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentRenewMessage } from './silent-renew';

afterEach(() => vi.restoreAllMocks());

describe('the hidden-frame renewal page', () => {
  it('posts to the parent the same message as oidc-client-ts’s signinSilentCallback', async () => {
    const url = 'http://localhost:3000/silent-renew.html?code=abc&state=xyz&iss=http%3A%2F%2Fidp';
    // jsdom's top window is its own parent: catch what the library posts to it.
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    await new UserManager({ authority: '', client_id: '', redirect_uri: '' }).signinSilentCallback(
      url,
    );
    expect(post).toHaveBeenCalledTimes(1);
    const [libraryMessage, libraryTarget] = post.mock.calls[0]!;
    expect(silentRenewMessage(url)).toEqual(libraryMessage);
    expect(libraryTarget).toBe(window.location.origin);
  });
});
