// Dealer coordinates (docs/product/nearest-partner.md): loaded from the content format, answered
// by the partner search and the dealer detail; a bad coordinate stops the load with a message.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editDoc, signIn } from '../editor/helpers';
import { call, DEMO_DIR, login, startCms, type TestCms } from './helpers';
import { GEO_MSG } from '../../../contract/geo-input';
import { coordinate } from '../../../cms/db/content-rows';

const data = async (...args: Parameters<typeof call>) => {
  const body = (await call(...args)).json();
  expect(body.code).toBe(1);
  return body.data;
};

const TOKEN = 'geo-editor-token-0123456789';

describe('dealer coordinates', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startCms({ editorToken: TOKEN }, DEMO_DIR);
  });
  afterAll(() => cms.close());

  it('the demo dealers have them in the partner search, the dealer detail and the full list', async () => {
    const found = await data(cms.app, 'partnerSearch', { nation_id: 2, city_id: 201 });
    const all = [...found.reseller, ...found.certified_shop];
    expect(all.length).toBeGreaterThan(0);
    for (const p of all) {
      expect(typeof p.lat).toBe('number');
      expect(typeof p.lng).toBe('number');
    }
    const berlin = await data(cms.app, 'dealerDetail', { id: 1 });
    expect(berlin).toMatchObject({ lat: 52.5847, lng: 13.2851 });
    const list = await data(cms.app, 'allDealers');
    expect(list.every((d: { lat: unknown }) => typeof d.lat === 'number')).toBe(true);
    expect((await call(cms.app, 'dealerDetail', { id: 1 })).json().code).toBe(1);
  });

  it('the dealer sets, keeps and clears its own in Edit Information (saveInfo)', async () => {
    const token = await login(cms.app, { username: 'dealer.berlin', password: 'Berlin#2026film' });
    const own = (await call(cms.app, 'ownInfo', {}, token)).json().data;
    expect(own).toMatchObject({ lat: 52.5847, lng: 13.2851 });
    const base = {
      shop_name: own.shop_name,
      mobile: own.mobile,
      nation_id: String(own.nation_id),
      city_id: String(own.city_id),
      desc: own.desc,
      shop_image: own.shop_image,
    };
    const save = async (extra: object) => (await call(cms.app, 'saveInfo', { ...base, ...extra }, token)).json();
    expect((await save({ lat: '52,5', lng: '13.4' })).data).toMatchObject({ lat: 52.5, lng: 13.4 });
    expect((await save({})).data).toMatchObject({ lat: 52.5, lng: 13.4 }); // not sent: kept
    for (const [lat, lng, msg] of [
      ['91', '13', GEO_MSG.lat],
      ['52', 'east', GEO_MSG.lng],
      ['52', '', GEO_MSG.both],
    ]) {
      expect(await save({ lat, lng })).toEqual({ code: 0, data: null, msg });
    }
    expect(await data(cms.app, 'dealerDetail', { id: 1 })).toMatchObject({ lat: 52.5, lng: 13.4 });
    expect((await save({ lat: '', lng: '' })).data).toMatchObject({ lat: null, lng: null });
  });

  it('the editing API sets and clears them, and refuses a bad one without losing the dealer', async () => {
    const ed = await signIn(cms.app);
    const url = '/api/editor/items/dealers/2';
    const publish = () => ed.call('POST', `${url}/publish`);
    const put = (body: object) => editDoc(ed, url, (d) => ({ ...d, ...body }));
    expect((await put({ lat: 53.55, lng: 9.99 })).json().code).toBe(1);
    expect((await publish()).json().code).toBe(1);
    expect(await data(cms.app, 'dealerDetail', { id: 2 })).toMatchObject({ lat: 53.55, lng: 9.99 });
    const bad = await put({ lat: 'north' });
    expect(bad.json().code).toBe(0);
    expect(await data(cms.app, 'dealerDetail', { id: 2 })).toMatchObject({ lat: 53.55, lng: 9.99 });
    expect((await put({ lat: null, lng: null })).json().code).toBe(1);
    expect((await publish()).json().code).toBe(1);
    expect(await data(cms.app, 'dealerDetail', { id: 2 })).toMatchObject({ lat: null, lng: null });
  });
});

describe('coordinate()', () => {
  it('takes numbers and numeric strings in range, empty as null', () => {
    expect(coordinate(52.5, 90, 'x')).toBe(52.5);
    expect(coordinate('-33.9', 90, 'x')).toBe(-33.9);
    expect(coordinate(undefined, 90, 'x')).toBeNull();
    expect(coordinate('', 180, 'x')).toBeNull();
  });
  it('names the item and the value it refuses', () => {
    expect(() => coordinate(95, 90, 'dealers.json, dealer 3, lat')).toThrow('dealers.json, dealer 3, lat: 95 is not a coordinate between -90 and 90');
    expect(() => coordinate('east', 180, 'dealers.json, dealer 3, lng')).toThrow(/"east" is not a coordinate/);
  });
  it('a content directory with a bad coordinate does not load', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geo-content-'));
    fs.cpSync(DEMO_DIR, dir, { recursive: true });
    const dealers = JSON.parse(fs.readFileSync(path.join(dir, 'dealers.json'), 'utf8'));
    dealers[0].lat = 123;
    fs.writeFileSync(path.join(dir, 'dealers.json'), JSON.stringify(dealers));
    await expect(startCms({}, dir)).rejects.toThrow(/dealer 1, lat: 123 is not a coordinate/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
