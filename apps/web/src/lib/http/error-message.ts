/** The API's message for a failed request, or a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
    return data.message;
  return fallback;
}
