import { KIB, MIB, type Limit } from '../http/body-limits.ts';
import { AVATAR_MAX_BYTES, TOO_LARGE_MESSAGE } from '../modules/users/public.ts';
import { CHUNK_BYTES } from '../modules/recordings/public.ts';

/**
 * The largest body each route accepts. Every route has one: a body is counted while it streams
 * (chunked encoding included) and the request is refused with 413 as soon as it passes the
 * limit, so no handler ever reads more (http/body-limits.ts). The table lives here, in the
 * assembly, because it names modules' own limits. Sources of the figures are beside each entry.
 */
export const BODY_LIMITS: readonly Limit[] = [
  // One upload chunk (recordings/service.ts CHUNK_BYTES) plus nothing else.
  { route: /^PUT \/api\/recording-uploads\/[^/]+\/chunks$/, maxBytes: CHUNK_BYTES },
  // A profile picture (users/avatar.ts: 2 MB).
  { route: /^PUT \/api\/avatars\/me$/, maxBytes: AVATAR_MAX_BYTES, message: TOO_LARGE_MESSAGE },
  // A help article: up to 200 000 characters of HTML (help/routes.ts), JSON-escaped.
  { route: /^(POST|PATCH) \/api\/helps\/manage\/articles(\/[^/]+)?$/, maxBytes: 2 * MIB },
  // Stripe events are a few kilobytes; 256 KiB leaves room for large checkout sessions while
  // the signature is checked on a bounded body.
  { route: /^POST \/api\/payments\/webhook$/, maxBytes: 256 * KIB },
];
