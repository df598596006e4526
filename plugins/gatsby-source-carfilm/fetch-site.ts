/** Site-wide singles, page meta per title and articles per title. */
import { ARTICLE_TITLES, PAGE_META_TITLES } from '../../src/contract/site';
import { mapLimit } from './client';
import { addList, addSingle, type SourceContext } from './context';

export async function fetchSite({ client, records, options }: SourceContext): Promise<void> {
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

  const metas = await mapLimit(PAGE_META_TITLES, options.concurrency, (title) => client.get('pageMeta', { title }));
  // The title asked for is the key (the login page's meta is asked for as 'Login').
  addList(
    records,
    'CmsPageMeta',
    metas.map((m, i) => ({ ...m, title: PAGE_META_TITLES[i] })),
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
