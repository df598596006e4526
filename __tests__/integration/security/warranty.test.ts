// Warranty lookups (docs/decisions/0009-masked-and-throttled-warranty-lookups.md): throttled per
// client and overall before the database is asked, personal data masked unless the asker gives one
// of the owner's keys, and numbers the CMS assigns itself random with a check character.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_DIR, startCms, type TestCms } from '../cms/helpers';
import { checkChar, isValidNewWarrantyNo } from '../../../cms/lib/warranty-number';

const TOO_MANY = 'Too many attempts. Please try again later.';
const get = (cms: TestCms, url: string, ip = '10.8.0.1') => cms.app.inject({ method: 'GET', url, remoteAddress: ip });
const list = async (cms: TestCms, filter: string, key?: string) =>
  (await get(cms, `/api/Warranty/getWarrantysList?${new URLSearchParams({ filter, ...(key ? { key } : {}) })}`)).json();
const detail = async (cms: TestCms, id: string, key?: string) =>
  (await get(cms, `/api/Warranty/getWarrantysDetail?${new URLSearchParams({ id, ...(key ? { key } : {}) })}`)).json();

describe('masking', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startCms();
  });
  afterAll(() => cms.close());

  it('a warranty number alone shows the owner masked, in the list and the detail', async () => {
    const found = await list(cms, 'CFM-0001');
    expect(found.code).toBe(1);
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ CustomerName: 'E*** O***', CarBrand: 'Porsche', cpname: 'Crystal PPF' });
    const d = await detail(cms, found.data[0].Id, 'CFM-0001');
    expect(d.data.order.warrantyNo).toBe('CFM-0001');
    expect(d.data.customer.customer).toMatchObject({ CustomerName: 'E*** O***', VINNO: '*************0001' });
    expect(JSON.stringify(d.data)).not.toMatch(/Eva|WVWZZZ|Example\.test/i);
    // no key at all: the same
    expect((await detail(cms, found.data[0].Id)).data.customer.customer.CustomerName).toBe('E*** O***');
  });

  it.each([
    ['plate', 'm-ab 123'],
    ['email', 'EVA@example.test'],
    ['tel', '+49 170 1111'],
    ['VIN', 'wvwzzz1jzxw000001'],
  ])('a warranty number with the %s as second key shows the owner', async (_label, key) => {
    const found = await list(cms, 'CFM-0001', key);
    expect(found.data[0].CustomerName).toBe('Eva Owner');
    const d = await detail(cms, found.data[0].Id, key);
    expect(d.data.customer.customer).toMatchObject({ CustomerName: 'Eva Owner', VINNO: 'WVWZZZ1JZXW000001' });
  });

  it("another warranty's key unmasks nothing", async () => {
    // TK 789 is Finn Driver's plate, not Eva's
    const found = await list(cms, 'CFM-0001', 'TK 789');
    expect(found.data[0].CustomerName).toBe('E*** O***');
    expect((await detail(cms, found.data[0].Id, 'TK 789')).data.customer.customer.CustomerName).toBe('E*** O***');
  });

  it('the same search answered again and again keeps masked and owner answers apart (answers are kept per search)', async () => {
    for (let round = 0; round < 3; round++) {
      expect((await list(cms, 'CFM-0001')).data[0].CustomerName).toBe('E*** O***');
      expect((await list(cms, 'CFM-0001', 'm-ab 123')).data[0].CustomerName).toBe('Eva Owner');
      expect((await list(cms, 'CFM-0001', 'TK 789')).data[0].CustomerName).toBe('E*** O***');
    }
  });

  it('a search by a personal key shows the owner (the site passes the search on as key)', async () => {
    const found = await list(cms, 'TK 789');
    expect(found.data[0].CustomerName).toBe('Finn Driver');
    expect((await detail(cms, found.data[0].Id, 'TK 789')).data.customer.customer).toMatchObject({ CustomerName: 'Finn Driver', VINNO: 'JT000000000000003' });
  });
});

describe('throttling', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await startCms({ warrantyMax: 4, warrantyMaxAll: 10 });
  });
  afterAll(() => cms.close());
  beforeEach(() => cms.app.cms.db.deleteFrom('throttle_counters').execute());

  it('limits every lookup (search, list, detail) per client, then everyone together', async () => {
    const urls = ['/api/Warranty/checkWarranty?filter=CFM-0001', '/api/Warranty/getWarrantysList?filter=CFM-0002', '/api/Warranty/getWarrantysDetail?id=x'];
    for (let i = 0; i < 4; i++) expect((await get(cms, urls[i % 3], '10.8.1.1')).statusCode).toBe(200);
    for (const url of urls) {
      const refused = await get(cms, url, '10.8.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 0, data: null, msg: TOO_MANY });
    }
    // other clients get answers until the overall limit: 10, of which the first client used 4 (its refused ones never reach the total)
    for (let i = 2; i < 8; i++) expect((await get(cms, urls[0], `10.8.1.${i}`)).statusCode).toBe(200);
    expect((await get(cms, urls[0], '10.8.1.8')).statusCode).toBe(429);
  });

  it('counts concurrent guesses too: a burst of sequential numbers is mostly refused', async () => {
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => get(cms, `/api/Warranty/getWarrantysList?filter=CFM-${String(i).padStart(4, '0')}`, '10.8.2.1')),
    );
    expect(burst.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(4);
  });
});

describe('numbers the CMS assigns', () => {
  let cms: TestCms;
  let dir: string;
  beforeAll(async () => {
    // the fixture content with three warranties given without a number
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-warranty-'));
    fs.cpSync(FIXTURE_DIR, dir, { recursive: true });
    const file = path.join(dir, 'warranties.json');
    const items = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>[];
    const fresh = [1, 2, 3].map((n) => ({
      ...items[0],
      warrantyNo: undefined,
      plate: `NEW ${n}`,
      phone: `+1 555 000${n}`,
      CustomerEmail: `new${n}@example.test`,
    }));
    fs.writeFileSync(file, JSON.stringify([...items, ...fresh]));
    cms = await startCms({}, dir);
  });
  afterAll(async () => {
    await cms.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('are random, distinct, carry a check character and are found by their number', async () => {
    const nos: string[] = [];
    for (let n = 1; n <= 3; n++) {
      const found = await list(cms, `NEW ${n}`);
      const d = await detail(cms, found.data[0].Id, `NEW ${n}`);
      nos.push(d.data.order.warrantyNo);
    }
    expect(new Set(nos).size).toBe(3);
    for (const no of nos) {
      expect(no).toMatch(/^CFM-PPF-[0-9]{4}-[0-9A-HJKMNP-TV-Z]{8}-[0-9A-HJKMNP-TV-Z]$/);
      expect(isValidNewWarrantyNo(no)).toBe(true);
      expect((await list(cms, no.toLowerCase())).data).toHaveLength(1);
    }
    // not sequential: the random parts of the three share no common prefix of half their length
    const bodies = nos.map((no) => no.split('-')[3]);
    expect(new Set(bodies.map((b) => b.slice(0, 4))).size).toBeGreaterThan(1);
  });

  it('the check character catches a mistyped or swapped character', () => {
    const body = '7KQ4M9XT';
    const no = `CFM-PPF-2026-${body}-${checkChar(body)}`;
    expect(isValidNewWarrantyNo(no)).toBe(true);
    expect(isValidNewWarrantyNo(no.replace('7KQ4', '7KQ5'))).toBe(false);
    expect(isValidNewWarrantyNo(no.replace('7KQ4', 'K7Q4'))).toBe(false);
  });
});
