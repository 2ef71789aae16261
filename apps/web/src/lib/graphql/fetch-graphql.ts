// Types only: Apollo's own name for a typed document (the code does without Apollo).
import type { TypedDocumentNode } from '@apollo/client';
import { authorizationHeader } from '../http/access-token';
import { endSession, isSessionExpiryStatus } from '../session/end-session';

/** The API's GraphQL endpoint (spec §7, §9), as apollo.ts sends it. */
const GRAPHQL_URL = '/api/graphql';

/**
 * The text to send: the build gives each document its printed text (vite-plugins/inline-graphql.ts),
 * so the first page does without graphql's printer (4 KB gzipped); elsewhere (tests, the
 * development server) the printer loads when first needed.
 */
async function queryText(document: TypedDocumentNode<unknown, never>): Promise<string> {
  const text = document.loc?.source.body;
  if (text) return text;
  const { print } = await import('graphql');
  return print(document);
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: { message: string }[];
}

/**
 * One GraphQL operation without Apollo, for what the first page and start-up need (the signed-in
 * call, the home page): Apollo Client is 51 KB gzipped, a third of a budget of 150 KB for the first
 * page (issue 23, item 5), and loads with the pages that use its cache. The same request as
 * Apollo's HttpLink (JSON POST, bearer token) and the same session expiry handling as its
 * ErrorLink (401/419/440 end the session). Answers the data; a failed request or an answer with
 * errors rejects with the server's messages.
 */
export async function fetchGraphQL<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  signal?: AbortSignal,
): Promise<TData> {
  const authorization = await authorizationHeader();
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json,application/json;q=0.9',
      // `Bearer {token}`, or an empty value when there is none (spec §7), as Apollo and axios send.
      Authorization: authorization,
    },
    body: JSON.stringify({ query: await queryText(document), variables: variables ?? {} }),
    signal,
  });
  if (isSessionExpiryStatus(response.status)) endSession();
  const body = (await response.json().catch(() => ({}))) as GraphQLResponse<TData>;
  // As Apollo's default error policy: an answer with errors is a failure, whatever data it has.
  if (body.data && !body.errors?.length) return body.data;
  throw new Error(
    body.errors?.map((error) => error.message).join('; ') ||
      `The GraphQL request failed (HTTP ${response.status}).`,
  );
}
