import { describe, expect, it, vi } from 'vitest';
import { createTokenAcquirer, type TokenSource } from './token-acquirer';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function source(overrides: Partial<TokenSource> = {}): TokenSource {
  return {
    cachedToken: vi.fn(async () => undefined),
    hasRefreshToken: vi.fn(async () => false),
    refresh: vi.fn(async () => 'from-refresh'),
    hiddenFrame: vi.fn(async () => 'from-frame'),
    ...overrides,
  };
}

describe('silent token acquisition', () => {
  it('returns the cached token without any network step', async () => {
    const s = source({ cachedToken: vi.fn(async () => 'cached') });
    expect(await createTokenAcquirer(s).acquire()).toBe('cached');
    expect(s.refresh).not.toHaveBeenCalled();
    expect(s.hiddenFrame).not.toHaveBeenCalled();
  });

  it('uses the refresh token before the hidden frame', async () => {
    const s = source({ hasRefreshToken: vi.fn(async () => true) });
    expect(await createTokenAcquirer(s).acquire()).toBe('from-refresh');
    expect(s.hiddenFrame).not.toHaveBeenCalled();
  });

  it('retries in the hidden frame when the refresh token is rejected with invalid_grant', async () => {
    const s = source({
      hasRefreshToken: vi.fn(async () => true),
      refresh: vi.fn(async () =>
        Promise.reject(Object.assign(new Error('bad'), { error: 'invalid_grant' })),
      ),
    });
    expect(await createTokenAcquirer(s).acquire()).toBe('from-frame');
  });

  it("retries in the hidden frame when the provider refuses the refresh token with a bare 400 (glewlwyd's answer)", async () => {
    const s = source({
      hasRefreshToken: vi.fn(async () => true),
      refresh: vi.fn(async () => Promise.reject(new Error('Bad Request (400)'))),
    });
    expect(await createTokenAcquirer(s).acquire()).toBe('from-frame');
  });

  it('does not take a network failure or a server error for a refused refresh token', async () => {
    for (const failure of [
      new TypeError('Failed to fetch'),
      new Error('Internal Server Error (500)'),
    ]) {
      const s = source({
        hasRefreshToken: vi.fn(async () => true),
        refresh: vi.fn(async () => Promise.reject(failure)),
      });
      await expect(createTokenAcquirer(s).acquire()).rejects.toBe(failure);
      expect(s.hiddenFrame).not.toHaveBeenCalled();
    }
  });

  it('sends no token and warns when interaction is required', async () => {
    const warn = vi.fn();
    const s = source({
      hiddenFrame: vi.fn(async () =>
        Promise.reject(Object.assign(new Error('x'), { error: 'login_required' })),
      ),
    });
    expect(await createTokenAcquirer(s, { warn }).acquire()).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('runs one hidden-frame request at a time; others wait and retry from the cache', async () => {
    const frame = deferred<string>();
    const cache: { token?: string } = {};
    const s = source({
      cachedToken: vi.fn(async () => cache.token),
      hiddenFrame: vi.fn(async () => frame.promise),
    });
    const acquirer = createTokenAcquirer(s);
    const calls = [acquirer.acquire(), acquirer.acquire(), acquirer.acquire()];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(s.hiddenFrame).toHaveBeenCalledTimes(1);
    cache.token = 'renewed';
    frame.resolve('renewed');
    expect(await Promise.all(calls)).toEqual(['renewed', 'renewed', 'renewed']);
    expect(s.hiddenFrame).toHaveBeenCalledTimes(1);
  });

  it('starts a new hidden frame after the previous one finished', async () => {
    const s = source();
    const acquirer = createTokenAcquirer(s);
    await acquirer.acquire();
    await acquirer.acquire();
    expect(s.hiddenFrame).toHaveBeenCalledTimes(2);
  });

  it('reports the interaction statuses while it works', async () => {
    const statuses: string[] = [];
    const s = source({
      hasRefreshToken: vi.fn(async () => true),
      refresh: vi.fn(async () =>
        Promise.reject(Object.assign(new Error(), { error: 'invalid_grant' })),
      ),
    });
    await createTokenAcquirer(s, { onStatus: (status) => statuses.push(status) }).acquire();
    expect(statuses).toEqual(['acquireToken', 'none', 'ssoSilent', 'none']);
  });
});
