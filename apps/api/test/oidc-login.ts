import { createHash, randomBytes } from 'node:crypto';

/** A tiny cookie jar for driving the identity provider over HTTP in tests. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface SignInResult {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
  expiresIn: number;
  scope: string;
}

/**
 * Signs in through the built-in provider exactly as a browser would (authorization code + PKCE,
 * the real sign-in form), returning the token response.
 */
export async function signInWithPassword(
  baseUrl: string,
  email: string,
  password: string,
  options: { clientId?: string; scope?: string } = {},
): Promise<SignInResult> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${baseUrl}/`;
  const clientId = options.clientId ?? 'heartcheck-web';
  const authorize = new URL(`${baseUrl}/idp/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: options.scope ?? 'openid profile email offline_access Access.Functions',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'consent',
  }).toString();

  let url = authorize.toString();
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.toString().startsWith(redirectUri) && next.searchParams.has('code')) {
        return exchange(baseUrl, clientId, redirectUri, next.searchParams.get('code')!, verifier);
      }
      if (next.searchParams.has('error')) {
        throw new Error(
          `sign-in failed: ${next.searchParams.get('error')} ${next.searchParams.get('error_description') ?? ''}`,
        );
      }
      url = next.toString();
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+\/login)"/.exec(html);
    if (!action)
      throw new Error(`unexpected page (${response.status}) at ${new URL(url).pathname}`);
    url = new URL(action[1]!, url).toString();
    method = 'POST';
    body = new URLSearchParams({ email, password });
  }
  throw new Error('too many redirects during sign-in');
}

async function exchange(
  baseUrl: string,
  clientId: string,
  redirectUri: string,
  code: string,
  verifier: string,
) {
  const response = await fetch(`${baseUrl}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`token exchange failed: ${JSON.stringify(json)}`);
  return {
    accessToken: String(json.access_token),
    idToken: String(json.id_token),
    refreshToken: typeof json.refresh_token === 'string' ? json.refresh_token : undefined,
    expiresIn: Number(json.expires_in),
    scope: String(json.scope),
  };
}
