import { createContext, useContext, type ReactNode } from 'react';
import type { AuthClient } from './auth-client';

const AuthContext = createContext<AuthClient | null>(null);

export function AuthClientProvider({
  client,
  children,
}: {
  client: AuthClient;
  children: ReactNode;
}) {
  return <AuthContext.Provider value={client}>{children}</AuthContext.Provider>;
}

export function useAuthClient(): AuthClient {
  const client = useContext(AuthContext);
  if (!client) throw new Error('useAuthClient must be used inside AuthClientProvider');
  return client;
}
