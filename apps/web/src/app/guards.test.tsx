import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionUser } from '@/lib/stores/session-user-store';
import { hasAuthority, ProtectedRoute } from './guards';
import { navigationFor } from './navigation';
import { protectedRoutes } from './routes';
import { signInScreenReady } from './sign-in-screen';

describe('hasAuthority', () => {
  it('lets any signed-in user into a route with an empty list', () => {
    expect(hasAuthority([], [])).toBe(true);
    expect(hasAuthority(['admin'], [])).toBe(true);
  });

  it('needs at least one matching role otherwise', () => {
    expect(hasAuthority([], ['admin'])).toBe(false);
    expect(hasAuthority(['cardiologist'], ['admin'])).toBe(false);
    expect(hasAuthority(['cardiologist', 'admin'], ['admin'])).toBe(true);
    expect(hasAuthority(['cardiologist'], ['admin', 'cardiologist'])).toBe(true);
  });

  it('matches roles exactly', () => {
    expect(hasAuthority(['Admin'], ['admin'])).toBe(false);
    expect(hasAuthority(['administrator'], ['admin'])).toBe(false);
  });
});

/** Stands in for the sign-in screen, saying whether its code had loaded when it was shown. */
function SignInProbe() {
  return <h1>{signInScreenReady() ? 'Sign in' : 'Sign in (its code not loaded yet)'}</h1>;
}

function renderAt(path: string, authority: string[], signedIn = true) {
  useSessionUser.setState({
    session: { signedIn },
    user: { ...useSessionUser.getState().user, authority },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/support-hub/manage',
        element: (
          <ProtectedRoute authority={['admin']}>
            <h1>Manage help articles</h1>
          </ProtectedRoute>
        ),
      },
      { path: '/access-denied', element: <h1>Access denied</h1> },
      { path: '/sign-in', element: <SignInProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ProtectedRoute', () => {
  it('sends a customer to /access-denied from an admin route', () => {
    const router = renderAt('/support-hub/manage', []);
    expect(screen.getByRole('heading').textContent).toBe('Access denied');
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('lets an admin in', () => {
    renderAt('/support-hub/manage', ['admin']);
    expect(screen.getByRole('heading').textContent).toBe('Manage help articles');
  });

  it('sends an anonymous visitor to sign in, remembering where they were going', async () => {
    const router = renderAt('/support-hub/manage', [], false);
    // A busy status while the sign-in screen's code loads, then there, with it loaded (so the
    // screen shows without a loading fallback).
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/support-hub/manage');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe('?returnTo=%2Fsupport-hub%2Fmanage');
  });
});

describe('route table and menu', () => {
  it('declares an authority list on every protected route; help management is admin only', () => {
    for (const route of protectedRoutes) expect(Array.isArray(route.authority)).toBe(true);
    const byPath = Object.fromEntries(protectedRoutes.map((route) => [route.path, route]));
    expect(byPath['/support-hub/manage']!.authority).toEqual(['admin']);
    expect(byPath['/operations']!.authority).toEqual(['admin']);
    expect(byPath['/reviews']!.authority).toEqual(['cardiologist']);
  });

  it('has every route of the specification with its exact path', () => {
    const paths = protectedRoutes.map((route) => route.path);
    for (const path of [
      '/home',
      '/results',
      '/cardiacReport',
      '/newOrder',
      '/OrderCreate',
      '/OrderEdit',
      '/OrderList',
      '/order-details/:id',
      '/orderConfirmation',
      '/supportHub',
      '/support-hub/article/:id',
      '/settings',
      '/avatar',
      '/access-denied',
    ])
      expect(paths).toContain(path);
  });

  const labels = (authority: string[]) =>
    navigationFor(authority).flatMap((group) => group.items.map((item) => item.path));

  it('shows customers their items and never staff items', () => {
    expect(labels([])).toEqual([
      '/home',
      '/results',
      '/cardiacReport',
      '/newOrder',
      '/OrderList',
      '/supportHub',
      '/settings',
    ]);
  });

  it('adds operations and help management for admins, reviews for cardiologists', () => {
    expect(labels(['admin'])).toEqual(
      expect.arrayContaining(['/operations', '/support-hub/manage']),
    );
    expect(labels(['admin'])).not.toContain('/reviews');
    expect(labels(['cardiologist'])).toContain('/reviews');
    expect(labels(['cardiologist'])).not.toContain('/operations');
  });
});
