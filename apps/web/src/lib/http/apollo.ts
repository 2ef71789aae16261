import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { endSession, isSessionExpiryStatus, onSessionEnded } from '../session/end-session';
import { authorizationHeader } from './access-token';

/** The API prefix (spec §9), as in api-client.ts: importing it from there would pull the REST
 * client (axios) into the start-up bundle. */
const API_PREFIX = '/api';

/** Every GraphQL operation goes to /api/graphql with the bearer token (spec §7). */
function createApolloClient(): ApolloClient {
  const auth = new SetContextLink(async (prevContext) => ({
    headers: {
      ...(prevContext.headers as Record<string, string> | undefined),
      Authorization: await authorizationHeader(),
    },
  }));
  const expiry = new ErrorLink(({ operation }) => {
    const response = operation.getContext().response as Response | undefined;
    if (isSessionExpiryStatus(response?.status)) endSession();
  });
  return new ApolloClient({
    link: ApolloLink.from([expiry, auth, new HttpLink({ uri: `${API_PREFIX}/graphql` })]),
    cache: new InMemoryCache(),
    queryDeduplication: true,
  });
}

let client: ApolloClient | undefined;

/**
 * The app's one Apollo Client, made when the first page that reads through Apollo loads (this
 * module and Apollo load with those pages, not with the first page: see fetch-graphql.ts). Its
 * store is cleared when the session ends.
 */
export function apolloClient(): ApolloClient {
  if (!client) {
    const created = createApolloClient();
    onSessionEnded(() => void created.clearStore());
    client = created;
  }
  return client;
}
