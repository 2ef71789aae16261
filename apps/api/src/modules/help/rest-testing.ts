/** A small REST caller for the API tests: JSON in, status, raw text and parsed JSON out. */
export interface RestResponse<T = unknown> {
  status: number;
  text: string;
  json: T;
}

export async function rest<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string | undefined; body?: unknown; rawBody?: string } = {},
): Promise<RestResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json: json as T };
}
