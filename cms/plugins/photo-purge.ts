// Deletes registration photos no registration took, once REG_LIMITS.unusedPhotoDays old
// (cms/registration/photo-purge.ts): a pass when the app is ready, then every hour, stopped before
// the database closes. Every instance runs it; the deletes are idempotent, so two instances sharing
// PostgreSQL only share the work.
import { global as fp } from './global';
import { startIntervalTask, type IntervalTask } from '../lib/interval-task';
import { purgeUnusedPhotos } from '../registration/photo-purge';

/** How often the purge runs: a photo is gone at most this long after its retention ends. */
export const PHOTO_PURGE_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** null while the app is not ready, and after it closes */
    photoPurge: IntervalTask<number> | null;
  }
}

export default fp(async (app) => {
  app.decorate('photoPurge', null);
  app.addHook('onReady', async () => {
    const { db } = app.cms;
    app.photoPurge = startIntervalTask(
      'unused photo purge',
      app.log,
      PHOTO_PURGE_EVERY_MS,
      async () => {
        const n = await purgeUnusedPhotos(db);
        if (n > 0) app.log.info({ photos: n }, 'unused registration photos deleted');
        return n;
      },
      0,
    );
  });
  app.addHook('preClose', async () => {
    await app.photoPurge?.stop();
    app.photoPurge = null;
  });
});
