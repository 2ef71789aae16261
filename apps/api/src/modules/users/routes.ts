import { createRoute } from '@hono/zod-openapi';
import { avatarParams, avatarQuery, avatarSaved } from '@heartcheck/contracts/avatar';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { requireUser, type ApiApp } from '../../http/auth.ts';
import { bytes, documentedQuery, failure, json, pathParams } from '../../http/openapi.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import {
  AVATAR_MAX_BYTES,
  AvatarError,
  deleteAvatar,
  keysMatch,
  newAvatarKey,
  processAvatar,
  readAvatar,
  TOO_LARGE_MESSAGE,
  writeAvatar,
} from './avatar.ts';
import { avatarUrl } from './graphql.ts';
import { findUserById, setAvatarKey } from './service.ts';

/** Uploads per user: 10 in 10 minutes is plenty for choosing a picture and stops abuse. */
export const AVATAR_UPLOAD_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

const notSignedIn = failure('Not signed in.');

const upload = createRoute({
  method: 'put',
  path: '/api/avatars/me',
  summary: "Replace the caller's picture (the image's bytes as the body)",
  request: { body: bytes('application/octet-stream', 'A JPEG, PNG or WebP image.') },
  responses: {
    200: json(avatarSaved, 'The new picture’s address.'),
    401: notSignedIn,
    413: failure('The image is too large.'),
    415: failure('Not an image we take.'),
    422: failure('The image cannot be read.'),
    429: failure('Too many changes (Retry-After, retryAfterSeconds).'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/api/avatars/me',
  summary: "Remove the caller's picture",
  responses: { 200: json(avatarSaved, 'No picture now.'), 401: notSignedIn },
});

const picture = createRoute({
  method: 'get',
  path: '/api/avatars/{userId}',
  summary: 'A picture, to anyone holding its capability URL (?v=key)',
  request: { params: pathParams('userId') },
  parameters: documentedQuery(avatarQuery),
  responses: {
    200: bytes('image/webp', 'The picture.'),
    404: failure('No such picture (or an old key).'),
  },
});

/**
 * Profile pictures. PUT and DELETE act on the caller's own picture only (`me`); there is no
 * way to name another user. GET serves a picture to anyone holding its URL: images load through
 * <img> without the bearer header, so the URL carries an unguessable key that changes with
 * every upload (a capability URL), and a wrong or old key answers 404.
 */
export function registerRoutes(app: ApiApp, deps: { db: Database; config: AppConfig }): void {
  const { config, db } = deps;
  const uploads = createRateLimiter({
    db,
    name: 'avatar-uploads',
    ...AVATAR_UPLOAD_LIMIT,
    key: () => '',
  });

  app.openapi(upload, async (c) => {
    const user = await requireUser(c);
    const retryAfter = await uploads.hit(user.id);
    if (retryAfter !== undefined) {
      c.header('Retry-After', String(retryAfter));
      return c.json(
        {
          message: 'You have changed your picture many times. Please wait a few minutes.',
          retryAfterSeconds: retryAfter,
        },
        429,
      );
    }
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > AVATAR_MAX_BYTES) return c.json({ message: TOO_LARGE_MESSAGE }, 413);
    const body = new Uint8Array(await c.req.arrayBuffer());
    try {
      const image = await processAvatar(body);
      const key = newAvatarKey();
      await writeAvatar(config.dataDir, user.id, image);
      const saved = await setAvatarKey(db, user.id, key);
      return c.json({ avatarUrl: avatarUrl(saved) }, 200);
    } catch (error) {
      if (error instanceof AvatarError) return c.json({ message: error.message }, error.status);
      throw error;
    }
  });

  app.openapi(remove, async (c) => {
    const user = await requireUser(c);
    await setAvatarKey(db, user.id, null);
    await deleteAvatar(config.dataDir, user.id);
    return c.json({ avatarUrl: null }, 200);
  });

  app.openapi(picture, async (c) => {
    const notFound = () => c.json({ message: 'No such picture.' }, 404);
    const params = avatarParams.safeParse(c.req.param());
    const query = avatarQuery.safeParse(c.req.query());
    if (!params.success || !query.success) return notFound();
    const user = await findUserById(db, params.data.userId);
    if (!user || !keysMatch(user.avatarKey, query.data.v)) return notFound();
    const image = await readAvatar(config.dataDir, user.id);
    if (!image) return notFound();
    return c.body(new Uint8Array(image), 200, {
      'Content-Type': 'image/webp',
      // A person's picture is personal: not kept by the browser or a proxy (issue 22, finding 9).
      'Cache-Control': 'no-store',
    });
  });
}
