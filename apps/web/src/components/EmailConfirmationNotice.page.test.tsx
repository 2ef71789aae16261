import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingKeys, renderPage } from '@/test/page';
import { EmailConfirmationNotice } from './EmailConfirmationNotice';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
  vi.unstubAllGlobals();
});

/** Answers /api/graphql by operation, as the API would; records the operations asked. */
function answerGraphQL(confirmed: boolean, sendResults: string[]): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const { query } = JSON.parse(init.body as string) as { query: string };
    const name = /(?:query|mutation) (\w+)/.exec(query)![1]!;
    asked.push(name);
    const data =
      name === 'EmailConfirmationStatus'
        ? { emailConfirmation: { confirmed, email: 'robin@example.com' } }
        : { sendEmailConfirmation: { result: sendResults.shift() } };
    return new Response(JSON.stringify({ data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

describe('the email confirmation notice', () => {
  it('asks an unconfirmed customer to open the link, and sends new ones until the limit', async () => {
    const asked = answerGraphQL(false, ['SENT', 'TOO_MANY']);
    await renderPage(<EmailConfirmationNotice />, { url: '/home' });
    expect(
      await screen.findByRole('region', { name: 'Please confirm your email address' }),
    ).toHaveTextContent(/We sent a link to robin@example\.com/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/We have sent a new link/);
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/several links in the last hour/),
    );
    expect(asked).toEqual([
      'EmailConfirmationStatus',
      'SendEmailConfirmation',
      'SendEmailConfirmation',
    ]);
  });

  it('shows nothing once the address is confirmed', async () => {
    const asked = answerGraphQL(true, []);
    await renderPage(
      <>
        <EmailConfirmationNotice />
        <p>page</p>
      </>,
      { url: '/home' },
    );
    await screen.findByText('page');
    await waitFor(() => expect(asked).toEqual(['EmailConfirmationStatus']));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
