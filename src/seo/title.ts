/**
 * The browser title of a page (docs/product/routes-and-screens.md#page-titles-and-meta and
 * #one-url-per-page): the brand once, at most 70 characters. Pure, so the e2e specs check titles
 * with the same rule.
 */
export const SITE_NAME = 'Car Film Master';
export const TITLE_SUFFIX = ` | ${SITE_NAME}`;

/** Longest title search results show in full; longer ones are cut (docs/product/routes-and-screens.md#one-url-per-page). */
export const MAX_TITLE_LENGTH = 70;

/** `text` cut to at most `room` characters at a word boundary, with an ellipsis when cut. */
function fit(text: string, room: number): string {
  if (text.length <= room) return text;
  const cut = text.slice(0, room - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > room / 2 ? cut.slice(0, space) : cut).replace(/[\s,.:;–—…-]+$/, '')}…`;
}

export function fullTitle(title: string | null | undefined): string {
  const t = title?.trim();
  if (!t || t === SITE_NAME) return SITE_NAME;
  // CMS sub_titles often carry the brand already ("News | Car Film Master"): don't repeat it.
  if (t.startsWith(`${SITE_NAME} | `)) return fit(t, MAX_TITLE_LENGTH);
  const body = t.endsWith(TITLE_SUFFIX) ? t.slice(0, -TITLE_SUFFIX.length).trim() : t;
  return `${fit(body, MAX_TITLE_LENGTH - TITLE_SUFFIX.length)}${TITLE_SUFFIX}`;
}
