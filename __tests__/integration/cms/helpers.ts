// Test helpers: a CMS app on a fresh temp database loaded with the fixture content, plus small call helpers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../../cms/app';
import { loadConfig, type CmsConfig } from '../../../cms/config';
import { loadContent } from '../../../cms/db/content-loader';
import { endpoints, type Endpoint, type EndpointName } from '../../../contract';
import { createDatabase } from '../../support/postgres-server';

export const FIXTURE_DIR = path.join(__dirname, '../../fixtures/content');
export const DEMO_DIR = path.join(__dirname, '../../../cms/content');
export const PUBLIC_URL = 'http://cms.test';

/** a valid Contact Us form */
export const SAMPLES_CONTACT = { username: 'Ann', phone: '123', email: 'ann@example.test', country: 'Germany', content: 'Hello' };

/** fixture dealer logins (see __tests__/fixtures/content/dealers.json) */
export const ALPHA = { username: 'alpha', password: 'Alpha#2026', shopId: 1 };
export const BRAVO = { username: 'bravo', password: 'Bravo#2026', shopId: 2 };

export interface TestCms {
  app: FastifyInstance;
  config: CmsConfig;
  dir: string;
  close(): Promise<void>;
}

/** Serves the app over real HTTP on a free loopback port (what a build's source plugin calls); answers its origin. */
export const serveOnLoopback = (app: FastifyInstance): Promise<string> => app.listen({ port: 0, host: '127.0.0.1' });

/**
 * Under the `integration-pg` jest project (CMS_TEST_PG_URL set by its global setup) every CMS gets
 * a fresh database on that PostgreSQL server; otherwise a SQLite file in its temp folder.
 */
export async function startCms(
  overrides: Partial<CmsConfig> = {},
  contentDir = FIXTURE_DIR,
  options: BuildOptions = {},
  /** runs before the app is ready (to add a hook that watches requests) */
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestCms> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const pg = process.env.CMS_TEST_PG_URL ? await createDatabase(process.env.CMS_TEST_PG_URL) : null;
  const config = loadConfig(
    {},
    {
      dbFile: path.join(dir, 'cms.sqlite'),
      databaseUrl: pg?.url ?? null,
      uploadDir: path.join(dir, 'uploads'),
      publicUrl: PUBLIC_URL,
      siteUrl: 'http://site.test',
      logger: false,
      throttleMax: 100000,
      // tests that write to the database directly read their change at once; public-cache.test turns it on
      publicCacheS: 0,
      // the fixture's logins come from its demo-logins.json, which only demo mode loads; a test of a
      // real instance passes demo: false (and content without that file)
      demo: true,
      ...overrides,
    },
  );
  const app = await buildApp(config, options);
  beforeReady?.(app);
  await app.ready();
  await loadContent(app.cms.db, contentDir, config.uploadDir, { demo: config.demo });
  return {
    app,
    config,
    dir,
    close: async () => {
      await app.close();
      await pg?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Params = Record<string, string | number | undefined>;

const qs = (params: Params = {}) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined) as [string, string | number][];
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
};

/** Calls an endpoint of the contract table the way the site does (query on GET, form body on POST). */
export function call(app: FastifyInstance, name: EndpointName, params: Params = {}, token?: string): Promise<LightMyRequestResponse> {
  const ep = endpoints[name];
  const headers: Record<string, string> = token ? { token } : {};
  if (ep.method === 'GET') return app.inject({ method: 'GET', url: ep.path + qs(params), headers });
  return app.inject({
    method: 'POST',
    url: ep.path,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: qs(params).slice(1),
  });
}

export async function login(app: FastifyInstance, who: { username: string; password: string }): Promise<string> {
  const res = await call(app, 'login', { username: who.username, password: who.password });
  const body = res.json();
  if (body.code !== 1) throw new Error(`login failed: ${body.msg}`);
  return body.data.userinfo.token as string;
}

/** A CMS on a new database with dealer Alpha signed in: where most tests of the public API start. */
export async function startWithAlpha(): Promise<{ cms: TestCms; token: string }> {
  const cms = await startCms();
  return { cms, token: await login(cms.app, ALPHA) };
}

/** A multipart body with the given file parts. */
export function multipart(parts: { field: string; filename: string; type: string; data: Buffer }[]) {
  const boundary = `----cmstest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`));
    chunks.push(p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** true for the calls that need a dealer token */
export const isDealerCall = (name: EndpointName) => (endpoints[name] as Endpoint).auth === 'dealer';
