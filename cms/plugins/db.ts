// Opens and migrates the database, builds the shared context (`app.cms`) and closes the db with the app.
import { global as fp } from './global';
import type { CmsConfig } from '../config';
import { migrateToLatest, openDatabase, type Db } from '../db/database';
import { mediaUrls } from '../lib/media-url';
import { createThrottle } from '../lib/throttle';
import { createMailer } from '../lib/mailer';

export default fp<{ config: CmsConfig; db?: Db }>(async (app, { config, db: given }) => {
  const db = given ?? openDatabase({ url: config.databaseUrl, file: config.dbFile, poolSize: config.dbPoolSize, sqliteSync: config.sqliteSync });
  await migrateToLatest(db);
  const mailer = createMailer(db, app.log, config.smtpUrl, config.mailFrom);
  app.decorate('cms', {
    config,
    db,
    media: mediaUrls(config.publicUrl),
    throttle: createThrottle(db, config.throttleWindowS),
    mailer,
  });
  app.addHook('onClose', async () => {
    // let queued mail finish (or fail) before the outbox goes away, but never hold shutdown on a dead SMTP server
    await Promise.race([mailer.idle(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    if (!given) await db.destroy();
  });
});
