// Opens and migrates the database, builds the shared context (`app.cms`) and closes the db with the app.
import { global as fp } from './global';
import type { CmsConfig } from '../config';
import { migrateToLatest, openDatabase, type Db } from '../db/database';
import { mediaUrls } from '../lib/media-url';
import { createThrottle } from '../lib/throttle';
import { createMailer } from '../lib/mailer';

export default fp<{ config: CmsConfig; db?: Db }>(async (app, { config, db: given }) => {
  const db = given ?? openDatabase(config.dbFile);
  await migrateToLatest(db);
  app.decorate('cms', {
    config,
    db,
    media: mediaUrls(config.publicUrl),
    throttle: createThrottle(config.throttleMax, config.throttleWindowS),
    mailer: createMailer(db, app.log, config.smtpUrl, config.mailFrom),
  });
  if (!given) app.addHook('onClose', async () => db.destroy());
});
