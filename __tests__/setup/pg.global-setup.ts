// Global setup of the `integration-pg` jest project: one real PostgreSQL server for the whole run.
// Each test's CMS gets a fresh database on it (see __tests__/integration/cms/helpers.ts), found
// through CMS_TEST_PG_URL, which the test workers inherit.
import { startPostgres, type PostgresServer } from '../support/postgres-server';

declare global {
  // eslint-disable-next-line no-var
  var __cmsPostgres: PostgresServer | undefined;
}

export default async function setup(): Promise<void> {
  const server = await startPostgres();
  globalThis.__cmsPostgres = server;
  process.env.CMS_TEST_PG_URL = server.url;
}
