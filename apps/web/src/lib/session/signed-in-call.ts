import type { ApolloClient } from '@apollo/client';
import { graphql } from '@/lib/graphql/generated';
import type { UserSignedInMutation } from '@/lib/graphql/generated/graphql';

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

export function callUserSignedIn(
  client: ApolloClient,
): Promise<UserSignedInMutation['userSignedIn']> {
  inFlight ??= client
    .mutate({ mutation: USER_SIGNED_IN })
    .then((result) => {
      if (!result.data) throw new Error('The signed-in call returned no data.');
      return result.data.userSignedIn;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
