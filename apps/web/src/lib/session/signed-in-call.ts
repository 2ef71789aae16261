import { graphql } from '@/lib/graphql/generated';
import type { UserSignedInMutation } from '@/lib/graphql/generated/graphql';
import { fetchGraphQL } from '@/lib/graphql/fetch-graphql';

export const USER_SIGNED_IN = graphql(`
  mutation UserSignedIn {
    userSignedIn {
      errors {
        __typename
        ... on NotAuthenticatedError {
          message
        }
      }
      user {
        id
        firstName
        lastName
        email
        phoneNumber
        address
        city
        postalCode
        country
        roles
        avatarUrl
      }
    }
  }
`);

/** The signed-in call (spec §7); concurrent calls share one request. */
let inFlight: Promise<UserSignedInMutation['userSignedIn']> | undefined;

/** Made at start-up, before any page: without Apollo Client (see fetch-graphql.ts). */
export function callUserSignedIn(): Promise<UserSignedInMutation['userSignedIn']> {
  inFlight ??= fetchGraphQL(USER_SIGNED_IN)
    .then((data) => data.userSignedIn)
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
