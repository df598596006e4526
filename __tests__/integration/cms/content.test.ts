// Content behaviour on the fixture: paging sizes, blog search and tags, drafts hidden, related cases, media URLs, warranties.
import { MSG } from '../../../contract';
import { PUBLIC_URL, call, startCms, type TestCms } from './helpers';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms.close());

const data = async (...args: Parameters<typeof call>) => {
  const body = (await call(...args)).json();
  expect(body.code).toBe(1);
  return body.data;
};
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe('blogs', () => {
  it('pages 9 per page over 26 published blogs (the draft is hidden)', async () => {
    const p1 = (await data(cms.app, 'blogList', {})).blogs;
    expect(p1).toMatchObject({ per_page: 9, total: 26, last_page: 3, current_page: 1 });
    expect(p1.data).toHaveLength(9);
    expect(p1.data[0].id).toBe(26); // newest first
    const p3 = (await data(cms.app, 'blogList', { page: 3 })).blogs;
    expect(p3.data).toHaveLength(8);
    expect((await data(cms.app, 'blogList', { page: 9 })).blogs.data).toEqual([]);
    expect((await call(cms.app, 'blogDetail', { id: 27 })).json().code).toBe(0);
  });

  it('searches title and desc with LIKE wildcards escaped', async () => {
    expect(ids((await data(cms.app, 'blogList', { keywords: '50%' })).blogs.data)).toEqual([5]);
    expect(ids((await data(cms.app, 'blogList', { keywords: 'off_now' })).blogs.data)).toEqual([5]);
    expect(ids((await data(cms.app, 'blogList', { keywords: 'CERAMIC' })).blogs.data)).toEqual([7]);
    expect((await data(cms.app, 'blogList', { keywords: 'draft' })).blogs.total).toBe(0);
  });

  it('filters by type and names it', async () => {
    const news = await data(cms.app, 'blogList', { type: 3 });
    expect(news.type_name).toBe('News');
    expect(news.blogs.data.every((b: { label_arr: string[] }) => b.label_arr.includes('News'))).toBe(true);
    expect(news.blogs.total).toBe(13);
    expect((await data(cms.app, 'blogList', {})).type_name).toBeNull();
    expect((await call(cms.app, 'blogList', { type: 9 })).json().code).toBe(0);
  });

  it('detail: absolute media URLs (also inside HTML), related published blogs only, never itself', async () => {
    const b = await data(cms.app, 'blogDetail', { id: 1 });
    expect(b.image).toBe(`${PUBLIC_URL}/uploads/media/a.png`);
    expect(b.content).toContain(`src="${PUBLIC_URL}/uploads/media/a.png"`);
    expect(b.content).toContain(`href="${PUBLIC_URL}/uploads/media/doc.pdf"`);
    expect(ids(b.related)).toEqual([2, 3]);
    expect((await data(cms.app, 'blogDetail', { id: 3 })).image).toBeNull();
  });

  it('index: blog types and banner', async () => {
    expect(await data(cms.app, 'blogIndex')).toEqual({
      types: [
        { id: 1, name: 'Blogs' },
        { id: 2, name: 'Events' },
        { id: 3, name: 'News' },
      ],
      banner: `${PUBLIC_URL}/uploads/media/b.jpg`,
    });
  });
});

describe('cases', () => {
  it('pages 8 per page, drafts hidden', async () => {
    const p = await data(cms.app, 'caseList', {});
    expect(p).toMatchObject({ per_page: 8, total: 9, last_page: 2 });
    expect((await call(cms.app, 'caseDetail', { id: 7 })).json().code).toBe(0);
  });

  it.each([
    [{ id: 1, type: 1 }, [2]],
    [{ id: 2, type: 1 }, [1]],
    [{ id: 2, type: 2 }, [3]],
    [{ id: 4, type: 3, t_id: 1 }, [5]],
    [{ id: 5, type: 3, t_id: 1, shop_id: 2 }, []],
    [{ id: 6, type: 3, t_id: 1, shop_id: 1 }, [4]],
    [{ id: 4, type: 3, t_id: 2 }, [6]],
  ])('related cases for %j', async (query, expected) => {
    expect(ids((await data(cms.app, 'caseDetail', query)).cases)).toEqual(expected);
  });

  it('without context: latest other cases, never itself', async () => {
    const related = ids((await data(cms.app, 'caseDetail', { id: 10 })).cases);
    expect(related).toEqual([9, 8, 6, 5, 4, 3]);
  });
});

describe('tools, FAQ, downloads', () => {
  it('getTools pages 3 categories; the branding-only category is not public', async () => {
    const p1 = await data(cms.app, 'tools', {});
    expect(p1).toMatchObject({ per_page: 3, total: 4, last_page: 2 });
    expect(ids(p1.categories)).toEqual([1, 2, 3]);
    expect(ids(p1.categories[2].goods)).toEqual([13]);
    expect(ids((await data(cms.app, 'tools', { page: 2 })).categories)).toEqual([4]);
  });

  it('getToolsList pages 8 tools of a category with its name', async () => {
    const t = await data(cms.app, 'toolsList', { second_id: 1 });
    expect(t.type_name).toBe('Tool type 1');
    expect(t.tools).toMatchObject({ per_page: 8, total: 10, last_page: 2 });
    expect(t.images_arr).toHaveLength(2);
    expect((await call(cms.app, 'toolsList', { second_id: 99 })).json().code).toBe(0);
  });

  it('FAQ and downloads page 6; categoryTree has the children', async () => {
    expect(await data(cms.app, 'questionsList', { category_id: 1 })).toMatchObject({ per_page: 6, total: 8, last_page: 2 });
    expect(await data(cms.app, 'questionsList', { category_id: 1, second_id: 12 })).toMatchObject({ total: 3 });
    expect(await data(cms.app, 'downloadsList', { category_id: 1 })).toMatchObject({ per_page: 6, total: 7, last_page: 2 });
    expect(await data(cms.app, 'categoryTree', { type: 3 })).toEqual([
      {
        id: 1,
        name: 'Installation',
        type: 3,
        children: [
          { id: 11, name: 'Before' },
          { id: 12, name: 'After' },
        ],
      },
      { id: 2, name: 'Warranty', type: 3, children: [] },
    ]);
    expect(await data(cms.app, 'categoryList', { type: 6 })).toEqual([
      { id: 1, name: 'Datasheets' },
      { id: 2, name: 'Brochures' },
    ]);
    expect(await data(cms.app, 'secondList', { type: 3, category_id: 1 })).toHaveLength(2);
    expect((await call(cms.app, 'categoryList', { type: 4 })).json().code).toBe(0);
  });
});

describe('products and pages', () => {
  it('PPF page keeps goods order and skips drafts', async () => {
    const p = await data(cms.app, 'ppf');
    expect(ids(p.goods)).toEqual([2, 1]);
    expect(ids(p.cases)).toEqual([1, 2]);
    expect(p.categorys[0].goods).toEqual([{ id: 1, goods_name: 'Crystal PPF' }]);
    expect(p.mini_image).toBe(`${PUBLIC_URL}/uploads/media/v.mp4`);
  });

  it('product detail: way 1 labels are image URLs, draft products hidden', async () => {
    expect((await data(cms.app, 'ppfDetail', { id: 2 })).label[0].content).toBe(`${PUBLIC_URL}/uploads/media/b.jpg`);
    expect((await data(cms.app, 'ppfDetail', { id: 1 })).label[1].point).toEqual([1, 1, 1, 1, 0]);
    expect((await call(cms.app, 'ppfDetail', { id: 3 })).json().code).toBe(0);
    expect(ids(await data(cms.app, 'allProducts'))).toEqual([1, 2]);
  });

  it('page meta by title; no title is the login page', async () => {
    expect((await data(cms.app, 'pageMeta', { title: 'FAQ' })).title).toBe('FAQ');
    expect((await data(cms.app, 'pageMeta', {})).title).toBe('Login');
    expect((await call(cms.app, 'pageMeta', { title: 'Nope' })).json().code).toBe(0);
    expect((await data(cms.app, 'articles', { title: 'About US' })).sub_title).toBe('About US title');
  });

  it('site info, contact and footer', async () => {
    expect(await data(cms.app, 'siteInfo')).toMatchObject({ trianer: 120, trianer_years: 16, countries: 61 });
    expect((await data(cms.app, 'footer')).apps[0].image).toBe(`${PUBLIC_URL}/uploads/media/a.png`);
    expect((await data(cms.app, 'homeIndex')).blogs.length).toBeGreaterThan(0);
  });

  it("training page: courses with nations and the first nation's addresses; areas by country", async () => {
    const t = await data(cms.app, 'trains');
    expect(ids(t.trainers)).toEqual([2, 1]);
    expect(t.trains[0]).toMatchObject({
      id: 1,
      nation_id: 1,
      nations: [
        { id: 1, name: 'Germany' },
        { id: 2, name: 'Japan' },
      ],
    });
    expect(t.trains[0].addresslist.map((a: { address: string }) => a.address)).toEqual(['Munich Center', 'Berlin Hall']);
    expect(ids(t.trains)).toEqual([1, 2]);
    expect(await data(cms.app, 'areas', { train_id: 1, country_id: 2 })).toEqual([{ id: 3, address: 'Tokyo Studio' }]);
    const info = await data(cms.app, 'trainInfo', { id: 1 });
    expect(info.steps).toEqual([{ content: 'Clean' }, { content: 'Cut' }, { content: 'Apply' }]);
    expect(ids(info.cases)).toEqual([5, 4]);
  });
});

describe('network', () => {
  it('partner search groups published dealers by level in the nation and region', async () => {
    const r = await data(cms.app, 'partnerSearch', { nation_id: 1, city_id: 101 });
    expect(ids(r.country_dealer)).toEqual([1]);
    expect(ids(r.certified_shop)).toEqual([2]);
    expect(r.reseller).toEqual([]);
    expect(r.categorys).toHaveLength(2);
    const kw = await data(cms.app, 'partnerSearch', { nation_id: 1, city_id: 101, keywords: 'bravo' });
    expect(ids(kw.certified_shop)).toEqual([2]);
    expect(kw.country_dealer).toEqual([]);
    expect(ids((await data(cms.app, 'partnerSearch', { nation_id: 1, city_id: 102 })).reseller)).toEqual([3]);
  });

  it('regions of a country; dealer detail with its articles; drafts hidden', async () => {
    expect(await data(cms.app, 'regions', { country_id: 1 })).toEqual([
      { id: 101, name: 'Bavaria' },
      { id: 102, name: 'Berlin' },
    ]);
    const d = await data(cms.app, 'dealerDetail', { id: 1 });
    expect(d.articles).toEqual([{ id: 1, image: `${PUBLIC_URL}/uploads/media/a.png`, title: 'PPF Basics' }]);
    expect((await call(cms.app, 'dealerDetail', { id: 4 })).json().code).toBe(0);
    expect(ids(await data(cms.app, 'allDealers'))).toEqual([1, 2, 3]);
  });
});

describe('warranty', () => {
  it.each([
    ['warranty number', 'cfm-0001', ['CFM-0001']],
    ['email (case-insensitive, trimmed)', '  EVA@example.TEST ', ['CFM-0001', 'CFM-0002']],
    ['plate number', 'm-ab 123', ['CFM-0001']],
    ['telephone', '+81 90 3333', ['CFM-0003']],
    ['VIN', 'jt000000000000003', ['CFM-0003']],
  ])('finds by %s', async (_label, filter, expected) => {
    expect(await data(cms.app, 'checkWarranty', { filter })).toEqual({ count: expected.length });
    const list = await data(cms.app, 'warrantyList', { filter });
    expect(list).toHaveLength(expected.length);
    for (const item of list) expect(item.Id).toMatch(/^[0-9a-f]{32}$/);
    const nos = await Promise.all(list.map(async (w: { Id: string }) => (await data(cms.app, 'warrantyDetail', { id: w.Id })).order.warrantyNo));
    expect(nos.sort()).toEqual(expected);
  });

  it('refuses an empty filter with the documented message and no match with a message', async () => {
    expect((await call(cms.app, 'checkWarranty', {})).json()).toEqual({ code: 0, data: null, msg: MSG.warrantyInput });
    expect((await call(cms.app, 'checkWarranty', { filter: '  ' })).json().msg).toBe(MSG.warrantyInput);
    const none = (await call(cms.app, 'checkWarranty', { filter: 'CFM-9999' })).json();
    expect(none.code).toBe(0);
    expect(none.msg).toMatch(/No warranty/);
    expect((await call(cms.app, 'checkWarranty', { filter: 'cfm' })).json().code).toBe(0);
  });

  it('detail has the nested shape; unknown or sequential ids are refused', async () => {
    const [w] = await data(cms.app, 'warrantyList', { filter: 'CFM-0001' });
    // reached by its plate (the search passes its filter on as `key`): the owner's data, email masked
    const d = await data(cms.app, 'warrantyDetail', { id: w.Id, key: 'M-AB 123' });
    expect(d.order).toEqual({ ProductType: 1, warrantyNo: 'CFM-0001' });
    expect(d.customer.customer).toEqual({
      CustomerName: 'Eva Owner',
      CustomerEmail: '****va@Example.test',
      VINNO: 'WVWZZZ1JZXW000001',
      CustomerTel: '********1111',
      CarBrand: 'Porsche',
      CarModal: '911',
    });
    // the certificate names the installer (docs/product/rich-results.md#printable-warranty-certificate)
    expect(d.installer).toEqual({ storeName: 'Alpha Films', storeAddress: '1 Main St' });
    expect(d.construction[0].zorder.ConstructionDate).toBe('2026-05-01');
    expect(d.construction[0].zconstruc[1]).toMatchObject({ VehicleId: 'V2', vnames: 'Hood', baozhiqi: '10 years' });
    for (const id of ['1', '2', 'CFM-0001']) expect((await call(cms.app, 'warrantyDetail', { id })).json().code).toBe(0);
  });

  it('client count is the site setting, as a string', async () => {
    expect(await data(cms.app, 'warrantyCount')).toBe('123456');
  });
});

it('drafts and updated_at: every content table has the columns and a deletions table exists', async () => {
  const tables = await cms.app.cms.db.introspection.getTables();
  const content = ['blogs', 'products', 'tools', 'cases', 'dealers', 'trainings', 'faqs', 'downloads', 'articles', 'page_meta', 'warranties', 'pages'];
  for (const name of content) {
    const cols = tables.find((t) => t.name === name)!.columns.map((c) => c.name);
    expect(cols).toEqual(expect.arrayContaining(['status', 'updated_at']));
  }
  expect(tables.find((t) => t.name === 'deletions')!.columns.map((c) => c.name)).toEqual(expect.arrayContaining(['type', 'cms_id', 'deleted_at']));
});
