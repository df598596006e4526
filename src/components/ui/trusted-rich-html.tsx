/**
 * Renders rich HTML that the source plugin already cleaned at build time (plugins/gatsby-source-carfilm/site-html.ts:
 * sanitized, headings shifted, links pointed at served URLs). Static pages use this one, so their
 * browser bundles carry no sanitizer. Only pass node fields the contract marks as HTML; HTML that
 * arrives live from the API goes through RichHtml (rich-html.tsx), which sanitizes in the browser.
 */
import * as React from 'react';
import * as styles from './rich-html.module.css';

export interface TrustedRichHtmlProps extends Omit<React.HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** A cleaned HTML field of a content node. Empty/null renders nothing. */
  html: string | null | undefined;
  as?: 'div' | 'section' | 'article' | 'span' | 'h1' | 'h2' | 'h3';
  /** Drop the typographic styles (e.g. for a one-line rich title inside a styled heading). */
  unstyled?: boolean;
}

export function TrustedRichHtml({ html, as = 'div', unstyled = false, className, ...rest }: TrustedRichHtmlProps): JSX.Element | null {
  if (!html) return null;
  return React.createElement(as, {
    ...rest,
    // marks CMS HTML for checks that read the built pages (class names are hashes in production)
    'data-rich-html': '',
    className: [unstyled ? '' : styles.prose, className].filter(Boolean).join(' ') || undefined,
    dangerouslySetInnerHTML: { __html: html },
  });
}

export default TrustedRichHtml;
