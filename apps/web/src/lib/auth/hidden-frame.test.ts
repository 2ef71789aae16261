import { ErrorTimeout } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HiddenFrameNavigator } from './hidden-frame';

const origin = window.location.origin;
const answer = (url: string, from = origin, source: MessageEventSource | null = null) =>
  window.dispatchEvent(
    new MessageEvent('message', { data: { source: 'oidc-client', url }, origin: from, source }),
  );

async function openFrame(timeoutS = 10) {
  const handle = await new HiddenFrameNavigator({ ErrorTimeout }).prepare({
    silentRequestTimeoutInSeconds: timeoutS,
  });
  // jsdom does not navigate the frame (it reports "not implemented"): the answers are posted here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return { handle, frame: document.querySelector('iframe') };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('HiddenFrameNavigator', () => {
  it('resolves with the answer carrying its state and removes the frame at once', async () => {
    const { handle, frame } = await openFrame();
    expect(frame?.style.visibility).toBe('hidden');
    const result = handle.navigate({ url: `${origin}/idp/auth?prompt=none`, state: 's1' });
    answer(`${origin}/silent-renew.html?code=c&state=other`);
    answer(`${origin}/silent-renew.html?code=c&state=s1`, 'https://evil.example');
    answer(`${origin}/silent-renew.html?code=c&state=s1`);
    await expect(result).resolves.toEqual({ url: `${origin}/silent-renew.html?code=c&state=s1` });
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('times out like the library, with its ErrorTimeout, and removes the frame', async () => {
    vi.useFakeTimers();
    const { handle } = await openFrame(2);
    const result = handle.navigate({ url: `${origin}/idp/auth`, state: 's2' });
    vi.advanceTimersByTime(2000);
    await expect(result).rejects.toBeInstanceOf(ErrorTimeout);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
