/**
 * The product's HTML policy (contract/html/html-policy.ts) on DOMPurify: applied by the CMS when an
 * editor saves, and in the browser only to HTML that arrives live. isomorphic-dompurify works in
 * Node and the browser. The build applies the same policy with sanitize-html (build-sanitizer.ts).
 */
import DOMPurify from 'isomorphic-dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, ALLOWED_URI, DROP_WITH_CONTENT, allowedAttributeValue, relToAdd } from './html-policy';

export const SANITIZE_CONFIG = {
  // body: the element DOMPurify parses a fragment into (never in its output)
  ALLOWED_TAGS: [...ALLOWED_TAGS, 'body'],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  FORBID_CONTENTS: [...DROP_WITH_CONTENT],
};

// DOMPurify's own attribute checks are the policy's, less one: it also lets `href` of a media
// element hold a data URL. The policy's check, run first, decides; DOMPurify's can only agree.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (allowedAttributeValue(node.nodeName.toLowerCase(), data.attrName, data.attrValue) === null) data.keepAttr = false;
});
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const rel = relToAdd(node.getAttribute('target'), node.getAttribute('rel'));
  if (rel) node.setAttribute('rel', rel);
});

/** Untrusted HTML → HTML that only holds what the policy allows. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, SANITIZE_CONFIG);
}
