/** A scheme such as `https:`, `mailto:` or `tel:` at the start (RFC 3986 §3.1). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Something that reads as an email address: one @, no spaces, a dot in the domain. */
const EMAIL = /^[^@\s/]+@[^@\s/]+\.[^@\s/]+$/;

/**
 * The link an editor meant from what they typed into the link prompt. `www.nhs.uk` typed without
 * its scheme would be saved as a link relative to the help page (a dead link on the site), so it
 * becomes `https://www.nhs.uk`; an address becomes `mailto:`; a link with a scheme, a path on this
 * site (`/support-hub/…`) or an anchor (`#…`) is kept as typed. Empty: no link.
 */
export function linkHref(typed: string): string | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  if (SCHEME.test(text) || text.startsWith('/') || text.startsWith('#')) return text;
  if (EMAIL.test(text)) return `mailto:${text}`;
  return `https://${text}`;
}
