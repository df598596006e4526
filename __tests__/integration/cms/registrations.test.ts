// Warranty registration by dealers (issue 37, docs/product/warranty-registration.md), on the real
// CMS and database (SQLite here; PostgreSQL under the integration-pg project): every refusal stores
// nothing, a registration is found at once by each public key, idempotency, appends, cross-dealer
// refusals, photo handling and the 7-day edit.
import sharp from 'sharp';
import { REG_MSG, endpoints, isValidNewWarrantyNoShape } from './registration-expect';
import { ALPHA, BRAVO, call, login, startCms, type TestCms } from './helpers';
import { jpegWithGps, photoId, png, postJson, registerCall, request, uploadPhoto, vinFor } from './registration-helpers';
import { dayIn } from '../../../cms/registration/calendar';
import { isValidNewWarrantyNo } from '../../../cms/lib/warranty-number';

let cms: TestCms;
let alpha: string;
let bravo: string;
let tz: string;

beforeAll(async () => {
  cms = await startCms();
  tz = cms.config.brandTimeZone;
  alpha = await login(cms.app, ALPHA);
  bravo = await login(cms.app, BRAVO);
});
afterAll(() => cms.close());

const db = () => cms.app.cms.db;
const count = async (table: 'reg_registrations' | 'reg_warranties' | 'reg_installations' | 'reg_roll_uses') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const used = async (serial: string) => (await db().selectFrom('reg_rolls').select('used_cm').where('serial', '=', serial).executeTakeFirstOrThrow()).used_cm;
const state = async () => ({
  regs: await count('reg_registrations'),
  ws: await count('reg_warranties'),
  insts: await count('reg_installations'),
  uses: await count('reg_roll_uses'),
  a1: await used('PPF-A-001'),
  a2: await used('PPF-A-002'),
  t1: await used('TINT-A-001'),
});
const daysAgo = (n: number) => dayIn(tz, new Date(Date.now() - n * 86_400_000));

describe('register: found at once by the public warranty check', () => {
  let result: { id: string; warranties: { id: string; warranty_no: string; link: string; kind: string; appended: boolean }[]; warnings: string[] };
  const body = () => request(tz, { vehicle: { vin: vinFor(100), plate: 'B-XY 100', brand: 'Porsche', model: 'Taycan' } });
  const sent = body();

  beforeAll(async () => {
    sent.photos = [await photoId(cms.app, alpha)];
    const res = (await registerCall(cms.app, sent, alpha)).json();
    expect(res).toMatchObject({ code: 1 });
    result = res.data;
  });

  it('answers one PPF warranty with a checked random number, an opaque id and its link', () => {
    expect(result.warranties).toHaveLength(1);
    const [w] = result.warranties;
    expect(w.kind).toBe('ppf');
    expect(w.appended).toBe(false);
    expect(isValidNewWarrantyNo(w.warranty_no)).toBe(true);
    expect(isValidNewWarrantyNoShape(w.warranty_no)).toBe(true);
    expect(w.id).toMatch(/^[0-9a-f]{32}$/);
    expect(w.link).toBe(`/WarrantyInfo?id=${w.id}`);
  });

  it.each([
    ['number', () => result.warranties[0].warranty_no],
    ['email', () => sent.owner.email.toUpperCase()],
    ['plate', () => sent.vehicle.plate],
    ['phone', () => sent.owner.phone],
    ['VIN', () => sent.vehicle.vin.toLowerCase()],
  ])('is found by its %s, masked as every warranty', async (_what, key) => {
    const list = (await call(cms.app, 'warrantyList', { filter: key() })).json();
    expect(list.code).toBe(1);
    const card = list.data.find((c: { Id: string }) => c.Id === result.warranties[0].id);
    expect(card).toMatchObject({ CarBrand: 'Porsche', CarModal: 'Taycan', storeName: 'Alpha Films', cpname: 'Crystal PPF' });
    // a number alone does not prove the owner
    expect(card.CustomerName).toBe(_what === 'number' ? 'A*** O***' : 'Ada Owner');
  });

  it('has its detail and certificate data: date, film, areas, roll, validity, installer; no photo', async () => {
    const res = (await call(cms.app, 'warrantyDetail', { id: result.warranties[0].id })).json();
    expect(res.code).toBe(1);
    const years = 10;
    const until = `${Number(sent.installation_date.slice(0, 4)) + years}${sent.installation_date.slice(4)}`;
    expect(res.data.construction).toEqual([
      {
        zorder: { ConstructionDate: `${sent.installation_date} 00:00:00` },
        zconstruc: [
          { VehicleId: expect.any(String), name: 'Crystal PPF', vnames: 'Bonnet, Front bumper', StockNo: 'PPF-A-001', baozhiqi: `10 years (until ${until})` },
        ],
      },
    ]);
    expect(res.data.order).toEqual({ ProductType: 1, warrantyNo: result.warranties[0].warranty_no });
    expect(res.data.customer.customer.VINNO).toBe(`*************${sent.vehicle.vin.slice(-4)}`);
    expect(res.data.installer.storeName).toBe('Alpha Films');
    expect(res.data.void).toBeUndefined();
    expect(JSON.stringify(res.data)).not.toContain(sent.photos[0]);
  });

  it('mails the owner the link through the outbox', async () => {
    const mail = await db().selectFrom('outbox').selectAll().where('to_address', '=', sent.owner.email).executeTakeFirstOrThrow();
    expect(mail.body).toContain(result.warranties[0].warranty_no);
    expect(mail.body).toContain(`http://site.test/WarrantyInfo?id=${result.warranties[0].id}`);
  });

  it('spent the metres of the roll, exactly', async () => {
    const rolls = (await call(cms.app, 'rolls', {}, alpha)).json();
    expect(rolls.data.find((r: { serial: string }) => r.serial === 'PPF-A-001')).toMatchObject({ length_m: 15, used_m: 2.5, remaining_m: 12.5 });
  });
});

describe('refusals name the field and store nothing', () => {
  const vin = vinFor(200);
  const base = (over: Parameters<typeof request>[1] = {}) => request(tz, { vehicle: { vin, plate: 'HH-R 1', brand: 'BMW', model: 'M3' }, ...over });
  let photo: string;
  beforeAll(async () => {
    photo = await photoId(cms.app, alpha);
    // a live PPF warranty on another VIN's bonnet, for the overlap case
    const first = (
      await registerCall(cms.app, { ...base({ vehicle: { vin: vinFor(201), plate: 'HH-R 2', brand: 'BMW', model: 'M4' } }), photos: [photo] }, alpha)
    ).json();
    expect(first.code).toBe(1);
    photo = await photoId(cms.app, alpha);
  });

  const inst = (o: object = {}) => ({ product_id: 1, areas: ['doors'], rolls: [{ serial: 'PPF-A-002', metres: 1 }], ...o });
  const cases: [string, () => Promise<Record<string, unknown>>, string, string][] = [
    [
      'an unknown roll',
      async () => ({ installations: [inst({ rolls: [{ serial: 'NOPE-0001', metres: 1 }] })] }),
      '/installations/0/rolls/0/serial',
      REG_MSG.rollUnknown('NOPE-0001'),
    ],
    [
      "another dealer's roll",
      async () => ({ installations: [inst({ rolls: [{ serial: 'PPF-B-001', metres: 1 }] })] }),
      '/installations/0/rolls/0/serial',
      REG_MSG.rollUnknown('PPF-B-001'),
    ],
    [
      'a roll still in stock',
      async () => ({ installations: [inst({ rolls: [{ serial: 'PPF-S-001', metres: 1 }] })] }),
      '/installations/0/rolls/0/serial',
      REG_MSG.rollUnknown('PPF-S-001'),
    ],
    [
      'a roll of another film',
      async () => ({ installations: [inst({ rolls: [{ serial: 'TINT-A-001', metres: 1 }] })] }),
      '/installations/0/rolls/0/serial',
      REG_MSG.rollProduct('TINT-A-001', 'Crystal PPF'),
    ],
    [
      'metres beyond the roll',
      async () => ({ installations: [inst({ rolls: [{ serial: 'PPF-A-002', metres: 15.01 }] })] }),
      '/installations/0/rolls/0/metres',
      REG_MSG.metresBeyond('PPF-A-002', 15),
    ],
    [
      'metres beyond the roll over two installations',
      async () => ({
        installations: [inst({ rolls: [{ serial: 'PPF-A-002', metres: 8 }] }), inst({ areas: ['roof'], rolls: [{ serial: 'PPF-A-002', metres: 8 }] })],
      }),
      '/installations/1/rolls/0/metres',
      REG_MSG.metresBeyond('PPF-A-002', 15),
    ],
    [
      'metres of three decimals',
      async () => ({ installations: [inst({ rolls: [{ serial: 'PPF-A-002', metres: 1.005 }] })] }),
      '/installations/0/rolls/0/metres',
      REG_MSG.metres,
    ],
    ['no metres', async () => ({ installations: [inst({ rolls: [{ serial: 'PPF-A-002', metres: 0 }] })] }), '/installations/0/rolls/0/metres', REG_MSG.metres],
    [
      'an area of the other kind of film',
      async () => ({ installations: [inst({ areas: ['windscreen'] })] }),
      '/installations/0/areas/0',
      REG_MSG.areaKind('Windscreen', 'ppf'),
    ],
    ['an unknown area', async () => ({ installations: [inst({ areas: ['wheel'] })] }), '/installations/0/areas/0', REG_MSG.areaUnknown('wheel')],
    [
      'one panel twice',
      async () => ({ installations: [inst({ areas: ['full-front', 'mirrors'] })] }),
      '/installations/0/areas/1',
      REG_MSG.areaTwice('Mirrors'),
    ],
    ['a draft product', async () => ({ installations: [inst({ product_id: 3 })] }), '/installations/0/product_id', REG_MSG.productUnknown],
    ['no product', async () => ({ installations: [inst({ product_id: 0 })] }), '/installations/0/product_id', REG_MSG.product],
    ['no installation', async () => ({ installations: [] }), '/installations', REG_MSG.installations],
    ['a VIN with an O', async () => ({ vehicle: { vin: 'WP0ZZZ99ZPS12345O', plate: 'P', brand: 'B', model: 'M' } }), '/vehicle/vin', REG_MSG.vinLetters],
    [
      'a VIN of 16 characters',
      async () => ({ vehicle: { vin: 'WP0ZZZ99ZPS12345', plate: 'P', brand: 'B', model: 'M' } }),
      '/vehicle/vin',
      REG_MSG.vinLength(16),
    ],
    [
      'a North American VIN with a wrong check digit',
      async () => ({ vehicle: { vin: '1M8GDM9A1KP042788', plate: 'P', brand: 'B', model: 'M' } }),
      '/vehicle/vin',
      REG_MSG.vinCheckDigit,
    ],
    ['an invalid email', async () => ({ owner: { name: 'A', email: 'a@b', phone: '+49 30 123456' } }), '/owner/email', REG_MSG.correctEmail],
    ['an invalid phone', async () => ({ owner: { name: 'A', email: 'a@b.de', phone: '12ab' } }), '/owner/phone', REG_MSG.correctPhone],
    ['no owner name', async () => ({ owner: { name: ' ', email: 'a@b.de', phone: '+49 30 123456' } }), '/owner/name', REG_MSG.ownerName],
    ['a date in the future', async () => ({ installation_date: dayIn(tz, new Date(Date.now() + 2 * 86_400_000)) }), '/installation_date', REG_MSG.dateFuture],
    ['a date 31 days back', async () => ({ installation_date: daysAgo(31) }), '/installation_date', REG_MSG.dateTooOld],
    ['no date', async () => ({ installation_date: '2026-02-30' }), '/installation_date', REG_MSG.date],
    ['no photo', async () => ({ photos: [] }), '/photos', REG_MSG.photos],
    ['seven photos', async () => ({ photos: ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'] }), '/photos', REG_MSG.photos],
    ["another dealer's photo", async () => ({ photos: [await photoId(cms.app, bravo)] }), '/photos/0', REG_MSG.photoUnknown],
  ];

  it.each(cases)('refuses %s', async (_what, over, path, message) => {
    const before = await state();
    const outboxBefore = await db().selectFrom('outbox').select('id').execute();
    const res = await registerCall(cms.app, { ...base({ photos: [photo] }), ...(await over()) }, alpha);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.errors).toContainEqual({ path, message });
    expect(await state()).toEqual(before);
    expect(await db().selectFrom('outbox').select('id').execute()).toHaveLength(outboxBefore.length);
  });

  it('refuses an area under a live warranty of the same kind on that VIN, naming its number', async () => {
    const first = (await registerCall(cms.app, base({ photos: [photo], installations: [inst({ areas: ['bonnet'] })] }), alpha)).json();
    expect(first.code).toBe(1);
    const no = first.data.warranties[0].warranty_no;
    const before = await state();
    const again = await registerCall(
      cms.app,
      base({ photos: [await photoId(cms.app, alpha)], installations: [inst({ areas: ['doors', 'full-front'] })] }),
      alpha,
    );
    expect(again.json()).toMatchObject({ code: 0, data: { errors: [{ path: '/installations/0/areas/1', message: REG_MSG.areaTaken('Full front', no) }] } });
    expect(await state()).toEqual(before);
  });

  it('warns about, and keeps, a non-North-American VIN without the check digit', async () => {
    const res = (
      await registerCall(
        cms.app,
        request(tz, { vehicle: { vin: 'WP0ZZZ99ZPS123456', plate: 'S-P 1', brand: 'Porsche', model: '911' }, photos: [await photoId(cms.app, alpha)] }),
        alpha,
      )
    ).json();
    expect(res.code).toBe(1);
    expect(res.data.warnings).toEqual([REG_MSG.vinCheckDigitWarning]);
  });

  it('answers 401 without a token or with a forged one, storing nothing', async () => {
    const before = await state();
    expect((await registerCall(cms.app, base({ photos: [photo] }))).statusCode).toBe(401);
    expect((await registerCall(cms.app, base({ photos: [photo] }), 'forged-token')).statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });
});

describe('later installations on a VIN', () => {
  const vin = vinFor(300);
  const visit = async (installations: object[], over: object = {}) =>
    (
      await registerCall(
        cms.app,
        request(tz, {
          vehicle: { vin, plate: 'M-L 300', brand: 'Audi', model: 'RS6' },
          installations: installations as never,
          photos: [await photoId(cms.app, alpha)],
          ...over,
        }),
        alpha,
      )
    ).json();

  it('a visit with PPF and window film makes two warranties; a later PPF visit, by another shop too, is added to the live PPF one', async () => {
    const first = await visit([
      { product_id: 1, areas: ['full-front'], rolls: [{ serial: 'PPF-A-002', metres: 4 }] },
      { product_id: 2, areas: ['all-windows'], rolls: [{ serial: 'TINT-A-001', metres: 6 }] },
    ]);
    expect(first.code).toBe(1);
    expect(first.data.warranties.map((w: { kind: string }) => w.kind).sort()).toEqual(['ppf', 'window']);
    const ppf = first.data.warranties.find((w: { kind: string }) => w.kind === 'ppf');

    const later = (
      await registerCall(
        cms.app,
        request(tz, {
          vehicle: { vin, plate: 'M-L 300', brand: 'Audi', model: 'RS6' },
          installation_date: daysAgo(0),
          installations: [{ product_id: 1, areas: ['doors'], rolls: [{ serial: 'PPF-B-001', metres: 3 }] }],
          photos: [await photoId(cms.app, bravo)],
        }),
        bravo,
      )
    ).json();
    expect(later.code).toBe(1);
    expect(later.data.warranties).toEqual([expect.objectContaining({ id: ppf.id, warranty_no: ppf.warranty_no, appended: true })]);
    const detail = (await call(cms.app, 'warrantyDetail', { id: ppf.id })).json().data;
    const items = detail.construction.flatMap((c: { zconstruc: { vnames: string; StockNo: string }[] }) => c.zconstruc);
    expect(items.map((i: { vnames: string }) => i.vnames)).toEqual(['Full front', 'Doors']);
  });
});

describe('idempotency: one registration per key', () => {
  it('a repeat answers the first registration, and concurrent repeats store one', async () => {
    const photo = await photoId(cms.app, alpha);
    const body = request(tz, {
      vehicle: { vin: vinFor(400), plate: 'K-I 400', brand: 'VW', model: 'Golf' },
      photos: [photo],
      installations: [{ product_id: 1, areas: ['roof'], rolls: [{ serial: 'PPF-A-001', metres: 1 }] }],
    });
    const before = await state();
    const answers = (await Promise.all(Array.from({ length: 5 }, () => registerCall(cms.app, body, alpha)))).map((r) => r.json());
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(answers.filter((a) => !a.data.repeated)).toHaveLength(1);
    const after = await state();
    expect(after.regs - before.regs).toBe(1);
    expect(after.a1 - before.a1).toBe(100);
    const again = (await registerCall(cms.app, body, alpha)).json();
    expect(again.data).toMatchObject({ id: answers[0].data.id, repeated: true });
  });
});

describe("a dealer never reads or changes another dealer's records", () => {
  let reg: string;
  let photo: string;
  beforeAll(async () => {
    photo = await photoId(cms.app, alpha);
    const res = (
      await registerCall(cms.app, request(tz, { vehicle: { vin: vinFor(500), plate: 'A-X 500', brand: 'Kia', model: 'EV6' }, photos: [photo] }), alpha)
    ).json();
    reg = res.data.id;
  });

  it('lists only its own registrations and rolls', async () => {
    const mine = (await call(cms.app, 'registrations', {}, bravo)).json().data.data;
    expect(mine.every((r: { shop_id: number }) => r.shop_id === BRAVO.shopId)).toBe(true);
    const rolls = (await call(cms.app, 'rolls', {}, bravo)).json().data;
    expect(rolls.map((r: { serial: string }) => r.serial).sort()).toEqual(['PPF-B-001', 'TINT-B-001']);
  });

  it('refuses the detail, the edit and the photo of another dealer as it refuses an unknown one', async () => {
    expect((await call(cms.app, 'registrationDetail', { id: reg }, bravo)).json()).toEqual({ code: 0, data: null, msg: REG_MSG.registrationNotYours });
    expect((await call(cms.app, 'registrationDetail', { id: 'f'.repeat(32) }, bravo)).json()).toEqual({
      code: 0,
      data: null,
      msg: REG_MSG.registrationNotYours,
    });
    const edit = await postJson(cms.app, endpoints.registrationEdit.path, { id: reg, owner: { email: 'thief@example.test' } }, bravo);
    expect(edit.json()).toEqual({ code: 0, data: null, msg: REG_MSG.registrationNotYours });
    expect((await db().selectFrom('reg_registrations').select('owner_email').where('public_id', '=', reg).executeTakeFirstOrThrow()).owner_email).toBe(
      'ada.owner@example.test',
    );
    const file = await cms.app.inject({ method: 'GET', url: `${endpoints.registrationPhotoFile}?id=${photo}`, headers: { token: bravo } });
    expect(file.json()).toEqual({ code: 0, data: null, msg: REG_MSG.photoNotYours });
    const own = await cms.app.inject({ method: 'GET', url: `${endpoints.registrationPhotoFile}?id=${photo}`, headers: { token: alpha } });
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.headers['cache-control']).toBe('no-store');
    expect((await cms.app.inject({ method: 'GET', url: `${endpoints.registrationPhotoFile}?id=${photo}` })).statusCode).toBe(401);
  });
});

describe('photos', () => {
  it('strips EXIF (GPS, camera) and stores a JPEG', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif?.length).toBeGreaterThan(0);
    const res = (await uploadPhoto(cms.app, input, alpha, 'image/jpeg')).json();
    expect(res.code).toBe(1);
    const row = await db().selectFrom('reg_photos').select('data').where('public_id', '=', res.data.id).executeTakeFirstOrThrow();
    const meta = await sharp(Buffer.from(row.data)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(row.data).includes(Buffer.from('WorkshopCam'))).toBe(false);
  });

  it('scales a large photo to at most 2048 px', async () => {
    const res = (await uploadPhoto(cms.app, await png(3000, 1500), alpha)).json();
    expect(res.data).toMatchObject({ width: 2048, height: 1024 });
  });

  it('refuses a file that is not an image, and one over 5 MB, storing nothing', async () => {
    const before = (await db().selectFrom('reg_photos').select('id').execute()).length;
    expect((await uploadPhoto(cms.app, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), alpha, 'image/svg+xml')).json()).toMatchObject({
      code: 0,
      msg: 'Only JPEG, PNG, WebP or GIF images are accepted.',
    });
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = (await uploadPhoto(cms.app, big, alpha)).json();
    expect(res.code).toBe(0);
    expect(res.msg).toMatch(/larger than 5 MB|too large/);
    expect((await db().selectFrom('reg_photos').select('id').execute()).length).toBe(before);
  });
});

describe('changes within 7 days', () => {
  it('audits the change, tells the old and the new email, updates the public keys; read-only after 7 days', async () => {
    const res = (
      await registerCall(
        cms.app,
        request(tz, { vehicle: { vin: vinFor(600), plate: 'E-D 600', brand: 'Seat', model: 'Leon' }, photos: [await photoId(cms.app, alpha)] }),
        alpha,
      )
    ).json();
    const id = res.data.id;
    const edit = (
      await postJson(cms.app, endpoints.registrationEdit.path, { id, owner: { email: 'new.owner@example.test' }, vehicle: { plate: 'E-D 601' } }, alpha)
    ).json();
    expect(edit.code).toBe(1);
    expect(edit.data.owner.email).toBe('new.owner@example.test');
    const audit = await db().selectFrom('editor_audit').selectAll().where('target', '=', id).execute();
    expect(audit).toEqual([expect.objectContaining({ username: `dealer ${ALPHA.shopId}`, action: 'registration.edit', detail: 'owner.email, vehicle.plate' })]);
    const mails = await db().selectFrom('outbox').select(['to_address', 'subject']).orderBy('id', 'desc').limit(2).execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual(['ada.owner@example.test', 'new.owner@example.test']);
    const found = (await call(cms.app, 'warrantyList', { filter: 'E-D 601' })).json();
    expect(found.data.map((c: { Id: string }) => c.Id)).toContain(res.data.warranties[0].id);

    const bad = (await postJson(cms.app, endpoints.registrationEdit.path, { id, owner: { phone: 'x' } }, alpha)).json();
    expect(bad).toMatchObject({ code: 0, data: { errors: [{ path: '/owner/phone', message: REG_MSG.correctPhone }] } });

    await db()
      .updateTable('reg_registrations')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('public_id', '=', id)
      .execute();
    const late = (await postJson(cms.app, endpoints.registrationEdit.path, { id, owner: { name: 'Late' } }, alpha)).json();
    expect(late).toMatchObject({ code: 0, msg: REG_MSG.editClosed });
  });
});
