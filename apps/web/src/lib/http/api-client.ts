import axios, { AxiosHeaders, isAxiosError } from 'axios';
import { endSession, isSessionExpiryStatus } from '../session/end-session';
import { authorizationHeader } from './access-token';

/** API prefix and timeout (spec §9). */
export const API_PREFIX = '/api';
export const API_TIMEOUT_MS = 60_000;

/** The REST client with the specification's defaults (§7). */
export const apiClient = axios.create({
  baseURL: API_PREFIX,
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: true,
  validateStatus: (status) => status >= 200 && status <= 299,
});

apiClient.interceptors.request.use(async (config) => {
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Authorization', await authorizationHeader());
  config.headers = headers;
  return config;
});

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (isAxiosError(error) && isSessionExpiryStatus(error.response?.status)) endSession();
    // Other HTTP errors are passed on to the caller (spec §8).
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  },
);
