import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Largest upload accepted (2 MB). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Stored pictures are square WebP images of this size, enough for 2× displays. */
export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuse decompression bombs before decoding (a 2 MB PNG can claim enormous dimensions). */
const MAX_INPUT_PIXELS = 40_000_000;

export class AvatarError extends Error {
  override name = 'AvatarError';
  readonly status: 413 | 415 | 422;
  constructor(status: 413 | 415 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

export const UNSUPPORTED_MESSAGE =
  'This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.';
export const TOO_LARGE_MESSAGE = 'This picture is larger than 2 MB. Choose a smaller one.';

/**
 * Checks an upload by its content (sharp reads the real format from the bytes, whatever the file
 * is called), then crops it to a centred square, resizes it and re-encodes it as WebP. The
 * re-encoding drops any metadata (location, camera) the original carried.
 */
export async function processAvatar(input: Uint8Array): Promise<Buffer> {
  if (input.byteLength > AVATAR_MAX_BYTES) throw new AvatarError(413, TOO_LARGE_MESSAGE);
  if (input.byteLength === 0) throw new AvatarError(415, UNSUPPORTED_MESSAGE);
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format;
    if (!meta.width || !meta.height) throw new Error('no dimensions');
  } catch {
    throw new AvatarError(415, UNSUPPORTED_MESSAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AvatarError(415, UNSUPPORTED_MESSAGE);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AvatarError(422, 'This picture could not be read. It may be damaged; try another.');
  }
}

/** An unguessable key (128 bits): the picture's URL is its capability. */
export function newAvatarKey(): string {
  return randomBytes(16).toString('base64url');
}

export function keysMatch(stored: string | null, given: string | undefined): boolean {
  if (!stored || !given) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function avatarDir(dataDir: string): string {
  return path.join(dataDir, 'avatars');
}

function avatarFile(dataDir: string, userId: string): string {
  // userId is a UUID from the database, never user input.
  return path.join(avatarDir(dataDir), `${userId}.webp`);
}

/** Writes atomically: a reader sees the old picture or the new one, never half a file. */
export async function writeAvatar(dataDir: string, userId: string, image: Buffer): Promise<void> {
  await fs.mkdir(avatarDir(dataDir), { recursive: true });
  const target = avatarFile(dataDir, userId);
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, image);
  await fs.rename(temporary, target);
}

export async function readAvatar(dataDir: string, userId: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(avatarFile(dataDir, userId));
  } catch {
    return undefined;
  }
}

export async function deleteAvatar(dataDir: string, userId: string): Promise<void> {
  await fs.rm(avatarFile(dataDir, userId), { force: true });
}
