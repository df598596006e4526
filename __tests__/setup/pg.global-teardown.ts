// Stops the PostgreSQL server of pg.global-setup.ts and removes its folder.
export default async function teardown(): Promise<void> {
  await globalThis.__cmsPostgres?.stop();
  globalThis.__cmsPostgres = undefined;
}
