import { useCallback, useState } from 'react';

/** The one convention of the web's REST writes (as Apollo's useMutation: pending, error). */
export interface RestMutation {
  /**
   * Runs one write (usually `() => rest('post', …)`), pending until it settles. Answers
   * `{ data }` when it succeeded, undefined when it failed: the error is then in `error`.
   */
  run: <T>(write: () => Promise<T>) => Promise<{ data: T } | undefined>;
  pending: boolean;
  /** The last write's failure (read it with `errorMessage(error, fallback)`), until the next run. */
  error: Error | undefined;
  reset: () => void;
}

export function useRestMutation(): RestMutation {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | undefined>();
  const run = useCallback(async <T>(write: () => Promise<T>) => {
    setPending(true);
    setError(undefined);
    try {
      return { data: await write() };
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);
  const reset = useCallback(() => setError(undefined), []);
  return { run, pending, error, reset };
}
