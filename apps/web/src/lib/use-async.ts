import { useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

/**
 * Runs `load` whenever `deps` change, cancelling the previous run, and reports loading, the
 * data or the error of the current run only.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): AsyncState<T> {
  const key = JSON.stringify(deps);
  const [state, setState] = useState<{ key: string; result: AsyncState<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, result: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({
            key,
            result: {
              status: 'error',
              error: error instanceof Error ? error : new Error(String(error)),
            },
          });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; `key` stands for what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state && state.key === key ? state.result : { status: 'loading' };
}
