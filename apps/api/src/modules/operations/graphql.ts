import type { GraphQLContext } from '../../graphql/context.ts';
import { guarded, orderDepsFor, STAFF_ROLE } from '../orders/context.ts';
import { toOrder } from '../orders/graphql.ts';
import {
  cancelOrder,
  countOrdersByStatus,
  dispatchOrder,
  flagOrderNotReturned,
  listOrdersForOperations,
  markOrderDelivered,
  markOrderReceived,
  OrderRuleError,
  type OrderListOptions,
  type Viewer,
} from '../orders/service.ts';

/** The operations console (role admin): fulfilment of orders, every action audited. */
export const typeDefs = /* GraphQL */ `
  type OrderStatusCount {
    status: OrderStatus!
    count: Int!
  }

  extend type Query {
    "Staff: every order; filter by status, search by order number, customer name or email."
    operationsOrders(input: OrderListInput, overdueOnly: Boolean): OrderPage!
    "Staff: how many orders are in each status."
    operationsStatusCounts: [OrderStatusCount!]!
  }

  extend type Mutation {
    "Staff: paid → dispatched, with the courier's tracking number."
    dispatchOrder(id: ID!, trackingNumber: String!): Order!
    "Staff: dispatched → delivered; deliveredOn (YYYY-MM-DD, default today) sets the return due date."
    markOrderDelivered(id: ID!, deliveredOn: String): Order!
    "Staff: the device is back (delivered or posted back → received)."
    markOrderReceived(id: ID!): Order!
    "Staff: flag a device not returned after its due date; charges the replacement fee once."
    flagOrderNotReturned(id: ID!): Order!
    "Staff: cancel before dispatch, refunding a paid order."
    operationsCancelOrder(id: ID!): Order!
  }
`;

async function staff(ctx: GraphQLContext): Promise<Viewer> {
  return { user: await ctx.requireRole(STAFF_ROLE), isStaff: true };
}

function parseDay(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new OrderRuleError('Enter the delivery date as YYYY-MM-DD.');
  const date = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new OrderRuleError('Enter a real delivery date.');
  return date;
}

export const resolvers = {
  Query: {
    operationsOrders: (
      _: unknown,
      args: { input?: OrderListOptions | null; overdueOnly?: boolean | null },
      ctx: GraphQLContext,
    ) =>
      guarded(async () => {
        await staff(ctx);
        const page = await listOrdersForOperations(ctx.db, {
          ...(args.input ?? {}),
          overdueOnly: args.overdueOnly ?? false,
        });
        return { list: page.list.map((item) => toOrder(item.order)), total: page.total };
      }),
    operationsStatusCounts: (_: unknown, _args: unknown, ctx: GraphQLContext) =>
      guarded(async () => {
        await staff(ctx);
        return countOrdersByStatus(ctx.db);
      }),
  },
  Mutation: {
    dispatchOrder: (
      _: unknown,
      args: { id: string; trackingNumber: string },
      ctx: GraphQLContext,
    ) =>
      guarded(async () =>
        toOrder(
          await dispatchOrder(orderDepsFor(ctx.db), args.id, await staff(ctx), args.trackingNumber),
        ),
      ),
    markOrderDelivered: (
      _: unknown,
      args: { id: string; deliveredOn?: string | null },
      ctx: GraphQLContext,
    ) =>
      guarded(async () =>
        toOrder(
          await markOrderDelivered(
            orderDepsFor(ctx.db),
            args.id,
            await staff(ctx),
            parseDay(args.deliveredOn),
          ),
        ),
      ),
    markOrderReceived: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      guarded(async () =>
        toOrder(await markOrderReceived(orderDepsFor(ctx.db), args.id, await staff(ctx))),
      ),
    flagOrderNotReturned: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      guarded(async () =>
        toOrder(await flagOrderNotReturned(orderDepsFor(ctx.db), args.id, await staff(ctx))),
      ),
    operationsCancelOrder: (_: unknown, args: { id: string }, ctx: GraphQLContext) =>
      guarded(async () =>
        toOrder(await cancelOrder(orderDepsFor(ctx.db), args.id, await staff(ctx))),
      ),
  },
};
