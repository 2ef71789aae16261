import { startTransition, useCallback, useEffect, useState } from 'react';
import { apiClient } from '@/lib/http/api-client';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** GET an API path (or nothing while `path` is undefined). */
export function useApi<T>(path: string | undefined): Loaded<T> {
  const [tick, setTick] = useState(0);
  const key = path === undefined ? undefined : `${path}#${tick}`;
  const [state, setState] = useState<{
    key: string | undefined;
    data: T | undefined;
    error: unknown;
  }>({
    key: undefined,
    data: undefined,
    error: undefined,
  });
  useEffect(() => {
    if (!path || !key) return;
    let live = true;
    // The page a response fills (charts, event list) renders in a transition: in short slices,
    // not one long task.
    const settle = (next: { data: T | undefined; error: unknown }) => {
      if (live) startTransition(() => setState({ key, ...next }));
    };
    apiClient.get<T>(path).then(
      (response) => settle({ data: response.data, error: undefined }),
      (error: unknown) => settle({ data: undefined, error }),
    );
    return () => {
      live = false;
    };
  }, [path, key]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const current = state.key === key;
  return {
    data: current || state.key?.startsWith(`${path}#`) ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== undefined && !current,
    reload,
  };
}
