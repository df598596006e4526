// Starts the CMS: env → config, demo content on an empty database, listen, graceful close.
import { loadConfig } from './config';
import { DEMO_CONTENT, bootCms } from './boot';
import { hasContent } from './db/content-loader';

async function main() {
  const config = loadConfig();
  const { app, loaded } = await bootCms(config, process.env.CMS_CONTENT_DIR || DEMO_CONTENT);
  if (!loaded && (await hasContent(app.cms.db)) && !(await app.cms.db.selectFrom('editor_docs').select('type').limit(1).executeTakeFirst())) {
    // content loaded before the editing workflow existed: its documents come from a content load
    // (docs/decisions/0011-drafts-over-published.md)
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
