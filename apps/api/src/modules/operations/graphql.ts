import {
  guarded,
  type OrdersContext,
  parseDeliveredOn,
  toOrder,
  cancelOrder,
  countOrdersByStatus,
  dispatchOrder,
  flagOrderNotReturned,
  listOrdersForOperations,
  listOptions,
  markOrderDelivered,
  markOrderReceived,
  type OrderListOptions,
  type Viewer,
} from '../orders/public.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';

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
    "Staff: paid → dispatched, with the courier's tracking number and the recorder's serial number."
    dispatchOrder(id: ID!, trackingNumber: String!, deviceSerial: String): Order!
    "Staff: dispatched → delivered; deliveredOn (a UK calendar day YYYY-MM-DD, default today, not before the dispatch day) sets the return due date."
    markOrderDelivered(id: ID!, deliveredOn: String): Order!
    "Staff: the device is back (delivered or posted back → received), with the serial read off it; a serial that is not the one sent is refused unless overrideReason says why (audited)."
    markOrderReceived(id: ID!, deviceSerial: String, overrideReason: String): Order!
    "Staff: flag a device not returned after its due date; charges the replacement fee once."
    flagOrderNotReturned(id: ID!): Order!
    "Staff: cancel before dispatch, refunding a paid order."
    operationsCancelOrder(id: ID!): Order!
  }
`;

async function staff(ctx: OrdersContext): Promise<Viewer> {
  const { user } = await ctx.requireAllowed('orders.manage');
  return { user, isStaff: true };
}

export const resolvers: Resolvers<OrdersContext> = {
  Query: {
    operationsOrders: (
      _: unknown,
      args: { input?: OrderListOptions | null; overdueOnly?: boolean | null },
      ctx: OrdersContext,
    ) =>
      guarded(async () => {
        await staff(ctx);
        const page = await listOrdersForOperations(ctx.services.db, {
          ...listOptions(args.input),
          overdueOnly: args.overdueOnly ?? false,
        });
        return { list: page.list.map((item) => toOrder(item.order)), total: page.total };
      }),
    operationsStatusCounts: (_: unknown, _args: unknown, ctx: OrdersContext) =>
      guarded(async () => {
        await staff(ctx);
        return countOrdersByStatus(ctx.services.db);
      }),
  },
  Mutation: {
    dispatchOrder: (
      _: unknown,
      args: { id: string; trackingNumber: string; deviceSerial?: string | null },
      ctx: OrdersContext,
    ) =>
      guarded(async () =>
        toOrder(
          await dispatchOrder(
            ctx.services.orders,
            args.id,
            await staff(ctx),
            args.trackingNumber,
            args.deviceSerial,
          ),
        ),
      ),
    markOrderDelivered: (
      _: unknown,
      args: { id: string; deliveredOn?: string | null },
      ctx: OrdersContext,
    ) =>
      guarded(async () =>
        toOrder(
          await markOrderDelivered(
            ctx.services.orders,
            args.id,
            await staff(ctx),
            parseDeliveredOn(args.deliveredOn),
          ),
        ),
      ),
    markOrderReceived: (
      _: unknown,
      args: { id: string; deviceSerial?: string | null; overrideReason?: string | null },
      ctx: OrdersContext,
    ) =>
      guarded(async () =>
        toOrder(
          await markOrderReceived(ctx.services.orders, args.id, await staff(ctx), {
            deviceSerial: args.deviceSerial,
            overrideReason: args.overrideReason,
          }),
        ),
      ),
    flagOrderNotReturned: (_: unknown, args: { id: string }, ctx: OrdersContext) =>
      guarded(async () =>
        toOrder(await flagOrderNotReturned(ctx.services.orders, args.id, await staff(ctx))),
      ),
    operationsCancelOrder: (_: unknown, args: { id: string }, ctx: OrdersContext) =>
      guarded(async () =>
        toOrder(await cancelOrder(ctx.services.orders, args.id, await staff(ctx))),
      ),
  },
};
