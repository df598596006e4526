// Starts the CMS: env → config, demo content on an empty database, listen, graceful close.
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { hasContent, loadContent } from './db/content-loader';

const DEMO_CONTENT = path.join(__dirname, 'content');

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.ready();
  if (!(await hasContent(app.cms.db))) {
    const summary = await loadContent(app.cms.db, process.env.CMS_CONTENT_DIR || DEMO_CONTENT, config.uploadDir);
    app.log.info({ ...summary.counts, accounts: summary.accounts, media: summary.mediaFiles }, 'demo content loaded');
  } else if (!(await app.cms.db.selectFrom('editor_docs').select('type').limit(1).executeTakeFirst())) {
    // content loaded before the editing workflow existed: its documents come from a content load
    // (docs/decisions/0010-drafts-over-published.md)
    app.log.warn('The editing API has no documents for this content: run `npm run cms:load -- <content dir>` to make them (it replaces the content).');
  }
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
