import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FullPageMessage } from '@/components/FullPageMessage';
import { appConfig } from '../config';
import { PublicLayout } from './PublicLayout';

function renderWith(type?: 'simple' | 'split' | 'side') {
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout type={type} />,
        children: [{ path: '/', element: <FullPageMessage title="Signed out" /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('public shell', () => {
  it('uses the auth layout `side` by default (spec §2, §9)', () => {
    expect(appConfig.authLayoutType).toBe('side');
    const { container } = renderWith();
    expect(container.querySelector('[data-auth-layout="side"]')).not.toBeNull();
  });

  it.each(['simple', 'split'] as const)('also works as `%s`', (type) => {
    const { container } = renderWith(type);
    expect(container.querySelector(`[data-auth-layout="${type}"]`)).not.toBeNull();
  });

  it('gives the page one main landmark and its heading, with the footer', () => {
    renderWith('side');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Signed out');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
