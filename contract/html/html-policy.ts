/**
 * The one HTML policy of the product: which elements, attributes and URLs rich HTML from a CMS may
 * keep. Both engines are configured from this declaration alone, so they cannot drift: DOMPurify
 * (contract/html/sanitize.ts: saves in the CMS, HTML that arrives live in the browser) and sanitize-html
 * (contract/html/build-sanitizer.ts: the build, about twenty times faster). A differential test runs a
 * hostile corpus through both and requires the same DOM (__tests__/unit/html-policy-differential.test.ts).
 *
 * Content is prose. It must not position, hide or re-label itself, nor borrow the site's own hooks
 * (its classes, such as the visually-hidden one, its ids, its data attributes), so it gets none of:
 * `style` (the probe of issue 33: a link laid over the whole viewport), `class`, `id` and `name`
 * (the site's selectors and fragment targets; DOM clobbering), `data-*` (what the site's scripts
 * and checks key on), `hidden`, `inert` (visible but dead and gone from assistive technology),
 * `popover` and its targets (hidden until shown, then in the top layer above the page),
 * `tabindex` (jumping the page's focus order), `role` and `aria-*` (aria-hidden hides text from
 * screen readers, aria-label replaces a link's text), `color`/`bgcolor`/`background` (white text on
 * white), nor the `dialog` and `marquee` elements. Form controls are not content, and neither are
 * their attributes. The console's editor (cms/admin/src/form/rich-schema.ts) emits no class or
 * style at all, so no class is allowed by name (__tests__/unit/editor-html-policy.test.ts checks
 * that what it emits passes unchanged). `srcset`/`sizes` are left out too: a list of URLs that only
 * one engine parses, and the editor never writes one.
 *
 * No engine is imported here: static pages import site-html.ts, which must not pull in DOMPurify.
 */

/** Elements kept; an element not listed is dropped and its content kept (except DROP_WITH_CONTENT). */
export const ALLOWED_TAGS: readonly string[] = (
  'a abbr acronym address area article aside audio b bdi bdo big blink blockquote br canvas caption center cite code col colgroup ' +
  'data dd del details dfn dir div dl dt em fieldset figcaption figure font footer h1 h2 h3 h4 h5 h6 header hgroup hr i img ins kbd ' +
  'label legend li main map mark menu menuitem meter nav nobr ol output p picture pre progress q rp rt ruby s samp search section ' +
  'small source spacer span strike strong sub summary sup table tbody td tfoot th thead time tr track tt u ul var video wbr'
).split(' ');

/** Attributes kept on any allowed element (when their value passes the URL rule below). */
export const ALLOWED_ATTRIBUTES: readonly string[] = (
  'align alt autopictureinpicture autoplay border cellpadding cellspacing cite clear colspan controls controlslist coords crossorigin ' +
  'datetime decoding default dir disablepictureinpicture disableremoteplayback download face headers height high href hreflang ' +
  'ismap kind label lang loading loop low max media min muted noshade nowrap open optimum playsinline poster preload pubdate rel ' +
  'rev reversed rowspan scope shape size span spellcheck srclang start src summary target title translate type usemap valign ' +
  'value width'
).split(' ');

/**
 * Dropped with everything inside them: code, text that is not shown, and markup a browser parses
 * in another namespace or as text. Every other disallowed element keeps its content.
 */
export const DROP_WITH_CONTENT: readonly string[] = (
  'annotation-xml desc foreignobject head iframe math mi mn mo ms mtext noembed noframes noscript option plaintext script ' +
  'select selectedcontent style svg template textarea title xmp'
).split(' ');

/** Attributes whose value is never a URL, so any text passes (DOMPurify's URI-safe list, of those allowed). */
export const URI_SAFE_ATTRIBUTES: ReadonlySet<string> = new Set(['alt', 'label', 'summary', 'title', 'value']);

/** The URL rule: a known scheme, or no scheme at all (relative URLs, plain words, numbers). */
export const ALLOWED_URI = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** The schemes ALLOWED_URI names (sanitize-html wants them listed). */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp', 'matrix'];
/** Browsers ignore these inside a URL; they must not hide a scheme from ALLOWED_URI. */
// eslint-disable-next-line no-control-regex
export const URI_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** Media may carry an inline `data:` picture or sound in `src`; nothing else may carry a data URL. */
export const DATA_URI_TAGS: ReadonlySet<string> = new Set(['audio', 'video', 'img', 'source', 'track']);

/** A value that could close a comment, CDATA or raw-text element when re-parsed (DOMPurify drops it, so both do). */
const MARKUP_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

const ATTRIBUTE_SET = new Set(ALLOWED_ATTRIBUTES);

/**
 * The value `name` keeps on a `tag` element, or null when the attribute goes. Values are trimmed
 * (as DOMPurify does), except `value`, where spaces are content.
 */
export function allowedAttributeValue(tag: string, name: string, value: string): string | null {
  if (!ATTRIBUTE_SET.has(name)) return null;
  const v = name === 'value' ? value : value.trim();
  if (MARKUP_BREAKOUT.test(v)) return null;
  if (!v || URI_SAFE_ATTRIBUTES.has(name) || ALLOWED_URI.test(v.replace(URI_WHITESPACE, ''))) return v;
  if (name === 'src' && DATA_URI_TAGS.has(tag) && v.startsWith('data:')) return v;
  return null;
}

/** Links that open a new tab get no handle on the page that opened them (reverse tabnabbing). */
export const NEW_TAB_REL = 'noopener noreferrer';

/** The rel a link must be given, or null when it needs none (it has one, or opens in place). */
export function relToAdd(target: string | null | undefined, rel: string | null | undefined): string | null {
  return target?.toLowerCase() === '_blank' && (rel === null || rel === undefined) ? NEW_TAB_REL : null;
}
