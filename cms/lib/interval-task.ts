// A chore the CMS does on its own every so often (the schedule runner, cms/editor/schedule-runner.ts;
// the purge of unused registration photos, cms/plugins/photo-purge.ts): a first pass at once, then
// one every `everyMs`; passes never overlap, a failed pass is logged and the next one tries again,
// the timer never keeps the process alive, and stop() waits for a pass in flight (so the database
// is not closed under it).
import type { FastifyBaseLogger } from 'fastify';

export interface IntervalTask<T> {
  /** one pass now, after any pass in flight (tests; the timer makes the same call) */
  runNow(): Promise<T>;
  stop(): Promise<void>;
}

export function startIntervalTask<T>(name: string, log: FastifyBaseLogger, everyMs: number, pass: () => Promise<T>, failed: T): IntervalTask<T> {
  let running: Promise<T> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const once = () => {
    running ??= pass()
      .catch((err: Error) => {
        log.error({ err: { message: err.message } }, `${name} failed; the next pass tries again`);
        return failed;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const tick = () => {
    if (stopped) return;
    void once().then(() => {
      if (stopped) return;
      timer = setTimeout(tick, everyMs);
      timer.unref();
    });
  };
  tick();
  return {
    runNow: async () => {
      if (running) await running;
      return once();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
