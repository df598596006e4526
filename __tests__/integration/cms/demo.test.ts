// The demo content (cms/content) loads and every endpoint answers its contract shape on it; every media URL exists.
import fs from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { Envelope, endpoints, type EndpointName } from '../../../contract';
import { DEMO_DIR, PUBLIC_URL, call, startCms, type TestCms, isDealerCall } from './helpers';

const hasDemo = fs.existsSync(path.join(DEMO_DIR, 'dealers.json'));
const describeDemo = hasDemo ? describe : describe.skip;

/** demo dealer logins (cms/content/README.md) */
const DEMO_LOGIN = { username: 'dealer.berlin', password: 'Berlin#2026film' };

describeDemo('demo content', () => {
  let cms: TestCms;
  let token: string;
  const answers = new Map<EndpointName, unknown>();
  const get = async (name: EndpointName, params: Record<string, string | number> = {}) => {
    const res = await call(cms.app, name, params, isDealerCall(name) ? token : undefined);
    return res.json();
  };

  beforeAll(async () => {
    cms = await startCms({}, DEMO_DIR);
    const login = (await call(cms.app, 'login', DEMO_LOGIN)).json();
    token = login.data?.userinfo?.token;
  });
  afterAll(() => cms.close());

  it('has the demo dealer login', () => {
    expect(token).toEqual(expect.any(String));
  });

  /** parameters for each endpoint, taken from the content itself */
  async function paramsFor(name: EndpointName): Promise<Record<string, string | number> | null> {
    const first = async (list: EndpointName, pick = (x: any) => x.id) => pick(((await get(list)).data as unknown[])[0]);
    switch (name) {
      case 'articles':
        return { title: 'Blog' };
      case 'pageMeta':
        return { title: 'Tools' };
      case 'categoryList':
      case 'categoryTree':
        return { type: 3 };
      case 'secondList':
        return { type: 3, category_id: (await get('categoryTree', { type: 3 })).data[0].id };
      case 'downloadsList':
        return { category_id: (await get('categoryTree', { type: 6 })).data[0].id };
      case 'questionsList':
        return { category_id: (await get('categoryTree', { type: 3 })).data[0].id };
      case 'areas': {
        const course = (await get('trains')).data.trains.find((t: any) => t.nation_id);
        return { train_id: course.id, country_id: course.nation_id };
      }
      case 'trainInfo':
      case 'shopTrainDetail':
        return { id: await first('allTrains') };
      case 'blogDetail':
        return { id: (await get('blogList')).data.blogs.data[0].id };
      case 'ppfDetail':
        return { id: await first('allProducts') };
      case 'toolsList':
        return { second_id: (await get('tools')).data.categories[0].id };
      case 'toolsDetail':
        return { id: await first('allTools') };
      case 'plotterDetail':
        return { id: await first('allPlotters') };
      case 'caseDetail':
        return { id: await first('allCases'), type: 1 };
      case 'partnerSearch': {
        const d = (await get('allDealers')).data[0];
        return { nation_id: d.nation_id, city_id: d.city_id };
      }
      case 'regions':
        return { country_id: await first('countries') };
      case 'dealerDetail':
        return { id: await first('allDealers') };
      case 'brandingDetail':
        return { id: (await get('brandingList')).data.data[0].goods_id };
      case 'checkWarranty':
      case 'warrantyList':
        return { filter: 'CFM-PPF-2025-00017' };
      case 'warrantyDetail':
        return { id: (await get('warrantyList', { filter: 'CFM-PPF-2025-00017' })).data[0].Id };
      case 'linkExpire':
        return { code: 'x' };
      // writes and flows are covered on the fixture
      case 'contactUs':
      case 'joinUs':
      case 'saveInfo':
      case 'login':
      case 'logout':
      case 'forgetPwd':
      case 'changePwd':
      case 'resetPwd':
      case 'uploadImg':
      case 'registrationPhoto': // registration writes and what they make: __tests__/integration/cms/registrations.test.ts
      case 'register':
      case 'registrationDetail':
      case 'registrationEdit':
        return null;
      default:
        return {};
    }
  }

  const readNames = Object.keys(endpoints) as EndpointName[];
  it.each(readNames)('%s answers its contract shape', async (name) => {
    const params = await paramsFor(name);
    if (!params) return;
    const body = await get(name, params);
    expect({ name, code: body.code, msg: body.code === 1 ? 'ok' : body.msg }).toEqual({ name, code: 1, msg: 'ok' });
    const errors = [...Value.Errors(Envelope(endpoints[name].data), body)].slice(0, 3).map((e) => `${e.path}: ${e.message}`);
    expect(errors).toEqual([]);
    answers.set(name, body.data);
  });

  it('every media URL in the answers is a file in the upload folder', () => {
    const text = JSON.stringify([...answers.values()]);
    const urls = new Set(text.match(new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/uploads/[^"\\\\ )]+`, 'g')) ?? []);
    expect(urls.size).toBeGreaterThan(20);
    const missing = [...urls].filter((u) => !fs.existsSync(path.join(cms.config.uploadDir, decodeURIComponent(u.slice(`${PUBLIC_URL}/uploads/`.length)))));
    expect(missing).toEqual([]);
  });

  it('the demo dealer has rolls to register on, of films with a warranty term', () => {
    const rolls = answers.get('rolls') as { serial: string; remaining_m: number }[];
    expect(rolls.length).toBeGreaterThan(3);
    expect(rolls.every((r) => r.remaining_m > 0)).toBe(true);
    const films = answers.get('registrationProducts') as { term_years: number | null }[];
    expect(films.every((f) => (f.term_years ?? 0) > 0)).toBe(true);
  });

  it('blog list has at least 3 pages', async () => {
    expect((await get('blogList')).data.blogs.last_page).toBeGreaterThanOrEqual(3);
  });
});
