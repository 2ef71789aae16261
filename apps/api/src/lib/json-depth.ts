/**
 * How deeply a request's JSON may nest objects and arrays. The deepest body the product sends is
 * about four levels (a GraphQL `input.deliveryAddress.address`, a Stripe event's
 * `data.object.metadata`); 32 leaves eight times that for clients and future fields while
 * keeping every walk over a body short. Nothing legitimate nests deeper, and a deep body is the
 * cheapest way to make a server work: 1 MB of `[` is 500 000 levels, about 300 ms of
 * JSON.parse and a stack overflow in any recursive walk (issue 22, finding 3).
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `The request body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep, which this service does not accept.`;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]

/**
 * Whether JSON text nests deeper than `max`, read in one pass over the characters before any
 * parsing (brackets inside strings do not count). It stops at the first level too deep, so a
 * hostile body costs microseconds; a well-formed 1 MB body costs about a millisecond. Malformed
 * text is left to JSON.parse to refuse.
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth--;
  }
  return false;
}

/**
 * Whether a parsed value (GraphQL variables from a query string or a form) nests deeper than
 * `max`; walked with an explicit stack, so no depth can overflow the call stack.
 */
export function valueTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
