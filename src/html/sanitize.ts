/**
 * The one HTML policy of the product. Rich HTML from a CMS is untrusted: this is applied where it
 * enters the site (the source plugin at build time), by the CMS when an editor saves, and in the
 * browser only for HTML that arrives live. isomorphic-dompurify works in Node and the browser.
 */
import DOMPurify from 'isomorphic-dompurify';

/** Standard HTML profile; links may open a new tab; no styles or form controls. */
export const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
};

/** Sanitizes CMS HTML; links that open a new tab get rel="noopener noreferrer" (reverse tabnabbing). */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, SANITIZE_CONFIG);
  return clean.replace(/<a\s([^>]*target="_blank"[^>]*)>/gi, (tag, attrs: string) => (/\brel=/.test(attrs) ? tag : `<a ${attrs} rel="noopener noreferrer">`));
}
