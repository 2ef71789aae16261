import { gql, type ApolloClient } from '@apollo/client';
import type { SignedInUser } from './convert';

export const USER_SIGNED_IN = gql`
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
`;

export interface UserSignedInResult {
  userSignedIn: {
    errors: { __typename: string; message?: string }[];
    user: (SignedInUser & { roles: string[]; avatarUrl: string | null }) | null;
  };
}

/** The signed-in call (spec §7); concurrent calls share one request. */
let inFlight: Promise<UserSignedInResult['userSignedIn']> | undefined;

export function callUserSignedIn(
  client: ApolloClient,
): Promise<UserSignedInResult['userSignedIn']> {
  inFlight ??= client
    .mutate<UserSignedInResult>({ mutation: USER_SIGNED_IN })
    .then((result) => {
      if (!result.data) throw new Error('The signed-in call returned no data.');
      return result.data.userSignedIn;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
