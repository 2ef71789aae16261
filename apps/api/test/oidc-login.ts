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
  values(): string[] {
    return [...this.cookies.values()];
  }
}

export interface TokenResponse {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
  expiresIn: number;
  scope: string;
}

/** Where a step of the flow ended: a page of the provider, or back at the app. */
export type Step =
  | { kind: 'page'; status: number; url: string; html: string }
  | { kind: 'code'; code: string }
  | { kind: 'error'; error: string; description: string };

/**
 * Drives the built-in provider over HTTP as a browser would: authorization code + PKCE,
 * following redirects, keeping cookies, posting its forms.
 */
export class ProviderSession {
  private readonly jar = new CookieJar();
  private readonly verifier = randomBytes(32).toString('base64url');
  readonly baseUrl: string;
  readonly redirectUri: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
    this.redirectUri = `${baseUrl}/`;
  }

  /** The values of the provider's cookies this browser holds (its session, its interaction). */
  cookieValues(): string[] {
    return this.jar.values();
  }

  authorize(extra: Record<string, string> = {}): Promise<Step> {
    const url = new URL(`${this.baseUrl}/idp/auth`);
    url.search = new URLSearchParams({
      client_id: 'heartcheck-web',
      response_type: 'code',
      redirect_uri: this.redirectUri,
      scope: 'openid profile email offline_access Access.Functions',
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(this.verifier).digest('base64url'),
      code_challenge_method: 'S256',
      prompt: 'consent',
      ...extra,
    }).toString();
    return this.follow(url.toString(), 'GET');
  }

  /** Posts the form whose action ends with `actionSuffix` on the given page. */
  submit(page: Step, actionSuffix: string, fields: Record<string, string>): Promise<Step> {
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    const match = new RegExp(`<form method="post" action="([^"]*${actionSuffix})"`).exec(page.html);
    if (!match) throw new Error(`no form ending ${actionSuffix} on ${new URL(page.url).pathname}`);
    return this.follow(
      new URL(match[1]!, page.url).toString(),
      'POST',
      new URLSearchParams(fields),
    );
  }

  /** Posts a form to `url` with this session's cookies (forms the `submit` pattern misses). */
  post(url: string, fields: Record<string, string>): Promise<Step> {
    return this.follow(new URL(url, this.baseUrl).toString(), 'POST', new URLSearchParams(fields));
  }

  /** The Cookie header this session sends (to post a form some other way than `post`). */
  cookieHeader(): string {
    return this.jar.header();
  }

  get(url: string): Promise<Step> {
    return this.follow(new URL(url, this.baseUrl).toString(), 'GET');
  }

  private async follow(
    start: string,
    startMethod: string,
    startBody?: URLSearchParams,
  ): Promise<Step> {
    let url = start;
    let method = startMethod;
    let body = startBody;
    for (let hop = 0; hop < 12; hop += 1) {
      const response = await fetch(url, {
        method,
        redirect: 'manual',
        headers: {
          cookie: this.jar.header(),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(body ? { body } : {}),
      });
      this.jar.store(response);
      const location = response.headers.get('location');
      if (!location)
        return { kind: 'page', status: response.status, url, html: await response.text() };
      const next = new URL(location, url);
      if (next.toString().startsWith(this.redirectUri) && next.pathname === '/') {
        if (next.searchParams.has('code'))
          return { kind: 'code', code: next.searchParams.get('code')! };
        if (next.searchParams.has('error')) {
          return {
            kind: 'error',
            error: next.searchParams.get('error')!,
            description: next.searchParams.get('error_description') ?? '',
          };
        }
      }
      url = next.toString();
      method = 'GET';
      body = undefined;
    }
    throw new Error('too many redirects');
  }

  async exchange(step: Step): Promise<TokenResponse> {
    if (step.kind !== 'code')
      throw new Error(
        `expected an authorization code, got ${step.kind}${step.kind === 'error' ? ` ${step.error}` : ''}`,
      );
    const response = await fetch(`${this.baseUrl}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: step.code,
        redirect_uri: this.redirectUri,
        client_id: 'heartcheck-web',
        code_verifier: this.verifier,
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
}

/** Signs in with email and password through the real sign-in form; returns the tokens. */
export async function signInWithPassword(
  baseUrl: string,
  email: string,
  password: string,
): Promise<TokenResponse> {
  const session = new ProviderSession(baseUrl);
  const page = await session.authorize();
  return session.exchange(await session.submit(page, '/login', { email, password }));
}
