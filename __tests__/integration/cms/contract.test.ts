// Every endpoint of the contract table answers its success shape (checked with TypeBox) on the fixture content.
import sharp from 'sharp';
import { Value } from '@sinclair/typebox/value';
import { Envelope, endpoints, type EndpointName } from '../../../contract';
import { ALPHA, call, login, multipart, startCms, type TestCms, isDealerCall } from './helpers';
import { SAMPLES } from './samples';
import { photoId, postJson, request } from './registration-helpers';

/** Endpoints whose sample is a refusal on purpose or needs a value from another call. */
const SPECIAL = new Set<EndpointName>([
  'changePwd',
  'resetPwd',
  'warrantyDetail',
  'uploadImg',
  'logout',
  'registrationPhoto',
  'register',
  'registrationDetail',
  'registrationEdit',
]);

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
    const res = await call(cms.app, name, SAMPLES[name], isDealerCall(name) ? token : undefined);
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
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const mp = multipart([{ field: 'file', filename: 'x.png', type: 'image/png', data: png }]);
    const res = await cms.app.inject({ method: 'POST', url: endpoints.uploadImg.path, headers: { ...mp.headers, token }, payload: mp.payload });
    expect(Value.Check(Envelope(endpoints.uploadImg.data), res.json())).toBe(true);
  });

  it('registrationPhoto, register, registrationDetail and registrationEdit answer the contract shape, in turn', async () => {
    const check = (name: EndpointName, body: unknown) =>
      expect([...Value.Errors(Envelope(endpoints[name].data), body)].slice(0, 3).map((e) => `${e.path}: ${e.message}`)).toEqual([]);
    const photo = await photoId(cms.app, token);
    const reg = (await postJson(cms.app, endpoints.register.path, request(cms.config.brandTimeZone, { photos: [photo] }), token)).json();
    expect(reg.code).toBe(1);
    check('register', reg);
    const detail = (await call(cms.app, 'registrationDetail', { id: reg.data.id }, token)).json();
    expect(detail.code).toBe(1);
    check('registrationDetail', detail);
    const edit = (await postJson(cms.app, endpoints.registrationEdit.path, { id: reg.data.id, vehicle: { model: 'Taycan 4S' } }, token)).json();
    expect(edit.code).toBe(1);
    check('registrationEdit', edit);
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
