import { MockedProvider } from '@apollo/client/testing/react';
import { TERMS_VERSION } from '@heartcheck/contracts/terms';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreateOrderMutationVariables } from '@/lib/graphql/generated/graphql';
import { missingKeys, mockApi, renderPage } from '@/test/page';
import { CREATE_ORDER, ORDER_QUOTE, PROFILE_ADDRESS } from './api';
import { OrderCreatePage } from './OrderCreatePage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

const sent: CreateOrderMutationVariables[] = [];

function mocks() {
  return [
    {
      request: { query: ORDER_QUOTE, variables: () => true },
      maxUsageCount: 10,
      result: {
        data: {
          orderQuote: {
            __typename: 'OrderQuote',
            productId: 'p1',
            productName: '72-hour heart check',
            quantity: 1,
            unitPricePence: 26412,
            taxRate: 0.2,
            subtotalPence: 26412,
            taxPence: 5282,
            totalPence: 31694,
            replacementFeePence: 15000,
            returnDueDays: 10,
            recordingHours: 72,
            minRecordingHours: 24,
          },
        },
      },
    },
    {
      request: { query: PROFILE_ADDRESS },
      maxUsageCount: 10,
      result: {
        data: {
          me: {
            __typename: 'User',
            id: 'u1',
            firstName: 'Alex',
            lastName: 'Taylor',
            dialCode: '+44',
            phoneNumber: '',
            address: '221 Baker Street',
            city: 'London',
            postalCode: 'NW1 6XE',
            country: 'GB',
          },
        },
      },
    },
    {
      request: {
        query: CREATE_ORDER,
        variables: (v: CreateOrderMutationVariables) => {
          sent.push(v);
          return true;
        },
      },
      // The order itself is not what this test is about: the form stops after sending it.
      error: new Error('stop here'),
    },
  ];
}

describe('/OrderCreate: the Terms', () => {
  it('will not place the order until the customer accepts the Terms, then sends their version', async () => {
    sent.length = 0;
    mockApi([]);
    await renderPage(<OrderCreatePage />, {
      url: '/OrderCreate',
      wrap: (page) => <MockedProvider mocks={mocks()}>{page}</MockedProvider>,
    });
    const accept = await screen.findByRole('checkbox', {
      name: `I have read and accept the Terms & Conditions (version ${TERMS_VERSION})`,
    });
    expect(accept).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Read the Terms & Conditions/ })).toHaveAttribute(
      'href',
      '/legal/terms',
    );
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('221 Baker Street'));
    // A refused Pay Now takes the focus to the first thing to correct, in page order.
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(screen.getByLabelText('Date of birth')).toHaveFocus());
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1980-03-05' } });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(accept).toHaveFocus());
    expect(accept).toHaveAttribute('aria-invalid', 'true');
    expect(accept).toHaveAccessibleDescription(
      'Tick the box to accept the Terms & Conditions before you pay.',
    );
    expect(sent).toEqual([]);

    await user.click(accept);
    expect(accept).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The form's own answer to the refused order: without waiting for it, its last state update
    // landed after the test's page was torn down (an unhandled "window is not defined").
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
    expect(sent[0]?.input).toMatchObject({ acceptedTermsVersion: TERMS_VERSION });
  });
});

describe('/OrderCreate: the GP and the reason for the check (issue 21)', () => {
  it('checks the GP practice code, then sends the referral with the order', async () => {
    sent.length = 0;
    mockApi([]);
    await renderPage(<OrderCreatePage />, {
      url: '/OrderCreate',
      wrap: (page) => <MockedProvider mocks={mocks()}>{page}</MockedProvider>,
    });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('221 Baker Street'));
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1980-03-05' } });
    await user.click(
      screen.getByRole('checkbox', { name: /I have read and accept the Terms & Conditions/ }),
    );
    // No reason box until the customer says who asked for the check.
    expect(screen.queryByLabelText('What symptoms made you want the check?')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'No one: I chose to have it myself' }));
    // Typed text through change events: typing key by key is slow on a loaded machine.
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('What symptoms made you want the check?', 'Fluttering when lying down');
    type('GP practice name', 'Church Street Surgery');
    const ods = screen.getByLabelText('GP practice code (ODS code)');
    type('GP practice code (ODS code)', 'AB1234');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(ods).toHaveAttribute('aria-invalid', 'true');
    expect(ods).toHaveAccessibleDescription(/^A GP practice code is a letter and five digits/);
    expect(sent).toEqual([]);

    type('GP practice code (ODS code)', 'b86001');
    await user.click(
      screen.getByRole('checkbox', { name: /Share my reports with this GP practice/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The form's own answer to the refused order: without waiting for it, its last state update
    // landed after the test's page was torn down (an unhandled "window is not defined").
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
    expect(sent[0]?.input.referral).toEqual({
      source: 'self',
      reason: 'Fluttering when lying down',
      gpPracticeName: 'Church Street Surgery',
      gpPracticeAddress: null,
      gpPracticePostcode: null,
      gpOdsCode: 'B86001',
      gpConsent: true,
    });
  });
});
