import { isAxiosError } from 'axios';

/**
 * Reading a failed REST call without naming the HTTP library: features use these (and
 * `isNotFound` from use-rest) rather than importing axios.
 */

/** Whether `error` is a failed REST call (answered or not), rather than a GraphQL or code error. */
export function isRestError(error: unknown): boolean {
  return isAxiosError(error);
}

/** The status and body the API answered to a failed call; undefined when none came (offline, aborted). */
export function failedAnswer(error: unknown): { status: number; data: unknown } | undefined {
  if (!isAxiosError(error) || !error.response) return undefined;
  return { status: error.response.status, data: error.response.data };
}

/** The API's `{ message }` for a failed request, if it sent one. */
export function apiMessage(error: unknown): string | undefined {
  const data = failedAnswer(error)?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
    return data.message;
  return undefined;
}

/** The API's message for a failed request, or a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  return apiMessage(error) ?? fallback;
}
