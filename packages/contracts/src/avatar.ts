import { z } from 'zod';

/** Path of GET /api/avatars/{userId}. */
export const avatarParams = z.object({ userId: z.uuid() });
/** Query of GET /api/avatars/{userId}: the unguessable key that changes with every upload. */
export const avatarQuery = z.object({ v: z.string().regex(/^[\w-]{16,64}$/) });

/** Answer of PUT and DELETE /api/avatars/me: the picture's capability URL, or null. */
export const avatarSaved = z.object({ avatarUrl: z.string().nullable() });
export type AvatarSaved = z.infer<typeof avatarSaved>;
