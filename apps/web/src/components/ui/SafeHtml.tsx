import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * HTML from the API, sanitised again in the browser before it is inserted: no scripts, event
 * handlers, styles, forms or frames.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'img', 'svg', 'math'],
        FORBID_ATTR: ['style'],
        ADD_ATTR: ['target'],
      }),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
