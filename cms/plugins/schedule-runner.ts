// Starts this instance's schedule runner (cms/editor/schedule-runner.ts) when the app is ready, so
// schedules that fell due while the CMS was down run at once, and stops it before the database
// closes. CMS_SCHEDULE_POLL_S=0 leaves it off (the instance still sets and lists schedules).
import { global as fp } from './global';
import { instanceName, startRunner, type Runner } from '../editor/schedule-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** null while the app is not ready, or when CMS_SCHEDULE_POLL_S is 0 */
    scheduleRunner: Runner | null;
  }
}

export default fp(async (app) => {
  app.decorate('scheduleRunner', null);
  app.addHook('onReady', async () => {
    const { db, config } = app.cms;
    if (config.schedulePollS > 0) app.scheduleRunner = startRunner({ db, config, log: app.log, holder: instanceName() }, config.schedulePollS);
  });
  app.addHook('preClose', async () => {
    await app.scheduleRunner?.stop();
    app.scheduleRunner = null;
  });
});
