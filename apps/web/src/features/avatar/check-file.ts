/** Largest picture accepted (2 MB), the same limit as the server. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

export type FileProblem = 'tooLarge' | 'wrongType' | undefined;

/** The file's real type from its first bytes, whatever its name or declared type say. */
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | undefined {
  const starts = (signature: number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

/** A quick check before uploading; the server checks the content again with an image decoder. */
export async function checkAvatarFile(file: Blob): Promise<FileProblem> {
  if (file.size > MAX_AVATAR_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? undefined : 'wrongType';
}
