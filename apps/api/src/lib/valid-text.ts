const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL cannot store or would store altered: NUL (rejected by `text` and `jsonb`) and
 * lone UTF-16 surrogates (written as U+FFFD, so the stored text would differ from what was sent).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A value waiting to be checked: its parent's entry and its own key, for the path. */
interface Pending {
  value: unknown;
  key?: string;
  parent?: Pending;
}

function pathOf(entry: Pending, last?: string): string {
  const keys = last === undefined ? [] : [last];
  for (let at: Pending | undefined = entry; at?.key !== undefined; at = at.parent)
    keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path (`deliveryAddress.city`, `tags.2`) of the first string in a parsed JSON value
 * that is not storable text, or undefined when all are. Keys are checked as well as values.
 * Walked with an explicit stack in document order, so no depth of nesting can overflow the
 * call stack; each path is built only for the string that fails.
 */
export function findInvalidText(value: unknown): string | undefined {
  const stack: Pending[] = [{ value }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const item = entry.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(entry) || '(body)';
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const children = Array.isArray(item)
      ? item.map((child, index): [string, unknown] => [String(index), child])
      : Object.entries(item);
    for (const [key] of children) if (!isStorableText(key)) return pathOf(entry, '(key)');
    for (let i = children.length - 1; i >= 0; i--)
      stack.push({ value: children[i]![1], key: children[i]![0], parent: entry });
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
