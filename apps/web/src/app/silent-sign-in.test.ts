import { describe, expect, it } from 'vitest';
import { providerRequestOf, wantsSilentSignIn } from './silent-sign-in';

describe('which first loads of a tab sign in through the provider session', () => {
  it('signed-in routes and the root always try (a new tab, a bookmark, an email link)', () => {
    for (const path of ['/', '/home', '/results', '/order-details/abc', '/support-hub/manage'])
      expect(wantsSilentSignIn(path, false)).toBe(true);
  });

  it('the provider screens never do: they start the provider flow themselves', () => {
    for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password'])
      expect(wantsSilentSignIn(path, true)).toBe(false);
  });

  it('open pages do only for a user signed in in another tab', () => {
    expect(wantsSilentSignIn('/legal/terms', false)).toBe(false);
    expect(wantsSilentSignIn('/share/tok', false)).toBe(false);
    expect(wantsSilentSignIn('/legal/terms', true)).toBe(true);
  });
});

describe('which first loads open the provider at once, with what request', () => {
  const at = (path: string) => providerRequestOf(new URL(path, 'http://localhost'));

  it('the provider screens that redirect straight away, with the page’s own request', () => {
    expect(at('/sign-in')).toEqual({ screen: 'signin' });
    expect(at('/sign-in?returnTo=%2Fresults%3Fa%3D1')).toEqual({
      screen: 'signin',
      returnTo: '/results?a=1',
    });
    expect(at('/sign-up')).toEqual({ screen: 'signup' });
    expect(at('/forgot-password')).toEqual({ screen: 'forgot-password' });
    expect(at('/reset-password?token=abc')).toEqual({
      screen: 'reset-password',
      resetToken: 'abc',
    });
  });

  it('not the screens that wait for the user, nor any other page', () => {
    for (const path of [
      '/sign-in?signedOut=1',
      '/sign-in?expired=1&returnTo=%2Fhome',
      '/reset-password',
      '/',
      '/home',
      '/legal/terms',
    ])
      expect(at(path)).toBeNull();
  });
});
