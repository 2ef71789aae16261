import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { SEND_MESSAGES, type EmailConfirmation } from './email-confirmation.ts';

type ConfirmationContext = GraphQLContext<{ emailConfirmation: EmailConfirmation }>;

export const typeDefs = /* GraphQL */ `
  "Whether the signed-in user's email address is confirmed: orders need a confirmed address."
  type EmailConfirmationStatus {
    confirmed: Boolean!
    "The address the confirmation link goes to."
    email: String!
  }

  enum EmailConfirmationSendResult {
    SENT
    ALREADY_CONFIRMED
    "Too many links were asked for within the hour."
    TOO_MANY
  }

  type SendEmailConfirmationPayload {
    result: EmailConfirmationSendResult!
    "What to tell the user."
    message: String!
  }

  extend type Query {
    "The signed-in user's email confirmation."
    emailConfirmation: EmailConfirmationStatus!
  }

  extend type Mutation {
    "Emails the signed-in user a new link that confirms their address."
    sendEmailConfirmation: SendEmailConfirmationPayload!
  }
`;

export const resolvers: Resolvers<ConfirmationContext> = {
  Query: {
    emailConfirmation: async (_root, _args, ctx) =>
      ctx.services.emailConfirmation.status(await ctx.requireUser()),
  },
  Mutation: {
    sendEmailConfirmation: async (_root, _args, ctx) => {
      const result = await ctx.services.emailConfirmation.send(await ctx.requireUser());
      return { result, message: SEND_MESSAGES[result] };
    },
  },
};
