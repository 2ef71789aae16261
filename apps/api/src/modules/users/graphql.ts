import type { Database } from '../../db/client.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { UserRow } from './schema.ts';
import { parseProfileInput } from './profile.ts';
import { recordSignIn, updateProfile } from './service.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';

type UsersContext = GraphQLContext<{ db: Database }>;

export const typeDefs = /* GraphQL */ `
  "The signed-in customer as the portal sees them (spec §3, signed-in user)."
  type User {
    id: ID!
    firstName: String!
    lastName: String!
    email: String!
    dialCode: String!
    phoneNumber: String!
    address: String!
    city: String!
    postalCode: String!
    country: String!
    "Roles from the identity provider's token; the portal's authority list."
    roles: [String!]!
    avatarUrl: String
  }

  type NotAuthenticatedError {
    message: String!
  }

  union UserSignedInError = NotAuthenticatedError

  type UserSignedInPayload {
    errors: [UserSignedInError!]!
    user: User
  }

  "The editable profile; the email address is managed by the identity provider."
  input ProfileInput {
    firstName: String!
    lastName: String!
    dialCode: String!
    phoneNumber: String!
    address: String!
    city: String!
    postalCode: String!
    country: String!
  }

  "A validation message for one input field."
  type FieldError {
    field: String!
    message: String!
  }

  type UpdateProfilePayload {
    errors: [FieldError!]!
    "The saved user, or null when there are errors."
    user: User
  }

  type Query {
    "The signed-in user."
    me: User!
  }

  type Mutation {
    "Tells the backend the user has signed in; creates the user on first sign-in (spec §7)."
    userSignedIn: UserSignedInPayload!
    "Saves the signed-in user's own profile (there is no way to name another user)."
    updateProfile(input: ProfileInput!): UpdateProfilePayload!
  }
`;

export const NOT_AUTHENTICATED_MESSAGE =
  'You are not signed in, or your session has expired. Please sign in again.';

export function toUser(row: UserRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    dialCode: row.dialCode,
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    roles: row.roles,
    avatarUrl: avatarUrl(row),
  };
}

/** `/api/avatars/<userId>?v=<key>`: the key is unguessable and changes with every upload. */
export function avatarUrl(row: Pick<UserRow, 'id' | 'avatarKey'>): string | null {
  return row.avatarKey ? `/api/avatars/${row.id}?v=${encodeURIComponent(row.avatarKey)}` : null;
}

/** What a deleted account is told when it tries to sign in again. */
const ACCOUNT_ERASED_MESSAGE = 'This account was deleted at your request and cannot sign in.';

export const resolvers: Resolvers<UsersContext> = {
  Query: {
    me: async (_root: unknown, _args: unknown, ctx: UsersContext) =>
      toUser(await ctx.requireUser()),
  },
  Mutation: {
    userSignedIn: async (_root: unknown, _args: unknown, ctx: UsersContext) => {
      if (ctx.auth.status !== 'authenticated') {
        return {
          errors: [{ __typename: 'NotAuthenticatedError', message: NOT_AUTHENTICATED_MESSAGE }],
          user: null,
        };
      }
      const row = await recordSignIn(ctx.services.db, ctx.auth.principal);
      // An account erased on the holder's request never signs in again (data-rights/erasure).
      if (!row)
        return {
          errors: [{ __typename: 'NotAuthenticatedError', message: ACCOUNT_ERASED_MESSAGE }],
          user: null,
        };
      return { errors: [], user: toUser(row) };
    },
    updateProfile: async (_root: unknown, args: { input: unknown }, ctx: UsersContext) => {
      const me = await ctx.requireUser();
      const parsed = parseProfileInput(args.input);
      if (!parsed.ok) return { errors: parsed.errors, user: null };
      return {
        errors: [],
        user: toUser(await updateProfile(ctx.services.db, me.id, parsed.value)),
      };
    },
  },
  UserSignedInError: {
    __resolveType: (value) => value.__typename ?? null,
  },
};
