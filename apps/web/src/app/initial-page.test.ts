import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETURN_TO_KEY } from '@/lib/oidc/redirect';
import { firstPagePath, preloadInitialPage } from './initial-page';
import { protectedRoutes } from './routes';

afterEach(() => vi.restoreAllMocks());

const route = (key: string) => protectedRoutes.find((r) => r.key === key)!;

describe('the first page of a visit', () => {
  it('is the address opened, or for the root where sign-in was asked from, else /home', () => {
    expect(firstPagePath('/results')).toBe('/results');
    expect(firstPagePath('/')).toBe('/home');
    sessionStorage.setItem(RETURN_TO_KEY, '/order-details/42?tab=diary');
    expect(firstPagePath('/')).toBe('/order-details/42?tab=diary');
    // Only a path of this app: never another origin.
    sessionStorage.setItem(RETURN_TO_KEY, '//elsewhere.example/home');
    expect(firstPagePath('/')).toBe('/home');
  });

  it('fetches the signed-in page it opens on, with its parameters matched', async () => {
    const details = vi.spyOn(route('orderDetails'), 'preload').mockResolvedValue();
    const diary = vi.spyOn(route('symptomDiary'), 'preload').mockResolvedValue();
    const initial = preloadInitialPage('/order-details/42/diary');
    expect(initial?.public).toBe(false);
    await initial?.loaded;
    expect(diary).toHaveBeenCalledOnce();
    expect(details).not.toHaveBeenCalled();
  });

  it('never fails start-up when the page cannot be fetched', async () => {
    vi.spyOn(route('results'), 'preload').mockRejectedValue(new Error('chunk failed'));
    await expect(preloadInitialPage('/results')?.loaded).resolves.toBeUndefined();
  });

  it('counts a shared report as public, and fetches nothing for an unknown address', () => {
    expect(preloadInitialPage('/share/abc')?.public).toBe(true);
    expect(preloadInitialPage('/no/such/page')).toBeUndefined();
  });
});
