// Forms lose nothing: contact, become-partner and edit-info checks in the order of
// docs/product/validation-messages.md; accepted ones stored, refused ones not.
import { MSG } from '../../../contract';
import { call, type TestCms, startWithAlpha } from './helpers';

let cms: TestCms;
let token: string;
beforeAll(async () => {
  ({ cms, token } = await startWithAlpha());
});
afterAll(() => cms.close());

const count = async (table: 'contact_requests' | 'join_requests') =>
  Number(
    (
      await cms.app.cms.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const CONTACT = { username: 'Ann Lee', phone: '+1 555', email: 'ann@example.test', country: 'Germany', content: 'I want a quote.' };

describe('contactUs', () => {
  const steps: [Partial<typeof CONTACT>, string][] = [
    [{ username: '', phone: '', email: '', country: '', content: '' }, MSG.fillName],
    [{ phone: '', email: '', country: '', content: '' }, MSG.fillPhone],
    [{ email: '', country: '', content: '' }, MSG.fillEmail],
    [{ email: 'not-an-email', country: '', content: '' }, MSG.correctEmail],
    [{ country: '', content: '' }, MSG.fillCountry],
    [{ content: '   ' }, MSG.fillMessage],
  ];
  it.each(steps)('refuses %j with the next message in order', async (patch, msg) => {
    const before = await count('contact_requests');
    const res = await call(cms.app, 'contactUs', { ...CONTACT, ...patch });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: null, msg });
    expect(await count('contact_requests')).toBe(before);
  });

  it('stores an accepted request with its time', async () => {
    const before = await count('contact_requests');
    const res = await call(cms.app, 'contactUs', CONTACT);
    expect(res.json()).toMatchObject({ code: 1, data: null });
    expect(await count('contact_requests')).toBe(before + 1);
    const row = await cms.app.cms.db.selectFrom('contact_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject(CONTACT);
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
  });

  it('accepts a JSON body too', async () => {
    const res = await cms.app.inject({ method: 'POST', url: '/api/index/contactUs', payload: CONTACT });
    expect(res.json().code).toBe(1);
  });

  it('refuses over-long fields without storing', async () => {
    const before = await count('contact_requests');
    const res = await call(cms.app, 'contactUs', { ...CONTACT, content: 'x'.repeat(6000) });
    expect(res.json().code).toBe(0);
    expect(await count('contact_requests')).toBe(before);
  });
});

describe('joinUs', () => {
  const JOIN = { username: 'Bob', phone: '+49 1', country: '1', city: '101', explain: '' };
  const steps: [Partial<typeof JOIN>, string][] = [
    [{ username: '', phone: '', country: '', city: '' }, MSG.fillName],
    [{ phone: '', country: '', city: '' }, MSG.fillTelephone],
    [{ country: '', city: '' }, MSG.selectYourCountry],
    [{ city: '' }, MSG.selectYourRegion],
  ];
  it.each(steps)('refuses %j with the next message in order', async (patch, msg) => {
    const before = await count('join_requests');
    expect((await call(cms.app, 'joinUs', { ...JOIN, ...patch })).json()).toEqual({ code: 0, data: null, msg });
    expect(await count('join_requests')).toBe(before);
  });

  it('stores an accepted application (explain optional)', async () => {
    const before = await count('join_requests');
    expect((await call(cms.app, 'joinUs', JOIN)).json().code).toBe(1);
    expect((await call(cms.app, 'joinUs', { ...JOIN, explain: 'We install PPF.' })).json().code).toBe(1);
    expect(await count('join_requests')).toBe(before + 2);
  });
});

describe('saveInfo (Edit info)', () => {
  const INFO = { shop_name: 'Alpha Films', mobile: '+49 100 1', nation_id: '1', city_id: '101', desc: 'We wrap cars.', shop_image: '/uploads/media/a.png' };
  const steps: [Partial<typeof INFO>, string][] = [
    [{ shop_name: '', mobile: '', nation_id: '', city_id: '', desc: '', shop_image: '' }, MSG.fillDealerName],
    [{ mobile: '', nation_id: '', city_id: '', desc: '', shop_image: '' }, MSG.fillTelephone],
    [{ nation_id: '', city_id: '', desc: '', shop_image: '' }, MSG.selectYourCountry],
    [{ city_id: '', desc: '', shop_image: '' }, MSG.selectYourRegion],
    [{ desc: '', shop_image: '' }, MSG.enterDescription],
    [{ shop_image: '' }, MSG.uploadImage],
    [{ nation_id: '99' }, MSG.selectYourCountry],
    [{ nation_id: 'abc' }, MSG.selectYourCountry],
    [{ city_id: '201' }, MSG.selectYourRegion],
    [{ city_id: '999' }, MSG.selectYourRegion],
    [{ shop_image: '/uploads/media/missing.png' }, MSG.uploadImage],
    [{ shop_image: '/uploads/../../etc/passwd' }, MSG.uploadImage],
    [{ shop_image: 'http://evil.test/x.png' }, MSG.uploadImage],
  ];
  it.each(steps)('refuses %j with the right message and changes nothing', async (patch, msg) => {
    const before = await cms.app.cms.db.selectFrom('dealers').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect((await call(cms.app, 'saveInfo', { ...INFO, ...patch }, token)).json()).toEqual({ code: 0, data: null, msg });
    const after = await cms.app.cms.db.selectFrom('dealers').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("saves the caller's own shop only and answers the saved values", async () => {
    const other = await cms.app.cms.db.selectFrom('dealers').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
    const res = (
      await call(cms.app, 'saveInfo', { ...INFO, shop_name: 'Alpha Films GmbH', city_id: '102', shop_image: 'http://cms.test/uploads/media/b.jpg' }, token)
    ).json();
    expect(res.code).toBe(1);
    expect(res.data).toEqual({
      shop_name: 'Alpha Films GmbH',
      mobile: INFO.mobile,
      nation_id: 1,
      city_id: 102,
      desc: INFO.desc,
      shop_image: '/uploads/media/b.jpg',
      shop_image_url: 'http://cms.test/uploads/media/b.jpg',
      lat: null,
      lng: null,
    });
    const info = (await call(cms.app, 'ownInfo', {}, token)).json();
    expect(info.data.shop_name).toBe('Alpha Films GmbH');
    const portal = (await call(cms.app, 'portalInfo', {}, token)).json();
    expect(portal.data).toMatchObject({ id: 1, shop_name: 'Alpha Films GmbH', nation: 'Germany', city: 'Berlin' });
    expect(await cms.app.cms.db.selectFrom('dealers').selectAll().where('id', '=', 2).executeTakeFirstOrThrow()).toEqual(other);
  });
});

describe('200 concurrent contact submissions over real HTTP', () => {
  it('stores every one of them', async () => {
    const address = await cms.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await count('contact_requests');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${address}/api/index/contactUs`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...CONTACT, content: `message ${i}` }).toString(),
        }).then((r) => r.json() as Promise<{ code: number }>),
      ),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(200);
    expect(await count('contact_requests')).toBe(before + 200);
    const contents = await cms.app.cms.db.selectFrom('contact_requests').select('content').where('content', 'like', 'message %').execute();
    expect(new Set(contents.map((c) => c.content)).size).toBe(200);
  });
});
