// What `npm run cms` does before it listens: build the app (which migrates the database) and fill a
// database that never had content with the content directory. Tests start instances the same way.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { CmsConfig } from './config';
import { loadContent, type LoadSummary } from './db/content-loader';
import { hasKeywordIndex } from './db/search/blog-keywords';

export const DEMO_CONTENT = path.join(__dirname, 'content');

export async function bootCms(config: CmsConfig, contentDir = DEMO_CONTENT): Promise<{ app: FastifyInstance; loaded: LoadSummary | null }> {
  const app = await buildApp(config);
  await app.ready();
  // several instances may start on one new database: the loader lets exactly one of them fill it
  const loaded = await loadContent(app.cms.db, contentDir, config.uploadDir, { ifEmpty: true });
  if (loaded) app.log.info({ ...loaded.counts, accounts: loaded.accounts, media: loaded.mediaFiles }, 'demo content loaded');
  if (!(await hasKeywordIndex(app.cms.db)))
    app.log.warn('PostgreSQL has no pg_trgm extension here (migration 2026-11-25-blog-search-pg could not create it): blog searches read every post');
  return { app, loaded };
}
