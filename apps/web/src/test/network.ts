import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@/lib/http/api-client';

/** One request as the HTTP client sends it (after the typed client has filled it in). */
export interface SentRequest {
  method: string;
  /** The path after /api, without the query. */
  url: string;
  params: Record<string, unknown>;
  contentType: string | undefined;
  /** The body: a Blob for bytes, the JSON text for a JSON body. */
  data: unknown;
  /** Reports upload progress as the browser would (bytes sent of the body's total). */
  progress: (loaded: number, total: number) => void;
}

/**
 * Answers the REST client's calls at the network boundary (the axios adapter) with `handle`,
 * which sees each request and answers a status and a body (>= 300 fails as the API's would).
 */
export function answerApi(handle: (request: SentRequest) => { status: number; body: unknown }) {
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    const { status, body } = handle({
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      contentType: AxiosHeaders.from(config.headers).getContentType()?.toString(),
      data: config.data,
      progress: (loaded, total) =>
        config.onUploadProgress?.({ loaded, total, bytes: loaded, lengthComputable: true }),
    });
    const response = {
      data: body,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(),
      config,
    };
    if (status < 300) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response),
    );
  };
}
