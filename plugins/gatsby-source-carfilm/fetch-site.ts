/** Site-wide singles, page meta per title and articles per title. */
import { ARTICLE_TITLES, PAGE_META_TITLES } from '../../contract/site';
import { mapLimit } from './client';
import { addList, addSingle, type SourceContext } from './context';
import { CODES, PLUGIN_PREFIX, SourceError } from './report';

export async function fetchSite({ client, records, options, reporter }: SourceContext): Promise<void> {
  const [siteInfo, contactInfo, footer, home, warrantyCount] = await Promise.all([
    client.get('siteInfo'),
    client.get('contactInfo'),
    client.get('footer'),
    client.get('homeIndex'),
    client.get('warrantyCount'),
  ]);
  addSingle(records, 'CmsSiteInfo', siteInfo);
  addSingle(records, 'CmsContactInfo', contactInfo);
  addSingle(records, 'CmsFooter', footer);
  addSingle(records, 'CmsHome', home);
  addSingle(records, 'CmsWarrantyCount', { count: warrantyCount });

  // Some titles (Safe-IN, Cases, Home, Dealer Portal) are ours, not the original product's: an API
  // that refuses one leaves that page on the site's default title and description, with a warning.
  const metas = await mapLimit(PAGE_META_TITLES, options.concurrency, async (title) => {
    try {
      return await client.get('pageMeta', { title });
    } catch (err) {
      if (!(err instanceof SourceError) || err.code !== CODES.Refused) throw err;
      reporter.warn(`${PLUGIN_PREFIX} ${err.message}; the page meta "${title}" falls back to the site's defaults`);
      return null;
    }
  });
  // The title asked for is the key (the login page's meta is asked for as 'Login').
  addList(
    records,
    'CmsPageMeta',
    metas.flatMap((m, i) => (m ? [{ ...m, title: PAGE_META_TITLES[i] }] : [])),
    (m) => m.title,
  );
  const articles = await mapLimit(ARTICLE_TITLES, options.concurrency, (title) => client.get('articles', { title }));
  addList(
    records,
    'CmsArticle',
    articles.map((a, i) => ({ ...a, title: ARTICLE_TITLES[i] })),
    (a) => a.title,
  );
}
