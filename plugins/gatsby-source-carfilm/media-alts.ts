/**
 * The media library's alt text (docs/product/editing.md#media), read with the machine token so that
 * a content image with no alt of its own still gets the one its editor gave the file. Keyed by the
 * URL path of the file on the API host, the part that content and library share whatever host
 * name the build reaches the CMS by.
 */
import type { CarfilmOptions } from './plugin-options';
import type { MinimalReporter } from './context';

const PLUGIN_PREFIX = '[gatsby-source-carfilm]';
/** the library list of the editing API (cms/routes/editor/media.ts), 50 files a page */
export const MEDIA_LIBRARY_PATH = '/api/editor/media';
// a runaway answer (last_page never reached) must not loop forever: 500 pages of 50 files
const MAX_PAGES = 500;

interface LibraryPage {
  code: number;
  data: { data: { url: string | null; alt: string }[]; last_page: number; current_page: number };
}

const pathOf = (url: string): string | null => {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
};

/** The key a media URL (absolute, on the API host) is looked up by. */
export const altKey = (url: string): string | null => pathOf(url);

/**
 * url path → alt, for every library file with a non-empty alt. Empty without an editor token
 * (the library is not public). A refused or broken answer is a warning, never a failed build:
 * the images still render, with the content's own alt.
 */
export async function fetchMediaAlts(
  options: Pick<CarfilmOptions, 'apiUrl' | 'editorToken' | 'timeoutMs'>,
  reporter: Pick<MinimalReporter, 'warn'>,
  fetchImpl: typeof fetch = fetch,
): Promise<Map<string, string>> {
  const alts = new Map<string, string>();
  if (!options.editorToken) return alts;
  const base = options.apiUrl.replace(/\/+$/, '');
  for (let page = 1; page <= MAX_PAGES; page++) {
    const url = `${base}${MEDIA_LIBRARY_PATH}?page=${page}`;
    let body: LibraryPage;
    try {
      const res = await fetchImpl(url, {
        headers: { Accept: 'application/json', authorization: `Bearer ${options.editorToken}` },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status} (is CMS_EDITOR_TOKEN the CMS's?)`);
      body = (await res.json()) as LibraryPage;
      if (body?.code !== 1 || !Array.isArray(body.data?.data)) throw new Error('the answer is not a media list');
    } catch (err) {
      reporter.warn(
        `${PLUGIN_PREFIX} the media library's alt text could not be read from GET ${MEDIA_LIBRARY_PATH}?page=${page}: ${(err as Error).message}; images keep only their content's alt`,
      );
      return alts;
    }
    for (const item of body.data.data) {
      const key = item.url ? altKey(item.url) : null;
      const alt = typeof item.alt === 'string' ? item.alt.trim() : '';
      if (key && alt) alts.set(key, alt);
    }
    if (body.data.current_page >= body.data.last_page) break;
  }
  return alts;
}
