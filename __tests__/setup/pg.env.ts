// Setup file of the `integration-pg` jest project only: its tests run against the PostgreSQL server
// that pg.global-setup.ts started (jest gives each test file its own copy of process.env).
if (!process.env.CMS_TEST_PG_SERVER) throw new Error('CMS_TEST_PG_SERVER is not set: the integration-pg global setup did not start PostgreSQL.');
process.env.CMS_TEST_PG_URL = process.env.CMS_TEST_PG_SERVER;
