// Rich text as plain text: the JSON-LD descriptions of src/seo/schema.ts and the search index's
// FAQ records (scripts/lib/search-index.ts) both cut the same text.

/** HTML → plain text, whitespace collapsed, cut at `max` characters on a word boundary. */
export function plainText(html: string | null | undefined, max = 300): string {
  const text = (html ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40)).trim()}…`;
}
