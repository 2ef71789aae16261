import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { guarded, viewerOf, type OrdersContext } from './context.ts';
import type { OrderObject } from './order-object.ts';
import { toOrder } from './order-object.ts';
import { requireOrder } from './queries.ts';
import { REFERRAL_EDITABLE, referralOf, updateReferral, type ReferralInput } from './referral.ts';
import { actorOf } from './types.ts';

/**
 * Why the check was ordered and the GP practice (issue 21), as GraphQL: asked by createOrder's
 * `referral`, read as `Order.referral`, changed by `updateOrderReferral` until analysis.
 */
export const typeDefs = /* GraphQL */ `
  "Who asked for the check: gp | clinician | self."
  enum ReferralSource {
    gp
    clinician
    self
  }

  "The customer's GP practice as they gave it."
  type GpPractice {
    name: String!
    address: String
    postcode: String
    "ODS code (a letter and five digits), when known."
    odsCode: String
  }

  "Why the check was ordered and the GP (issue 21); editable until the recording is analysed."
  type OrderReferral {
    source: ReferralSource
    "The referral reason (gp, clinician) or the symptoms (self)."
    reason: String
    gp: GpPractice
    "The customer agreed that we send the reports to, and contact, this GP practice."
    gpConsent: Boolean!
    "The referral can still be changed (until the recording is analysed)."
    canEdit: Boolean!
  }

  "Why the check was ordered and the GP practice; every field optional (the reason at most 500 characters)."
  input ReferralInput {
    source: ReferralSource
    reason: String
    gpPracticeName: String
    gpPracticeAddress: String
    gpPracticePostcode: String
    "A GP practice ODS code: a letter and five digits, such as A81001."
    gpOdsCode: String
    "Consent to send the reports to, and contact, the GP practice (needs the practice name)."
    gpConsent: Boolean
  }

  extend input CreateOrderInput {
    "Why the check was ordered and the GP practice (optional)."
    referral: ReferralInput
  }

  extend type Order {
    "Why the check was ordered and the GP practice."
    referral: OrderReferral!
  }

  extend type Mutation {
    "The referral reason and GP practice (the customer's own order, or staff); until the recording is analysed."
    updateOrderReferral(id: ID!, referral: ReferralInput!): Order!
  }
`;

export const resolvers: Resolvers<OrdersContext> = {
  Mutation: {
    updateOrderReferral: (
      _: unknown,
      args: { id: string; referral: ReferralInput },
      ctx: OrdersContext,
    ) =>
      guarded(async () => {
        const viewer = await viewerOf(ctx);
        const current = await requireOrder(ctx.services.db, args.id, viewer);
        return toOrder(
          await updateReferral(ctx.services.db, current.id, actorOf(viewer), args.referral),
        );
      }),
  },
  Order: {
    referral: (order: OrderObject) => ({
      ...referralOf(order._row),
      canEdit: REFERRAL_EDITABLE.includes(order._row.status),
    }),
  },
};
