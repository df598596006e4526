// Singleton product pages: PPF, precut software and collection.
import type { FastifyInstance } from 'fastify';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { ids } from '../../lib/json';
import { getPage } from '../../db/repositories/site.repository';
import { productCategories, productsByIds, allProducts } from '../../db/repositories/goods.repository';
import { casesByIds } from '../../db/repositories/cases.repository';
import { caseCard, goodsCard } from '../../mappers/goods.mapper';

type Doc = Record<string, unknown>;
const s = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));
const media = (v: unknown) => (typeof v === 'string' ? v : null);
const NO_PAGE = 'This page has no content yet.';

export default async function pageRoutes(app: FastifyInstance) {
  const { db, media: m } = app.cms;
  const list = (v: unknown) => m.list(Array.isArray(v) ? v.map(media) : []);
  const resources = (v: unknown) =>
    (Array.isArray(v) ? v : [])
      .filter((r): r is Doc => !!r && typeof r === 'object')
      .map((r) => ({ type: r.type === 'video' ? ('video' as const) : ('image' as const), url: m.str(media(r.url)) }))
      .filter((r) => r.url);

  define(app, 'ppf', async () => {
    const d = await getPage<Doc>(db, 'ppf_page');
    if (!d) return refuse(NO_PAGE);
    const [goods, cases, cats, products] = await Promise.all([
      productsByIds(db, ids(JSON.stringify(d.goods_ids ?? []))),
      casesByIds(db, ids(JSON.stringify(d.case_ids ?? []))),
      productCategories(db),
      allProducts(db),
    ]);
    return {
      name: s(d.name),
      sub_name: s(d.sub_name),
      sub_title: s(d.sub_title),
      desc: s(d.desc),
      keywords: s(d.keywords),
      content: m.html(s(d.content)),
      mini_image: m.url(media(d.mini_image)),
      images: m.url(media(d.images)),
      images_arr: list(d.images_arr),
      goods: goods.map(goodsCard(m)),
      cases: cases.map(caseCard(m)),
      categorys: cats.map((c) => ({
        id: c.id,
        name: m.html(c.name),
        brief: c.brief,
        image: m.url(c.image),
        desc: c.desc,
        goods: products.filter((p) => p.category_id === c.id).map((p) => ({ id: p.id, goods_name: p.goods_name })),
      })),
    };
  });

  define(app, 'software', async () => {
    const d = await getPage<Doc>(db, 'software');
    if (!d) return refuse(NO_PAGE);
    return {
      images_arr: list(d.images_arr),
      name: s(d.name),
      content: m.html(s(d.content)),
      mini_image: m.url(media(d.mini_image)),
      images: m.url(media(d.images)),
      step1: s(d.step1),
      step2: s(d.step2),
      step3: s(d.step3),
      step4: s(d.step4),
      resource_images: resources(d.resource_images),
    };
  });

  define(app, 'collection', async () => {
    const d = await getPage<Doc>(db, 'collection');
    if (!d) return refuse(NO_PAGE);
    const cases = await casesByIds(db, ids(JSON.stringify(d.case_ids ?? [])));
    return {
      image: m.url(media(d.image)),
      name: s(d.name),
      mini_image: m.url(media(d.mini_image)),
      content: m.html(s(d.content)),
      sub_name: s(d.sub_name),
      resource: resources(d.resource),
      images_arr: list(d.images_arr),
      cases: cases.map(caseCard(m)),
    };
  });
}
