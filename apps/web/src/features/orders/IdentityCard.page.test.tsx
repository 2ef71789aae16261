import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, missingKeys, renderPage } from '@/test/page';
import { IdentityCard } from './IdentityCard';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

const ID = '00000000-0000-4000-8000-000000000001';
const identity = (fields: string[]) => ({
  current: { dateOfBirth: '1980-03-05', nhsNumber: '9434765919', phone: null },
  fields,
  list: [
    {
      at: '2026-11-25T10:00:00.000Z',
      byType: 'admin',
      changes: [
        { field: 'dateOfBirth', before: '1980-05-03', after: '1980-03-05' },
        { field: 'nhsNumber', before: null, after: '9434765919' },
        { field: 'phone', before: '07700 900123', after: null },
      ],
      reason: 'Day and month swapped',
    },
  ],
  correctionPending: true,
});

describe('order details: the wearer’s details and their corrections', () => {
  it('lets the customer change only the phone, and shows the server’s reason for refusing', async () => {
    const calls = mockApi([
      { url: `/orders/${ID}/identity-corrections`, body: identity(['phone']) },
      {
        method: 'PATCH',
        url: `/orders/${ID}/identity`,
        status: 400,
        body: { message: 'Enter a UK mobile or landline number, such as 07700 900123.' },
      },
    ]);
    await renderPage(<IdentityCard orderId={ID} />, { url: '/order-details/x' });
    const card = within(await screen.findByTestId('identity-card'));
    expect(card.getByText('Not given')).toBeInTheDocument();
    expect(card.getByText(/the cardiologist will issue a corrected report/)).toBeInTheDocument();
    expect(
      card.getByText(
        'HeartCheck support: Date of birth from 3 May 1980 to 5 Mar 1980, NHS number set to 9434765919, UK phone number removed (was 07700 900123) (Day and month swapped)',
        { exact: false },
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Change the phone number' }));
    expect(card.queryByLabelText('Date of birth')).toBeNull();
    await user.type(card.getByLabelText('UK phone number'), '0909 879 0000');
    await user.type(card.getByLabelText('Reason for the correction'), 'New number');
    await user.click(card.getByRole('button', { name: 'Save the correction' }));
    const refused = await card.findByText(
      'Enter a UK mobile or landline number, such as 07700 900123.',
    );
    expect(refused).toHaveAttribute('role', 'alert');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        phone: '0909 879 0000',
        reason: 'New number',
      }),
    );
  });

  it('offers staff all three details', async () => {
    mockApi([
      {
        url: `/orders/${ID}/identity-corrections`,
        body: identity(['dateOfBirth', 'nhsNumber', 'phone']),
      },
    ]);
    await renderPage(<IdentityCard orderId={ID} />, { url: '/order-details/x' });
    const card = within(await screen.findByTestId('identity-card'));
    await userEvent.setup().click(card.getByRole('button', { name: 'Correct these details' }));
    expect(card.getByLabelText('Date of birth')).toHaveValue('1980-03-05');
    expect(card.getByLabelText('NHS number')).toHaveValue('9434765919');
  });
});
