const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL cannot store or would store altered: NUL (rejected by `text` and `jsonb`) and
 * lone UTF-16 surrogates (written as U+FFFD, so the stored text would differ from what was sent).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The dotted path (`deliveryAddress.city`, `tags.2`) of the first string in a parsed JSON value
 * that is not storable text, or undefined when all are. Keys are checked as well as values.
 */
export function findInvalidText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string')
    return isStorableText(value) ? undefined : path.join('.') || '(body)';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findInvalidText(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, '(key)'].join('.');
      const found = findInvalidText(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function invalidTextMessage(field: string): string {
  return `The field "${field}" contains characters that are not allowed (such as NUL).`;
}

/** The text with NUL and lone surrogates replaced by U+FFFD, so it can be stored as written. */
export function toStorableText(value: string): string {
  return value.replaceAll('\u0000', '\uFFFD').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');
}
