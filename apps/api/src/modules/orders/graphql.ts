import { listAudit } from '../audit/public.ts';
import { postDays } from '@heartcheck/contracts/product-facts';
import type { GraphQLResolveInfo } from 'graphql';
import { orderColumnsAsked } from './order-columns.ts';
import { toOrder, type OrderObject } from './order-object.ts';
import { guarded, viewerOf, type OrdersContext } from './context.ts';
import { listOptions } from './list-options.ts';
import { findOrderableProduct, orderProductFacts, priceSummary } from './product.ts';
import {
  currentOrderForUser,
  customerOf,
  findOrderForViewer,
  type OrderListOptions,
} from './queries.ts';
import { cancelOrder } from './cancel.ts';
import { createOrder, updateDeliveryAddress } from './create.ts';
import { markOrderPostedBack } from './transitions.ts';
import { OrderRuleError, type DeliveryAddressInput } from './types.ts';
import type { ReferralInput } from './referral.ts';
import { ORDER_STATUSES } from './state-machine.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';

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

  "What a product promises and asks, from its catalogue row: wear time, return window, fee."
  type ProductFacts {
    "The longest time the recorder is worn, in hours (72 for the 72-hour heart check)."
    recordingHours: Int!
    "The shortest wear time worth analysing, in hours."
    minRecordingHours: Int!
    "Days after delivery by which the recorder must be back with us (wear time plus the post)."
    returnWindowDays: Int!
    "The days of the return window left for the post once the longest wear time is over."
    postDays: Int!
    "The fee charged once for a recorder not returned by its due date, in pence."
    replacementFeePence: Int!
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
    "Serial number of the recorder sent with the order (recorded at dispatch)."
    deviceSerial: String
    "Serial number of the recorder that came back (recorded at return)."
    returnedDeviceSerial: String
    createdAt: String!
    "The Terms & Conditions version accepted at checkout, and when (null before it was recorded)."
    termsVersion: String
    termsAcceptedAt: String
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
    "The facts of the product ordered: wear time, return window and replacement fee."
    productFacts: ProductFacts!
    "When the device must be back with us (delivery + the product's return window)."
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
    "The longest and shortest wear time of the product, in hours."
    recordingHours: Int!
    minRecordingHours: Int!
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
    "The wearer's date of birth, YYYY-MM-DD (18 or over); the order form requires it."
    dateOfBirth: String
    "The wearer's NHS number (optional, 10 digits, modulus-11 checked)."
    nhsNumber: String
    "The wearer's sex (optional): female | male | not_stated."
    sex: String
    "A UK mobile or landline to call about an urgent finding (optional); stored as E.164."
    phone: String
    "The version of the Terms & Conditions the customer accepted (required: the current version)."
    acceptedTermsVersion: String
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

export const resolvers: Resolvers<OrdersContext> = {
  Query: {
    orderQuote: (_: unknown, args: { productId?: string | null }, ctx: OrdersContext) =>
      guarded(async () => {
        await ctx.requireUser();
        const product = await findOrderableProduct(ctx.services.db, args.productId ?? undefined);
        if (!product) throw new OrderRuleError('This service is not available to order.');
        return {
          productId: product.id,
          productName: product.name,
          currency: 'gbp',
          ...priceSummary(product, 1),
          replacementFeePence: product.replacementFeePence,
          returnDueDays: product.returnWindowDays,
          recordingHours: product.recordingHours,
          minRecordingHours: product.minRecordingHours,
        };
      }),
    myOrders: (
      _: unknown,
      args: { input?: OrderListOptions | null },
      ctx: OrdersContext,
      info: GraphQLResolveInfo,
    ) =>
      guarded(async () => {
        const { userId } = await ctx.requireSignedIn();
        const columns = orderColumnsAsked(info, 'list');
        const page = await ctx.services.orderLists.forUser(
          userId,
          listOptions(args.input),
          columns,
        );
        return { list: page.list.map(toOrder), total: page.total };
      }),
    order: (_: unknown, args: { id: string }, ctx: OrdersContext) =>
      guarded(async () => {
        const row = await findOrderForViewer(ctx.services.db, args.id, await viewerOf(ctx));
        return row ? toOrder(row) : null;
      }),
    currentOrder: (_: unknown, _args: unknown, ctx: OrdersContext) =>
      guarded(async () => {
        const { userId } = await ctx.requireSignedIn();
        const row = await currentOrderForUser(ctx.services.db, userId);
        return row ? toOrder(row) : null;
      }),
  },
  Mutation: {
    createOrder: (
      _: unknown,
      args: {
        input: {
          productId?: string | null;
          deliveryAddress: DeliveryAddressInput;
          dateOfBirth?: string | null;
          nhsNumber?: string | null;
          sex?: string | null;
          phone?: string | null;
          acceptedTermsVersion?: string | null;
          referral?: ReferralInput | null;
        };
      },
      ctx: OrdersContext,
    ) =>
      guarded(async () => {
        const user = await ctx.requireUser();
        // The input's fields are createOrder's; the product defaults when none is named.
        const row = await createOrder(ctx.services.orders, user, {
          ...args.input,
          productId: args.input.productId ?? undefined,
        });
        return toOrder(row);
      }),
    updateOrderAddress: (
      _: unknown,
      args: { id: string; deliveryAddress: DeliveryAddressInput },
      ctx: OrdersContext,
    ) =>
      guarded(async () =>
        toOrder(
          await updateDeliveryAddress(
            ctx.services.orders,
            args.id,
            await viewerOf(ctx),
            args.deliveryAddress,
          ),
        ),
      ),
    cancelOrder: (_: unknown, args: { id: string }, ctx: OrdersContext) =>
      guarded(async () =>
        toOrder(await cancelOrder(ctx.services.orders, args.id, await viewerOf(ctx))),
      ),
    markOrderPostedBack: (_: unknown, args: { id: string }, ctx: OrdersContext) =>
      guarded(async () =>
        toOrder(await markOrderPostedBack(ctx.services.orders, args.id, await viewerOf(ctx))),
      ),
  },
  Order: {
    productFacts: async (order: OrderObject, _: unknown, ctx: OrdersContext) => {
      const facts = await orderProductFacts(ctx.services.db, order._row.productId);
      return { ...facts, postDays: postDays(facts) };
    },
    customer: async (order: OrderObject, _: unknown, ctx: OrdersContext) => {
      const viewer = await viewerOf(ctx);
      if (!viewer.isStaff) return null;
      return (await customerOf(ctx.services.db, order._row)) ?? null;
    },
    auditLog: async (order: OrderObject, _: unknown, ctx: OrdersContext) => {
      const viewer = await viewerOf(ctx);
      if (!viewer.isStaff) return [];
      const rows = await listAudit(ctx.services.db, 'order', order.id);
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
