import type { GraphQLContext } from '../../graphql/context.ts';
import { listAudit } from '../audit/service.ts';
import { guarded, orderDepsFor, viewerOf } from './context.ts';
import { findOrderableProduct, priceSummary } from './product.ts';
import type { OrderRow } from './schema.ts';
import {
  cancelOrder,
  createOrder,
  currentOrderForUser,
  customerOf,
  findOrderForViewer,
  listOrdersForUser,
  markOrderPostedBack,
  OrderRuleError,
  updateDeliveryAddress,
  type DeliveryAddressInput,
  type OrderListOptions,
} from './service.ts';
import {
  EDITABLE_STATUSES,
  ORDER_STATUSES,
  REPLACEMENT_FEE_PENCE,
  RETURN_DUE_MS,
  isOverdue,
  type OrderStatus,
} from './state-machine.ts';

export const typeDefs = /* GraphQL */ `
  "Where an order is in its journey (see the state machine in modules/orders/state-machine.ts)."
  enum OrderStatus {
    ${ORDER_STATUSES.join('\n    ')}
  }

  type DeliveryAddress {
    recipientName: String!
    address: String!
    city: String!
    postalCode: String!
    country: String!
  }

  "A customer as operations staff see them on an order."
  type OrderCustomer {
    id: ID!
    firstName: String!
    lastName: String!
    email: String!
  }

  "One entry of an order's audit log: who, when, what, before and after (JSON)."
  type OrderAuditEntry {
    id: ID!
    at: String!
    actorType: String!
    actorId: ID
    action: String!
    fromStatus: String
    toStatus: String
    before: String
    after: String
    note: String
  }

  "An order of the heart check. Money is in pence (GBP); times are ISO 8601."
  type Order {
    id: ID!
    number: String!
    status: OrderStatus!
    productId: String!
    productName: String!
    quantity: Int!
    currency: String!
    unitPricePence: Int!
    taxRate: Float!
    subtotalPence: Int!
    taxPence: Int!
    totalPence: Int!
    deliveryAddress: DeliveryAddress!
    "The last failed payment attempt's message while the order awaits payment."
    paymentError: String
    trackingNumber: String
    createdAt: String!
    paidAt: String
    dispatchedAt: String
    deliveredAt: String
    returnedAt: String
    receivedAt: String
    analysingAt: String
    resultsReadyAt: String
    cardiacReportReadyAt: String
    cancelledAt: String
    refundedAt: String
    "When the device must be back with us (delivery + 72 h wear + 7 days post)."
    returnDueAt: String
    "True when the device is still with the customer after its return due date."
    overdue: Boolean!
    notReturnedAt: String
    replacementFeePence: Int
    replacementChargedAt: String
    replacementChargeError: String
    "The address can be changed and the order cancelled (before dispatch)."
    canEdit: Boolean!
    canPay: Boolean!
    "Staff only (null for customers)."
    customer: OrderCustomer
    "Staff only (empty for customers)."
    auditLog: [OrderAuditEntry!]!
  }

  type OrderPage {
    list: [Order!]!
    total: Int!
  }

  "Price of one kit before ordering; money in pence."
  type OrderQuote {
    productId: String!
    productName: String!
    quantity: Int!
    currency: String!
    unitPricePence: Int!
    taxRate: Float!
    subtotalPence: Int!
    taxPence: Int!
    totalPence: Int!
    replacementFeePence: Int!
    returnDueDays: Int!
  }

  input DeliveryAddressInput {
    recipientName: String
    address: String!
    city: String!
    postalCode: String!
    country: String!
  }

  input CreateOrderInput {
    productId: ID
    deliveryAddress: DeliveryAddressInput!
  }

  "Paging is 1-based; sortKey: createdAt | number | status | totalPence; sortOrder: asc | desc."
  input OrderListInput {
    pageIndex: Int
    pageSize: Int
    sortKey: String
    sortOrder: String
    status: OrderStatus
    query: String
  }

  extend type Query {
    "The price summary of one kit of the product (the catalogue's first product by default)."
    orderQuote(productId: ID): OrderQuote!
    "The signed-in customer's orders."
    myOrders(input: OrderListInput): OrderPage!
    "One order: the customer's own, or any for staff; null otherwise."
    order(id: ID!): Order
    "The customer's newest order that is not cancelled or refunded."
    currentOrder: Order
  }

  extend type Mutation {
    createOrder(input: CreateOrderInput!): Order!
    "Before dispatch only."
    updateOrderAddress(id: ID!, deliveryAddress: DeliveryAddressInput!): Order!
    "Before dispatch only; a paid order is refunded in full through the payment provider."
    cancelOrder(id: ID!): Order!
    "The customer says they have posted the device back."
    markOrderPostedBack(id: ID!): Order!
  }
`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toOrder(row: OrderRow) {
  const status = row.status as OrderStatus;
  return {
    ...row,
    status,
    deliveryAddress: {
      recipientName: row.recipientName,
      address: row.address,
      city: row.city,
      postalCode: row.postalCode,
      country: row.country,
    },
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    dispatchedAt: iso(row.dispatchedAt),
    deliveredAt: iso(row.deliveredAt),
    returnedAt: iso(row.returnedAt),
    receivedAt: iso(row.receivedAt),
    analysingAt: iso(row.analysingAt),
    resultsReadyAt: iso(row.resultsReadyAt),
    cardiacReportReadyAt: iso(row.cardiacReportReadyAt),
    cancelledAt: iso(row.cancelledAt),
    refundedAt: iso(row.refundedAt),
    returnDueAt: iso(row.returnDueAt),
    notReturnedAt: iso(row.notReturnedAt),
    replacementChargedAt: iso(row.replacementChargedAt),
    overdue: isOverdue({ status, returnDueAt: row.returnDueAt }),
    canEdit: EDITABLE_STATUSES.includes(status),
    canPay: status === 'awaiting_payment',
    paymentError: status === 'awaiting_payment' ? row.paymentError : null,
    _row: row,
  };
}

type OrderObject = ReturnType<typeof toOrder>;

function listOptions(input: OrderListOptions | null | undefined): OrderListOptions {
  return input ?? {};
}

export const resolvers = {
  Query: {
    orderQuote: (_: unknown, args: { productId?: string | null }, ctx: GraphQLContext) =>
      guarded(async () => {
        await ctx.requireUser();
        const product = await findOrderableProduct(ctx.db, args.productId ?? undefined);
        if (!product) throw new OrderRuleError('This service is not available to order.');
        return {
          productId: product.id,
          productName: product.name,
          currency: 'gbp',
          ...priceSummary(product, 1),
          replacementFeePence: REPLACEMENT_FEE_PENCE,
          returnDueDays: Math.round(RETURN_DUE_MS / 86_400_000),
        };
      }),
    myOrders: (_: unknown, args: { input?: OrderListOptions | null }, ctx: GraphQLContext) =>
      guarded(async () => {
        const user = await ctx.requireUser();
        const page = await listOrdersForUser(ctx.db, user.id, listOptions(args.input));
        return { list: page.list.map(toOrder), total: page.total };
      }),
    order: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      guarded(async () => {
        const row = await findOrderForViewer(ctx.db, args.id, await viewerOf(ctx));
        return row ? toOrder(row) : null;
      }),
    currentOrder: (_: unknown, _args: unknown, ctx: GraphQLContext) =>
      guarded(async () => {
        const user = await ctx.requireUser();
        const row = await currentOrderForUser(ctx.db, user.id);
        return row ? toOrder(row) : null;
      }),
  },
  Mutation: {
    createOrder: (
      _: unknown,
      args: { input: { productId?: string | null; deliveryAddress: DeliveryAddressInput } },
      ctx: GraphQLContext,
    ) =>
      guarded(async () => {
        const user = await ctx.requireUser();
        const row = await createOrder(orderDepsFor(ctx.db), user, {
          productId: args.input.productId ?? undefined,
          deliveryAddress: args.input.deliveryAddress,
        });
        return toOrder(row);
      }),
    updateOrderAddress: (
      _: unknown,
      args: { id: string; deliveryAddress: DeliveryAddressInput },
      ctx: GraphQLContext,
    ) =>
      guarded(async () =>
        toOrder(
          await updateDeliveryAddress(
            orderDepsFor(ctx.db),
            args.id,
            await viewerOf(ctx),
            args.deliveryAddress,
          ),
        ),
      ),
    cancelOrder: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      guarded(async () =>
        toOrder(await cancelOrder(orderDepsFor(ctx.db), args.id, await viewerOf(ctx))),
      ),
    markOrderPostedBack: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      guarded(async () =>
        toOrder(await markOrderPostedBack(orderDepsFor(ctx.db), args.id, await viewerOf(ctx))),
      ),
  },
  Order: {
    customer: async (order: OrderObject, _: unknown, ctx: GraphQLContext) => {
      const viewer = await viewerOf(ctx);
      if (!viewer.isStaff) return null;
      return (await customerOf(ctx.db, order._row)) ?? null;
    },
    auditLog: async (order: OrderObject, _: unknown, ctx: GraphQLContext) => {
      const viewer = await viewerOf(ctx);
      if (!viewer.isStaff) return [];
      const rows = await listAudit(ctx.db, 'order', order.id);
      return rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        actorType: row.actorType,
        actorId: row.actorId,
        action: row.action,
        fromStatus: row.fromStatus,
        toStatus: row.toStatus,
        before: row.before === null ? null : JSON.stringify(row.before),
        after: row.after === null ? null : JSON.stringify(row.after),
        note: row.note,
      }));
    },
  },
};
