// Global setup of the `integration-pg` jest project: one real PostgreSQL server for the whole run.
// Each test's CMS gets a fresh database on it (see __tests__/integration/cms/helpers.ts), found
// through CMS_TEST_PG_URL. The server's URL goes out as CMS_TEST_PG_SERVER, which every project's
// workers inherit; only this project's setup file (pg.env.ts) turns it into CMS_TEST_PG_URL, so
// the SQLite `integration` project run in the same jest process stays on SQLite.
import { startPostgres, type PostgresServer } from '../support/postgres-server';

declare global {
  var __cmsPostgres: PostgresServer | undefined;
}

export default async function setup(): Promise<void> {
  const server = await startPostgres();
  globalThis.__cmsPostgres = server;
  process.env.CMS_TEST_PG_SERVER = server.url;
}
