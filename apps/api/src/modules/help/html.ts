import sanitizeHtml from 'sanitize-html';
import type { TocEntry } from '@heartcheck/contracts/help';

/**
 * The HTML allowed in help articles and product descriptions: text structure, lists, links,
 * simple tables and quotes. No scripts, styles, event handlers, forms, frames or images (the
 * content security policy would block remote images anyway). Applied when content is saved
 * and again when it is served.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    h2: ['id'],
    th: ['scope'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Drop the text of these entirely instead of keeping it as visible text.
  nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const result: sanitizeHtml.Attributes = {};
      if (href) result.href = href;
      if (/^https?:/i.test(href)) {
        result.target = '_blank';
        result.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: result };
    },
    // The editor's level-1 headings become level 2: the page's own title is the only h1.
    h1: 'h2',
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * Sanitised article HTML for display, remembered by the stored HTML itself: an edit stores new
 * HTML and so misses the cache, which makes the entry right in every process without any
 * invalidation message. Sanitising every published article on each help-centre request was
 * the largest cost of those requests. Bounded: the oldest entry goes when full.
 */
const displayCache = new Map<string, string>();
const DISPLAY_CACHE_MAX = 2_000;

export function sanitizedForDisplay(html: string): string {
  const known = displayCache.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeArticleHtml(html);
  if (displayCache.size >= DISPLAY_CACHE_MAX)
    displayCache.delete(displayCache.keys().next().value!);
  displayCache.set(html, clean);
  return clean;
}

/** Visible text of some HTML, for search and for headings. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section'
  );
}

/**
 * Gives every level-2 heading of sanitised HTML a unique id and returns the table of contents
 * built from them, so the contents always link to sections that exist.
 */
export function withTableOfContent(html: string): { content: string; tableOfContent: TocEntry[] } {
  const used = new Set<string>();
  const tableOfContent: TocEntry[] = [];
  const content = html.replace(
    /<h2(?:\s+id="([^"]*)")?>([\s\S]*?)<\/h2>/g,
    (_match, _id: string | undefined, inner: string) => {
      const label = htmlToText(inner);
      let id = slugify(label);
      for (let n = 2; used.has(id); n += 1) id = `${slugify(label)}-${n}`;
      used.add(id);
      if (label) tableOfContent.push({ id, label });
      return `<h2 id="${id}">${inner}</h2>`;
    },
  );
  return { content, tableOfContent };
}

/** Sanitises article HTML and derives its table of contents. */
export function prepareArticleContent(html: string): {
  content: string;
  tableOfContent: TocEntry[];
} {
  return withTableOfContent(sanitizeArticleHtml(html));
}
