import type { paths } from './generated/rest';
import { apiClient } from './api-client';

/**
 * The typed REST client: every call names an operation of the API's OpenAPI document
 * (`apps/api/openapi.json`, generated into ./generated/rest.ts by `npm run codegen`), so the
 * path, its parameters, the body and the answer are checked against what the API declares.
 * Requests go through `apiClient` (base /api, bearer token, XSRF header, session expiry).
 */
export type RestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Path = keyof paths;

/** The paths that have an operation of this method. */
export type RestPath<M extends RestMethod> = {
  [P in Path]: paths[P][M] extends { responses: unknown } ? P : never;
}[Path];

type Operation<M extends RestMethod, P extends RestPath<M>> = Extract<
  paths[P][M],
  { responses: unknown }
>;

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;
type Responses<O> = O extends { responses: infer R } ? R : never;

/** What a successful call answers (200 or 201 JSON; undefined for 204). */
export type RestResult<M extends RestMethod, P extends RestPath<M>> =
  Responses<Operation<M, P>> extends infer R
    ? R extends { 200: infer OK }
      ? JsonOf<OK>
      : R extends { 201: infer Created }
        ? JsonOf<Created>
        : undefined
    : never;

type Parameters<O> = O extends { parameters: infer P } ? P : never;
type PathParams<O> = Parameters<O> extends { path: infer A } ? A : never;
type QueryParams<O> = Parameters<O> extends { query?: infer Q } ? Q : never;
type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;

/** The parameters of a call: only those its operation declares. */
export interface RestOptions<M extends RestMethod, P extends RestPath<M>> {
  path?: PathParams<Operation<M, P>>;
  query?: QueryParams<Operation<M, P>>;
  body?: JsonBody<Operation<M, P>>;
  /**
   * A binary body instead of JSON (an image, a slice of a recording), sent with its own type or
   * as application/octet-stream.
   */
  bytes?: Blob;
  signal?: AbortSignal;
  /** Called as the body goes out with the fraction sent so far (large uploads). */
  onUploadProgress?: (fraction: number) => void;
}

/** `/api/results/{orderId}` with `{ orderId }` → `/results/…` (apiClient adds /api). */
export function restUrl(path: string, params: object = {}): string {
  const values = params as Record<string, string | number>;
  return path
    .replace(/^\/api(?=\/)/, '')
    .replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** Calls one declared operation and answers its declared success body. */
export async function rest<M extends RestMethod, P extends RestPath<M>>(
  method: M,
  path: P,
  options: RestOptions<M, P> = {},
): Promise<RestResult<M, P>> {
  const response = await apiClient.request<RestResult<M, P>>({
    method,
    url: restUrl(path, options.path ?? {}),
    params: options.query,
    ...body(options),
    signal: options.signal,
    ...(options.onUploadProgress ? { onUploadProgress: progress(options.onUploadProgress) } : {}),
  });
  return response.data;
}

/** The request's data and, for bytes, their content type (JSON is the client's default). */
function body(options: { body?: unknown; bytes?: Blob }) {
  if (options.bytes === undefined) return { data: options.body };
  const type = options.bytes.type || 'application/octet-stream';
  return { data: options.bytes, headers: { 'Content-Type': type } };
}

function progress(report: (fraction: number) => void) {
  return (event: { loaded: number; total?: number }) => {
    if (event.total) report(Math.min(1, event.loaded / event.total));
  };
}
