/**
 * Renders HTML from the CMS. The ONLY place in the site that uses dangerouslySetInnerHTML:
 * everything passes through DOMPurify first (isomorphic-dompurify works in SSR and the browser),
 * so scripts, inline event handlers and javascript: URLs never reach the DOM.
 */
import * as React from 'react';
import { sanitizeHtml } from '../../../contract/html/sanitize';
import * as styles from './rich-html.module.css';

export { sanitizeHtml };

export interface RichHtmlProps extends Omit<React.HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML from the API (content, tools_content, title …). Empty/null renders nothing. */
  html: string | null | undefined;
  /** Wrapper element; use 'span' for inline HTML such as a rich heading. */
  as?: 'div' | 'section' | 'article' | 'span' | 'h1' | 'h2' | 'h3';
  /** Drop the typographic styles (e.g. for a one-line rich title inside a styled heading). */
  unstyled?: boolean;
}

export function RichHtml({ html, as = 'div', unstyled = false, className, ...rest }: RichHtmlProps): JSX.Element | null {
  const clean = React.useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return React.createElement(as, {
    ...rest,
    // marks CMS HTML for checks that read the built pages (class names are hashes in production)
    'data-rich-html': '',
    className: [unstyled ? '' : styles.prose, className].filter(Boolean).join(' ') || undefined,
    dangerouslySetInnerHTML: { __html: clean },
  });
}

export default RichHtml;
