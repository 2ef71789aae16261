import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage';

function Broken(): never {
  throw new Error('The page could not be drawn.');
}

describe('routing failure', () => {
  it('shows “Unexpected Application Error!” and the error text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Unexpected Application Error!',
    );
    expect(screen.getByRole('alert').textContent).toBe('The page could not be drawn.');
  });

  it('shows the status of an error response', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            // React Router's way to fail a route with an HTTP-like status.
            // eslint-disable-next-line @typescript-eslint/only-throw-error
            throw new Response('', { status: 404, statusText: 'Not Found' });
          },
          element: <p>never</p>,
          errorElement: <RouteErrorPage />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('404 Not Found'));
  });
});
