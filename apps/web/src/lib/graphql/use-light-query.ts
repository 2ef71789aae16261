// Types only: Apollo's own name for a typed document (the code does without Apollo).
import type { TypedDocumentNode } from '@apollo/client';
import { useEffect, useState } from 'react';
import { onSessionEnded } from '../session/end-session';
import { fetchGraphQL } from './fetch-graphql';

/** The last answer of each query without variables, for `cache-and-network` (as Apollo's cache). */
const lastAnswers = new Map<object, unknown>();
// A session that ends forgets what it read, as Apollo's store is cleared (bootstrap.ts).
onSessionEnded(() => lastAnswers.clear());

export interface LightQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
}

/**
 * A query without variables read with fetchGraphQL, for the first page, which does without
 * Apollo Client (see fetch-graphql.ts). `network-only` shows nothing until the answer;
 * `cache-and-network` shows this tab's last answer at once and then the new one, as Apollo's
 * fetch policies of the same names do.
 */
export function useLightQuery<TData>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  options: { fetchPolicy: 'network-only' | 'cache-and-network' },
): LightQueryResult<TData> {
  const cached =
    options.fetchPolicy === 'cache-and-network' ? lastAnswers.get(document) : undefined;
  const [state, setState] = useState<LightQueryResult<TData>>({
    data: cached as TData | undefined,
    loading: true,
    error: undefined,
  });
  useEffect(() => {
    const controller = new AbortController();
    fetchGraphQL(document, {}, controller.signal).then(
      (data) => {
        lastAnswers.set(document, data);
        if (!controller.signal.aborted) setState({ data, loading: false, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        setState((previous) => ({ ...previous, loading: false, error: failure }));
      },
    );
    return () => controller.abort();
  }, [document]);
  return state;
}
