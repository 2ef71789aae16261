import { isAxiosError } from 'axios';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { rest, type RestMethod, type RestOptions, type RestPath, type RestResult } from './rest';

/** The one loading/error convention of the web's REST reads (as Apollo's: data, error, loading). */
export interface RestQuery<T> {
  /** 'loading' until the current read answers (also while it reloads). */
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  /** Reads again; the current data stays shown until the new answer arrives. */
  reload: () => void;
}

/** Whether a read failed because the API answered 404 (no such thing, or not the caller's). */
export function isNotFound(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}

/**
 * Reads a declared GET operation whenever its parameters change (nothing while `options` is
 * undefined), cancelling the previous read, and reports only the current read's answer. The
 * last data stays while the same path reloads. The answer renders in a transition: a large
 * page (charts, event lists) fills in short slices, not one long task.
 */
export function useRestQuery<P extends RestPath<'get'>>(
  path: P,
  options: ReadOptions<'get', P> | undefined,
): RestQuery<RestResult<'get', P>> {
  return useRestRead('get', path, options);
}

/**
 * Reads a declared POST operation that only answers (a search whose criteria go in the body),
 * under the same convention as `useRestQuery`: read again whenever the body changes.
 */
export function useRestSearch<P extends RestPath<'post'>>(
  path: P,
  options: ReadOptions<'post', P> | undefined,
): RestQuery<RestResult<'post', P>> {
  return useRestRead('post', path, options);
}

type ReadOptions<M extends RestMethod, P extends RestPath<M>> = Omit<
  RestOptions<M, P>,
  'signal' | 'bytes' | 'onUploadProgress'
>;

function useRestRead<M extends 'get' | 'post', P extends RestPath<M>>(
  method: M,
  path: P,
  options: ReadOptions<M, P> | undefined,
): RestQuery<RestResult<M, P>> {
  type Data = RestResult<M, P>;
  const [tick, setTick] = useState(0);
  const request = options === undefined ? undefined : JSON.stringify([method, path, options]);
  const key = request === undefined ? undefined : `${request}#${tick}`;
  const [state, setState] = useState<{
    key: string | undefined;
    request: string | undefined;
    data: Data | undefined;
    error: Error | undefined;
  }>({ key: undefined, request: undefined, data: undefined, error: undefined });
  useEffect(() => {
    if (key === undefined || options === undefined) return;
    const controller = new AbortController();
    const settle = (data: Data | undefined, error: Error | undefined) => {
      if (!controller.signal.aborted)
        startTransition(() => setState({ key, request, data, error }));
    };
    rest(method, path, { ...options, signal: controller.signal }).then(
      (data) => settle(data, undefined),
      (error: unknown) =>
        settle(undefined, error instanceof Error ? error : new Error(String(error))),
    );
    return () => controller.abort();
    // `options` is a new object each render; `key` stands for it (and for reloads).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const current = state.key === key;
  const loading = key !== undefined && !current;
  return {
    status: loading ? 'loading' : current && state.error ? 'error' : 'ready',
    data: current || (request !== undefined && state.request === request) ? state.data : undefined,
    error: current ? state.error : undefined,
    loading,
    reload,
  };
}
