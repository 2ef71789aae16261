import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyOrdersQuery, MyOrdersQueryVariables } from '@/lib/graphql/generated/graphql';
import { missingKeys, renderPage } from '@/test/page';
import { MY_ORDERS } from './api';
import { OrderListPage } from './OrderListPage';

afterEach(() => {
  expect(missingKeys.splice(0)).toEqual([]);
});

type Order = MyOrdersQuery['myOrders']['list'][number];

/** An order as the generated types say the API sends it (schema drift breaks compilation). */
function order(id: string, number: string, status: Order['status'], totalPence: number): Order {
  return {
    __typename: 'Order',
    id,
    number,
    status,
    productId: 'heart-check-72h',
    productName: '72-hour heart check',
    quantity: 1,
    unitPricePence: totalPence,
    taxRate: 6,
    subtotalPence: totalPence,
    taxPence: 0,
    totalPence,
    deliveryAddress: {
      __typename: 'DeliveryAddress',
      recipientName: 'Alex Taylor',
      address: '221 Baker Street',
      city: 'London',
      postalCode: 'NW1 6XE',
      country: 'GB',
    },
    paymentError: null,
    trackingNumber: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: status === 'paid' ? '2026-11-20T10:05:00.000Z' : null,
    termsVersion: '2026-11-20',
    termsAcceptedAt: '2026-11-20T10:00:00.000Z',
    dispatchedAt: null,
    deliveredAt: null,
    returnedAt: null,
    receivedAt: null,
    analysingAt: null,
    resultsReadyAt: null,
    cardiacReportReadyAt: null,
    cancelledAt: null,
    refundedAt: null,
    returnDueAt: null,
    overdue: false,
    notReturnedAt: null,
    replacementFeePence: 6800,
    replacementChargedAt: null,
    canEdit: status === 'paid',
    canPay: status === 'awaiting_payment',
  } as Order;
}

const seen: MyOrdersQueryVariables[] = [];

function mocks(
  list = [
    order('o1', 'HC-2026-000101', 'paid', 31694),
    order('o2', 'HC-2026-000102', 'awaiting_payment', 31694),
  ],
) {
  const answer = (list: Order[]) => ({
    request: {
      query: MY_ORDERS,
      variables: (v: MyOrdersQueryVariables) => {
        seen.push(v);
        return true;
      },
    },
    maxUsageCount: 10,
    result: { data: { myOrders: { __typename: 'OrderPage', total: list.length, list } } },
  });
  return [answer(list)];
}

describe('/OrderList', () => {
  it('lists the customer orders through the generated MyOrders query, each linking to its page', async () => {
    seen.length = 0;
    await renderPage(<OrderListPage />, {
      url: '/OrderList',
      wrap: (page) => <MockedProvider mocks={mocks()}>{page}</MockedProvider>,
    });
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const link = within(table).getByRole('link', { name: 'HC-2026-000101' });
    expect(link).toHaveAttribute('href', '/order-details/o1');
    // Each total twice: in its column, and under the number for phones, where the column is hidden.
    expect(within(table).getAllByText('£316.94')).toHaveLength(2);
    expect(within(table).getAllByText('Total £316.94')).toHaveLength(2);
    expect(screen.getByText('1–2 of 2 orders · Page 1 of 1')).toBeInTheDocument();
    expect(seen[0]?.input).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      sortKey: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('filters by status through the query variables', async () => {
    seen.length = 0;
    await renderPage(<OrderListPage />, {
      url: '/OrderList',
      wrap: (page) => <MockedProvider mocks={mocks()}>{page}</MockedProvider>,
    });
    await screen.findByRole('table', { name: 'Your orders' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'paid');
    await waitFor(() => expect(seen.some((v) => v.input?.status === 'paid')).toBe(true));
  });

  it('counts one order as one order', async () => {
    await renderPage(<OrderListPage />, {
      url: '/OrderList',
      wrap: (page) => (
        <MockedProvider mocks={mocks([order('o1', 'HC-2026-000101', 'paid', 31694)])}>
          {page}
        </MockedProvider>
      ),
    });
    await screen.findByRole('table', { name: 'Your orders' });
    expect(screen.getByText('1 order · Page 1 of 1')).toBeInTheDocument();
  });
});
