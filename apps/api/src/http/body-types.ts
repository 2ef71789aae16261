export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

/** What a route takes as its request body, and who checks the text inside it. */
export interface AcceptedBody {
  /** Matched against "METHOD /path". */
  route: RegExp;
  /**
   * Media types taken (compared without parameters, in lower case); 'binary': any bytes;
   * 'any-as-json': any type, read as JSON text (the guard checks it as JSON).
   */
  types: readonly string[] | 'binary' | 'any-as-json';
  /**
   * 'guard': the text guard checks nesting and text before the handler runs; 'own': the route
   * checks its body itself (GraphQL's plugins, the webhook's signature before it parses).
   */
  checkedBy: 'guard' | 'own';
}

/**
 * The body each route takes. Every handler reads its body by what it expects, whatever the
 * Content-Type says (`c.req.json()` parses text/plain too), so a body of any other type is
 * refused with 415 before the handler runs: the text guard then checks exactly what the
 * handler will read. First match wins; the last entry is every other route (JSON APIs).
 */
export const ACCEPTED_BODIES: AcceptedBody[] = [
  // Bytes of a recording and a picture: the handlers read raw bytes and check what they are.
  // A picture aimed at another user's address passes too, to be answered 404 by the router.
  { route: /^PUT \/api\/recording-uploads\/[^/]+\/chunks$/, types: 'binary', checkedBy: 'own' },
  { route: /^PUT \/api\/avatars\/[^/]+$/, types: 'binary', checkedBy: 'own' },
  // Yoga's JSON transport (the portal's Apollo client): variables checked by graphql/plugins.ts.
  { route: /^POST \/api\/graphql$/, types: [JSON_TYPE], checkedBy: 'own' },
  // Stripe sends events as JSON; the signature is checked on the raw text before parsing.
  { route: /^POST \/api\/payments\/webhook$/, types: [JSON_TYPE], checkedBy: 'own' },
  // The specification answers any unreadable help-search body 500 'Invalid request' (docs/spec.md,
  // "Article search body unreadable"), so this route reads every body as JSON text.
  { route: /^POST \/api\/helps\/articles$/, types: 'any-as-json', checkedBy: 'guard' },
  // HTML forms of the identity provider (its email confirmation page too) and the payments
  // sandbox's pages; the Stripe SDK sends its API calls form-encoded too.
  { route: /^POST \/(idp\/interaction|sandbox)\//, types: [FORM_TYPE], checkedBy: 'guard' },
  { route: /^POST \/confirm-email$/, types: [FORM_TYPE], checkedBy: 'guard' },
  { route: /.*/, types: [JSON_TYPE], checkedBy: 'guard' },
];

export function acceptedBody(method: string, path: string): AcceptedBody {
  const key = `${method} ${path}`;
  return ACCEPTED_BODIES.find((accepted) => accepted.route.test(key))!;
}

/** The media type of a Content-Type header without parameters, in lower case (RFC 9110 §8.3.1). */
export function mediaType(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type || undefined;
}

export function unsupportedTypeMessage(types: readonly string[], sent: string | undefined): string {
  return `This address takes ${types.join(' or ')} request bodies only (this one was ${sent ?? 'sent without a Content-Type'}).`;
}
