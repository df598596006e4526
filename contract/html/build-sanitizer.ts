/**
 * The product's HTML policy (contract/html/html-policy.ts) on sanitize-html, for Node builds: an
 * allowlist over a streaming parser instead of DOMPurify on jsdom, about twenty times faster, so
 * cleaning 10,000 posts costs seconds rather than a minute (docs/architecture.md#sourcing-at-scale).
 * Every text and attribute value is re-escaped on the way out, so what a browser parses is exactly
 * the tags allowed here. A differential test requires the DOM DOMPurify gives for the same input
 * (__tests__/unit/html-policy-differential.test.ts).
 */
import sanitize from 'sanitize-html';
import { ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_TAGS, DATA_URI_TAGS, DROP_WITH_CONTENT, allowedAttributeValue, relToAdd } from './html-policy';

const VOID_TAGS = ['img', 'br', 'hr', 'area', 'wbr', 'col', 'source', 'track'];

/**
 * The policy's attribute rule (the URL rule among it) on every element, then its rule for links
 * that open a new tab. sanitize-html's own scheme check stays on as a second, never stricter, net.
 */
function applyPolicy(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const out: sanitize.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const kept = allowedAttributeValue(tagName, name, value);
    if (kept !== null) out[name] = kept;
  }
  if (tagName === 'a') {
    const rel = relToAdd(out.target, out.rel);
    if (rel) out.rel = rel;
  }
  return { tagName, attribs: out };
}

export type TagTransform = (tagName: string, attribs: sanitize.Attributes) => sanitize.Tag;

/** sanitize-html options for the policy; `transformTags` may rewrite allowed tags (links, for one) before the policy applies. */
export function buildSanitizerOptions(transformTags: Record<string, TagTransform> = {}): sanitize.IOptions {
  return {
    allowedTags: [...ALLOWED_TAGS],
    allowedAttributes: { '*': [...ALLOWED_ATTRIBUTES] },
    allowedSchemes: [...ALLOWED_SCHEMES],
    allowedSchemesByTag: Object.fromEntries([...DATA_URI_TAGS].map((t) => [t, [...ALLOWED_SCHEMES, 'data']])),
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
    allowProtocolRelative: true,
    // a disallowed tag keeps its content, except these (sanitize-html skips their whole subtree)
    nonTextTags: [...DROP_WITH_CONTENT],
    disallowedTagsMode: 'discard',
    selfClosing: VOID_TAGS,
    transformTags: { ...transformTags, '*': applyPolicy },
  };
}

const DEFAULT_OPTIONS = buildSanitizerOptions();

// sanitize-html writes void elements XML-style (`<img … />`); HTML writes them `<img …>`, as
// DOMPurify did. Its output escapes every `>` inside attribute values, so the first `>` ends the tag.
const XML_VOID = new RegExp(`<(${VOID_TAGS.join('|')})\\b([^>]*?) />`, 'g');

/** Untrusted HTML → HTML that only holds what the policy allows. */
export function sanitizeForBuild(html: string, options: sanitize.IOptions = DEFAULT_OPTIONS): string {
  return html ? sanitize(html, options).replace(XML_VOID, '<$1$2>') : '';
}
