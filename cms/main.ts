// Starts the CMS: env → config, demo content on an empty database, listen, graceful close.
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { loadContent } from './db/content-loader';

const DEMO_CONTENT = path.join(__dirname, 'content');

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.ready();
  // several instances may start on one new database: the loader lets exactly one of them fill it
  const summary = await loadContent(app.cms.db, process.env.CMS_CONTENT_DIR || DEMO_CONTENT, config.uploadDir, { ifEmpty: true });
  if (summary) app.log.info({ ...summary.counts, accounts: summary.accounts, media: summary.mediaFiles }, 'demo content loaded');
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`CMS ready at http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
