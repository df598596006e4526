// Every endpoint of the contract table answers its success shape (checked with TypeBox) on the fixture content.
import sharp from 'sharp';
import { Value } from '@sinclair/typebox/value';
import { Envelope, endpoints, type EndpointName } from '../../../src/contract';
import { ALPHA, call, login, multipart, startCms, type TestCms } from './helpers';

/** A request for each endpoint that must succeed on the fixture content. */
export const SAMPLES: Record<EndpointName, Record<string, string | number>> = {
  homeIndex: {}, siteInfo: {}, contactInfo: {}, footer: {},
  contactUs: { username: 'Ann', phone: '123', email: 'ann@example.test', country: 'Germany', content: 'Hello' },
  articles: { title: 'Blog' }, pageMeta: { title: 'Tools' }, ppf: {}, aboutUs: {}, coreValues: {},
  categoryList: { type: 3 }, secondList: { type: 3, category_id: 1 }, categoryTree: { type: 6 },
  downloadsList: { category_id: 1, page: 2 }, questionsList: { category_id: 1, second_id: 11 }, allQuestions: {}, allDownloads: {},
  joinUs: { username: 'Bob', phone: '456', country: '1', city: '101', explain: '' },
  areas: { train_id: 1, country_id: 1 }, trains: {}, trainInfo: { id: 1 }, allTrains: {}, software: {}, collection: {},
  blogList: { page: 2, keywords: 'blog', type: 1 }, blogIndex: {}, blogDetail: { id: 1 },
  ppfDetail: { id: 1 }, allProducts: {}, tools: { page: 1 }, toolsList: { second_id: 1, page: 2 }, toolsDetail: { id: 1 }, allTools: {},
  plotter: {}, plotterDetail: { id: 1 }, allPlotters: {},
  caseDetail: { id: 4, type: 3, t_id: 1, shop_id: 1 }, caseList: { page: 1 }, allCases: {},
  partnerSearch: { nation_id: 1, city_id: 101 }, partnerCategories: {}, countries: {}, regions: { country_id: 1 }, allRegions: {},
  dealerDetail: { id: 1 }, allDealers: {},
  portalInfo: {}, ownInfo: {}, brandingDetail: { id: 15 }, brandingList: {},
  saveInfo: { shop_name: 'Alpha Films 2', mobile: '+49 1', nation_id: '1', city_id: '102', desc: 'New desc', shop_image: '/uploads/media/a.png' },
  shopTrainDetail: { id: 1, shop_id: 1 },
  login: { username: ALPHA.username, password: ALPHA.password }, logout: {},
  forgetPwd: { username: 'alpha', email: 'alpha@example.test' },
  changePwd: { username: 'nobody', password: 'x', new_username: 'y', new_password: 'z' },
  resetPwd: { password: 'New#Pass1', code: 'set-in-test' },
  sessionInfo: {}, linkExpire: { code: 'unknown' },
  checkWarranty: { filter: 'CFM-0001' }, warrantyList: { filter: 'eva@example.test' }, warrantyDetail: { id: 'set-in-test' }, warrantyCount: {},
  uploadImg: {},
};

/** Endpoints whose sample is a refusal on purpose or needs a value from another call. */
const SPECIAL = new Set<EndpointName>(['changePwd', 'resetPwd', 'warrantyDetail', 'uploadImg', 'logout']);

let cms: TestCms;
let token: string;

beforeAll(async () => {
  cms = await startCms();
  token = await login(cms.app, ALPHA);
});
afterAll(() => cms.close());

const names = Object.keys(endpoints) as EndpointName[];

describe.each(names.filter((n) => !SPECIAL.has(n)))('%s', (name) => {
  it('answers code 1 with data matching the contract', async () => {
    const res = await call(cms.app, name, SAMPLES[name], endpoints[name].auth === 'dealer' ? token : undefined);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect({ code: body.code, msg: body.msg }).toEqual({ code: 1, msg: expect.any(String) });
    const errors = [...Value.Errors(Envelope(endpoints[name].data), body)].slice(0, 3).map((e) => `${e.path}: ${e.message}`);
    expect(errors).toEqual([]);
  });
});

describe('endpoints that need another call first', () => {
  it('warrantyDetail takes the Id handed out by getWarrantysList', async () => {
    const list = (await call(cms.app, 'warrantyList', { filter: 'CFM-0001' })).json();
    const res = (await call(cms.app, 'warrantyDetail', { id: list.data[0].Id })).json();
    expect(res.code).toBe(1);
    expect(Value.Check(Envelope(endpoints.warrantyDetail.data), res)).toBe(true);
  });

  it('uploadImg accepts a PNG for a dealer', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).png().toBuffer();
    const mp = multipart([{ field: 'file', filename: 'x.png', type: 'image/png', data: png }]);
    const res = await cms.app.inject({ method: 'POST', url: endpoints.uploadImg.path, headers: { ...mp.headers, token }, payload: mp.payload });
    expect(Value.Check(Envelope(endpoints.uploadImg.data), res.json())).toBe(true);
  });

  it('changePwd, resetPwd and logout answer the contract shape', async () => {
    const forgot = await call(cms.app, 'forgetPwd', { username: 'bravo', email: 'bravo@example.test' });
    expect(forgot.json().code).toBe(1);
    const mail = await cms.app.cms.db.selectFrom('outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const code = /ResetPwd\/([A-Za-z0-9_-]+)/.exec(mail.body)![1];
    const reset = (await call(cms.app, 'resetPwd', { password: 'Bravo#2027', code })).json();
    expect(reset.code).toBe(1);
    expect(Value.Check(Envelope(endpoints.resetPwd.data), reset)).toBe(true);
    const change = (await call(cms.app, 'changePwd', { username: 'bravo', password: 'Bravo#2027', new_username: 'bravo', new_password: 'Bravo#2028' })).json();
    expect(change.code).toBe(1);
    expect(Value.Check(Envelope(endpoints.changePwd.data), change)).toBe(true);
    const out = (await call(cms.app, 'logout', {}, token)).json();
    expect(out.code).toBe(1);
    expect(Value.Check(Envelope(endpoints.logout.data), out)).toBe(true);
  });
});
