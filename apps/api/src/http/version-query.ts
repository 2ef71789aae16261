import { z } from 'zod';
import { documentedQuery, failure } from './openapi.ts';

/**
 * `?version=N` on the documents of a signed report (issue 20: an amendment makes a new version,
 * earlier ones stay retrievable; without it, the latest). Declared once for every route that takes it.
 */
export const versionQuery = documentedQuery(
  z.object({ version: z.number().int().min(1).optional() }),
);

/** The one answer to a malformed `version`, as documented and as sent. */
export const BAD_VERSION = { message: 'Ask for a version number: ?version=1.' };
export const badVersion = failure(BAD_VERSION.message);

/** `undefined` = the latest; `null` = malformed (answer {@link BAD_VERSION}); 1…999999 otherwise. */
export function versionParam(raw: string | undefined): number | undefined | null {
  if (raw === undefined) return undefined;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}
