// What `npm run cms` does before it listens: build the app (which migrates the database); in demo
// mode fill a database that never had content with the demo content and its logins, otherwise
// start as the database is and tell the operator what a new instance still lacks. Tests start
// instances the same way.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app';
import type { CmsConfig } from './config';
import { loadContent, type LoadSummary } from './db/content-loader';
import { hasKeywordIndex } from './db/search/blog-keywords';
import { DEMO_CONTENT } from './demo/accounts';
import { demoPasswordsStillSet, FIRST_ADMIN_HINT, hasEditors } from './demo/first-run';

export { DEMO_CONTENT };

export async function bootCms(
  config: CmsConfig,
  contentDir = DEMO_CONTENT,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; loaded: LoadSummary | null }> {
  const app = await buildApp(config, options);
  await app.ready();
  let loaded: LoadSummary | null = null;
  if (config.demo) {
    app.log.warn('Demo mode (CMS_DEMO=1): a new database gets the demo content and the demo logins the README publishes. Never expose a demo.');
    // several instances may start on one new database: the loader lets exactly one of them fill it
    loaded = await loadContent(app.cms.db, contentDir, config.uploadDir, { ifEmpty: true, demo: true });
    if (loaded) app.log.info({ ...loaded.counts, accounts: loaded.accounts, media: loaded.mediaFiles }, 'demo content loaded');
  } else {
    if (!(await hasEditors(app.cms.db))) app.log.warn(FIRST_ADMIN_HINT);
    for (const who of await demoPasswordsStillSet(app.cms.db))
      app.log.warn(`${who} still has a password the README publishes: its sign-in is refused until it is changed.`);
  }
  if (!(await hasKeywordIndex(app.cms.db)))
    app.log.warn('PostgreSQL has no pg_trgm extension here (migration 2026-11-25-blog-search-pg could not create it): blog searches read every post');
  return { app, loaded };
}
