// The public answer cache (cms/plugins/public-cache.ts): a repeated public GET is answered from
// memory; any write through this instance's API empties it at once, a change made anywhere else
// (another instance, another process) when the cache next reads the database's content version;
// throttled and dealer calls never use it. Runs on SQLite and, in the integration-pg project, on PostgreSQL.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../cms/app';
import { ALPHA, SAMPLES_CONTACT, call, login, startCms, type TestCms } from './helpers';
import { editDoc, signIn } from '../editor/helpers';

let cms: TestCms;
beforeAll(async () => {
  // the content version is read once an hour here: only writes through this instance empty the cache
  cms = await startCms({ publicCacheS: 3600, publicCacheCheckMs: 3_600_000, throttleMax: 3 });
});
afterAll(() => cms.close());

const titleOf = async () => (await call(cms.app, 'blogDetail', { id: 1 })).json().data.title as string;
const rename = (title: string) => sql`update blogs set title = ${title} where id = 1`.execute(cms.app.cms.db);

it('answers a repeated public GET from memory until a write through the API ends', async () => {
  const before = await titleOf();
  await rename('Changed behind the API');
  expect(await titleOf()).toBe(before); // from the cache
  expect((await call(cms.app, 'contactUs', SAMPLES_CONTACT)).json().code).toBe(1);
  expect(await titleOf()).toBe('Changed behind the API');
});

it('answers from memory with the headers of the computed answer, CORS for the asking origin included', async () => {
  const ask = (origin?: string) => cms.app.inject({ method: 'GET', url: '/api/Blog/detail?id=2', headers: origin ? { origin } : {} });
  const computed = await ask('http://site.test');
  await sql`update blogs set title = 'Not yet visible' where id = 2`.execute(cms.app.cms.db);
  const cached = await ask('http://site.test');
  expect(cached.body).toBe(computed.body);
  const { date: _d1, ...want } = computed.headers;
  const { date: _d2, ...got } = cached.headers;
  expect(got).toEqual(want);
  expect(got['access-control-allow-origin']).toBe('http://site.test');
  expect(got['x-content-type-options']).toBe('nosniff');
  // another origin is not allowed, from memory as from the handler
  const other = await ask('https://evil.example');
  expect(other.body).toBe(computed.body);
  expect(other.headers['access-control-allow-origin']).toBeUndefined();
  expect(other.headers.vary).toBe('Origin');
});

it('a dealer call (token) empties it, as a dealer edit changes public content', async () => {
  await titleOf();
  await rename('Changed again');
  const token = await login(cms.app, ALPHA);
  await call(cms.app, 'portalInfo', {}, token);
  expect(await titleOf()).toBe('Changed again');
});

it('never answers a throttled lookup from memory: every warranty check counts', async () => {
  const statuses: number[] = [];
  // the per-client limit is 3 × CMS_THROTTLE_MAX = 9 lookups
  for (let i = 0; i < 10; i++)
    statuses.push((await cms.app.inject({ method: 'GET', url: '/api/Warranty/checkWarranty?filter=NO-SUCH', remoteAddress: '10.9.9.9' })).statusCode);
  expect(statuses.slice(-1)).toEqual([429]);
});

describe('a change made elsewhere, seen through the content version in the database', () => {
  // two instances on one database (one SQLite file, or one PostgreSQL database); each reads the
  // content version before every cached answer (CMS_PUBLIC_CACHE_CHECK_MS=0)
  let a: TestCms;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await startCms({ publicCacheS: 3600, publicCacheCheckMs: 0 });
    b = await buildApp(a.config);
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** the fixture's newest post: first on the list's page 1 */
  const NEWEST = 26;
  const title = async (app: FastifyInstance, id = NEWEST) => (await call(app, 'blogDetail', { id })).json().data.title as string;
  const list = async (app: FastifyInstance) => (await call(app, 'blogList', { page: 1 })).body;

  it('an editor publishing on one instance changes the cached answers of the other at once', async () => {
    const before = await title(b);
    await list(b);
    expect(await title(b)).toBe(before); // cached now
    const ed = await signIn(a.app);
    expect((await editDoc(ed, `/api/editor/items/blogs/${NEWEST}`, (d) => ({ ...d, title: 'Published elsewhere' }))).json().code).toBe(1);
    // a saved draft is not public: the other instance still answers the published title
    expect(await title(b)).toBe(before);
    expect((await ed.call('POST', `/api/editor/items/blogs/${NEWEST}/publish`)).json().code).toBe(1);
    expect(await title(b)).toBe('Published elsewhere');
    expect(await list(b)).toBe(await list(a.app));
    expect(await list(b)).toContain('Published elsewhere');
  });

  it('a write by another process, straight to the database, empties the cache', async () => {
    await title(b);
    await sql`update blogs set title = ${'Written by a loader'} where id = ${NEWEST}`.execute(a.app.cms.db);
    expect(await title(b)).toBe('Written by a loader');
  });

  it('warranty rows are memoized only until they change, and every lookup is still counted', async () => {
    const check = async () => (await b.inject({ method: 'GET', url: '/api/Warranty/checkWarranty?filter=NOT-YET-1', remoteAddress: '10.6.6.6' })).json();
    expect((await check()).code).toBe(0);
    expect((await check()).code).toBe(0); // memoized
    await sql`update warranties set key_no = ${'not-yet-1'} where public_id = (select min(public_id) from warranties)`.execute(a.app.cms.db);
    expect(await check()).toMatchObject({ code: 1, data: { count: 1 } });
    const counted = await sql<{ count: number }>`select count from throttle_counters order by count desc limit 1`.execute(a.app.cms.db);
    expect(Number(counted.rows[0].count)).toBeGreaterThanOrEqual(3);
  });
});

describe('over HTTP, where a hit is answered before Fastify sees the request', () => {
  // the tests' CMS logs nothing, as production logs no success: hits skip Fastify (cms/app.ts)
  let web: TestCms;
  let base: string;
  /** requests Fastify answered (it runs onResponse hooks for the answers its own hooks write too) */
  let routed = 0;
  beforeAll(async () => {
    web = await startCms({ publicCacheS: 3600, publicCacheCheckMs: 3_600_000 }, undefined, {}, (app) =>
      app.addHook('onResponse', (_req, _reply, done) => {
        routed++;
        done();
      }),
    );
    base = await web.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => web.close());

  const get = (url: string, headers: Record<string, string> = {}) => fetch(base + url, { headers });
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));

  it('answers a repeated anonymous GET with the computed bytes and headers, without routing it', async () => {
    const computed = await get('/api/Blog/detail?id=3', { origin: 'http://site.test' });
    const body = await computed.text();
    const before = routed;
    const cached = await get('/api/Blog/detail?id=3', { origin: 'http://site.test' });
    expect(routed).toBe(before);
    expect(await cached.text()).toBe(body);
    expect(headersOf(cached)).toEqual(headersOf(computed));
    expect(cached.headers.get('access-control-allow-origin')).toBe('http://site.test');
    const other = await get('/api/Blog/detail?id=3', { origin: 'https://evil.example' });
    expect(routed).toBe(before);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    await other.text();
  });

  it('hands Fastify every request that is not an anonymous GET of a stored answer', async () => {
    await (await get('/api/Blog/detail?id=4')).text();
    const before = routed;
    await (await get('/api/Blog/detail?id=4', { cookie: 'a=1' })).text();
    await (await get('/api/Blog/detail?id=4', { token: 'x' })).text();
    await (await fetch(`${base}/api/Blog/detail?id=4`, { method: 'HEAD' })).text();
    await (await get('/api/Warranty/checkWarranty?filter=NO-SUCH')).text();
    await (await get('/api/Warranty/checkWarranty?filter=NO-SUCH')).text();
    expect(routed).toBe(before + 5);
  });
});
