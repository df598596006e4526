// The console's registration calls (contract/registrations.ts registrationPaths): the roll registry
// (add, CSV import all or nothing, assign, detail with uses), registrations with filters, void shown
// on the public page, transfer, formula-safe CSV export; roles and audit.
import { REG_MSG, registrationPaths } from '../../../contract';
import { ALPHA, call, login, startCms, type TestCms } from './helpers';
import { photoId, registerCall, request, vinFor } from './registration-helpers';
import { signIn, type EditorClient } from '../editor/helpers';

let cms: TestCms;
let admin: EditorClient;
let editor: EditorClient;
let alpha: string;
let reg: { id: string; warranties: { id: string; warranty_no: string }[] };

beforeAll(async () => {
  cms = await startCms();
  admin = await signIn(cms.app);
  expect((await admin.call('POST', '/api/editor/users', { username: 'erin', password: 'erin edits the catalogue', role: 'editor' })).statusCode).toBe(200);
  editor = await signIn(cms.app, 'erin', 'erin edits the catalogue');
  alpha = await login(cms.app, ALPHA);
  const tz = cms.config.brandTimeZone;
  const res = (
    await registerCall(
      cms.app,
      request(tz, {
        owner: { name: '=HYPERLINK("http://evil.test","x")', email: 'owner@example.test', phone: '+1 555 0101' },
        vehicle: { vin: vinFor(900), plate: 'CO-N 900', brand: 'Tesla', model: 'Model 3' },
        photos: [await photoId(cms.app, alpha)],
      }),
      alpha,
    )
  ).json();
  expect(res.code).toBe(1);
  reg = res.data;
});
afterAll(() => cms.close());

const db = () => cms.app.cms.db;
const csv = (client: EditorClient, text: string) =>
  cms.app.inject({ method: 'POST', url: registrationPaths.rollsImport, headers: { cookie: client.cookie, 'content-type': 'text/csv' }, payload: text });
const auditOf = (action: string) => db().selectFrom('editor_audit').selectAll().where('action', '=', action).execute();

describe('roll registry', () => {
  it('admins add a roll; a taken serial and an unknown dealer are refused by field; editors may not add', async () => {
    const add = await admin.call('POST', registrationPaths.rolls, { serial: 'cg85-2601-00001', product_id: 1, length_m: 15, shop_id: 1 });
    expect(add.json()).toMatchObject({
      code: 1,
      data: { serial: 'CG85-2601-00001', length_m: 15, used_m: 0, remaining_m: 15, shop_id: 1, shop_name: 'Alpha Films' },
    });
    expect(add.headers['cache-control']).toBe('no-store');
    const again = await admin.call('POST', registrationPaths.rolls, { serial: 'CG85-2601-00001', product_id: 1, length_m: 15 });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errors).toEqual([{ path: '/serial', message: REG_MSG.serialTaken('CG85-2601-00001') }]);
    const noShop = await admin.call('POST', registrationPaths.rolls, { serial: 'CG85-2601-00002', product_id: 1, length_m: 15, shop_id: 999 });
    expect(noShop.json().data.errors).toEqual([{ path: '/shop_id', message: REG_MSG.dealerUnknown('999') }]);
    expect((await editor.call('POST', registrationPaths.rolls, { serial: 'CG85-2601-00003', product_id: 1, length_m: 15 })).statusCode).toBe(403);
    expect(await auditOf('roll add')).toHaveLength(1);
  });

  it('imports a CSV all or nothing, naming each refused row by its line', async () => {
    const count = async () => (await db().selectFrom('reg_rolls').select('id').execute()).length;
    const before = await count();
    const bad = await csv(admin, 'serial,product_id,length_m,shop_id\nIMP-0001,1,15,1\nIMP-0002,99,15,\nPPF-A-001,1,15,2\nIMP-0001,1,-3,1\n');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(REG_MSG.csvRows(3));
    expect(bad.json().data.errors.map((e: { path: string }) => e.path)).toEqual(['/rows/3', '/rows/4', '/rows/5']);
    expect(bad.json().data.errors[1].message).toContain(REG_MSG.serialTaken('PPF-A-001'));
    expect(await count()).toBe(before);
    expect((await csv(admin, 'serial;product;length\nX,1,2\n')).json().data.errors).toEqual([{ path: '/rows/1', message: REG_MSG.csvHeader }]);

    const good = await csv(admin, 'serial,product_id,length_m,shop_id\r\nIMP-0001,1,15,1\r\n"IMP-0002",2,30.5,\r\n');
    expect(good.json()).toMatchObject({ code: 1, data: { imported: 2 } });
    expect(await count()).toBe(before + 2);
    expect((await csv(editor, 'serial,product_id,length_m,shop_id\nIMP-0003,1,15,1\n')).statusCode).toBe(403);
    expect(await auditOf('roll import')).toEqual([expect.objectContaining({ username: 'editor', detail: '2 rolls' })]);
  });

  it('assigns a roll to a dealer (and the dealer then lists it); never shortens it below what was used', async () => {
    const moved = await admin.call('PATCH', registrationPaths.roll('IMP-0002'), { shop_id: 1 });
    expect(moved.json().data).toMatchObject({ shop_id: 1, remaining_m: 30.5 });
    const mine = (await call(cms.app, 'rolls', {}, alpha)).json().data.map((r: { serial: string }) => r.serial);
    expect(mine).toContain('IMP-0002');
    const short = await admin.call('PATCH', registrationPaths.roll('PPF-A-001'), { length_m: 1 });
    expect(short.statusCode).toBe(409);
    expect(short.json().data.errors).toEqual([{ path: '/length_m', message: REG_MSG.lengthBelowUsed(2.5) }]);
  });

  it('shows a roll with its used and remaining metres and the warranties that used it', async () => {
    const res = (await editor.call('GET', registrationPaths.roll('PPF-A-001'))).json();
    expect(res.data.roll).toMatchObject({ length_m: 15, used_m: 2.5, remaining_m: 12.5 });
    expect(res.data.uses).toEqual([
      expect.objectContaining({ warranty_no: reg.warranties[0].warranty_no, registration_id: reg.id, metres: 2.5, state: 'live' }),
    ]);
  });
});

describe('registrations', () => {
  it('lists with filters (dealer, product, date, state), shows the detail with its photos, serves a photo no-store', async () => {
    const list = async (q: string) => (await editor.call('GET', `${registrationPaths.registrations}?${q}`)).json().data;
    expect((await list('shop_id=1')).total).toBe(1);
    expect((await list('shop_id=2')).total).toBe(0);
    expect((await list('product_id=1')).total).toBe(1);
    expect((await list('product_id=2')).total).toBe(0);
    expect((await list('from=2000-01-01&to=2000-12-31')).total).toBe(0);
    expect((await list('state=live')).total).toBe(1);
    expect((await list('state=void')).total).toBe(0);
    expect((await list(`search=${reg.warranties[0].warranty_no}`)).total).toBe(1);
    const detail = (await editor.call('GET', registrationPaths.registration(reg.id))).json().data;
    expect(detail.photos).toHaveLength(1);
    const photo = await editor.call('GET', registrationPaths.photo(detail.photos[0]));
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('no-store');
    // not for the machine token nor anyone signed out
    expect((await cms.app.inject({ method: 'GET', url: registrationPaths.registration(reg.id) })).statusCode).toBe(401);
  });

  it('exports a formula-safe CSV, audited', async () => {
    const res = await editor.call('GET', registrationPaths.registrationsCsv);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain(reg.warranties[0].warranty_no);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(await auditOf('export')).toEqual([expect.objectContaining({ username: 'erin', target: 'registrations' })]);
  });

  it('transfers a warranty to a new owner, who is found by the new email and mailed the link', async () => {
    const w = reg.warranties[0];
    const bad = await editor.call('POST', registrationPaths.transferWarranty(w.id), { owner: { name: 'New', email: 'nope', phone: '+1 555 0102' } });
    expect(bad.json().data.errors).toEqual([{ path: '/owner/email', message: REG_MSG.correctEmail }]);
    const res = await editor.call('POST', registrationPaths.transferWarranty(w.id), {
      owner: { name: 'Nina New', email: 'nina@example.test', phone: '+1 555 0199' },
      note: 'sold 2026-11',
    });
    expect(res.json()).toMatchObject({ code: 1, data: { id: w.id, state: 'live' } });
    const found = (await call(cms.app, 'warrantyList', { filter: 'nina@example.test' })).json();
    expect(found.data).toEqual([expect.objectContaining({ Id: w.id, CustomerName: 'Nina New' })]);
    expect((await call(cms.app, 'checkWarranty', { filter: 'owner@example.test' })).json().code).toBe(0);
    const mail = await db().selectFrom('outbox').selectAll().where('to_address', '=', 'nina@example.test').executeTakeFirstOrThrow();
    expect(mail.body).toContain(w.warranty_no);
    expect(await auditOf('warranty transfer')).toEqual([expect.objectContaining({ username: 'erin', detail: 'sold 2026-11' })]);
  });

  it('voids a warranty with a reason: the public check still finds it and says void and why', async () => {
    const w = reg.warranties[0];
    const res = await editor.call('POST', registrationPaths.voidWarranty(w.id), { reason: 'Film removed after an accident' });
    expect(res.json()).toMatchObject({ code: 1, data: { state: 'void', void_reason: 'Film removed after an accident' } });
    const card = (await call(cms.app, 'warrantyList', { filter: w.warranty_no })).json().data[0];
    expect(card).toMatchObject({ Id: w.id, void: true });
    const detail = (await call(cms.app, 'warrantyDetail', { id: w.id })).json().data;
    expect(detail.void).toEqual({ reason: 'Film removed after an accident', at: expect.any(String) });
    expect((await editor.call('POST', registrationPaths.voidWarranty(w.id), { reason: 'again' })).statusCode).toBe(409);
    expect((await editor.call('GET', `${registrationPaths.registrations}?state=void`)).json().data.total).toBe(1);
    expect(await auditOf('warranty void')).toEqual([expect.objectContaining({ username: 'erin', detail: 'Film removed after an accident' })]);
  });

  it('a void warranty frees its areas on the VIN: a new registration makes a new warranty', async () => {
    const tz = cms.config.brandTimeZone;
    const res = (
      await registerCall(
        cms.app,
        request(tz, { vehicle: { vin: vinFor(900), plate: 'CO-N 900', brand: 'Tesla', model: 'Model 3' }, photos: [await photoId(cms.app, alpha)] }),
        alpha,
      )
    ).json();
    expect(res.code).toBe(1);
    expect(res.data.warranties[0]).toMatchObject({ appended: false });
    expect(res.data.warranties[0].id).not.toBe(reg.warranties[0].id);
  });
});
