import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import { apolloClient } from './apollo';

/**
 * `Page` inside the app's Apollo Client. Loaded with the pages that read through Apollo
 * (routes.tsx), so Apollo stays off the first page (issue 23, item 5); every such page shares the
 * one client and its cache.
 */
export function withApollo(Page: ComponentType): ComponentType {
  return function WithApollo() {
    return (
      <ApolloProvider client={apolloClient()}>
        <Page />
      </ApolloProvider>
    );
  };
}
