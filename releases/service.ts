// The release service's loop (docs/releases.md): it holds the one release lease of the CMS, and
// while it does, reads the CMS's snapshot on start, every RELEASE_POLL_S and whenever the hook
// wakes it, and builds when the publish log is ahead of the live release and not held by a
// rollback. One build runs at a time; wake-ups during a build leave one follow-up check, which
// reads the snapshot anew and so carries every change made meanwhile (RELEASE_SETTLE_S after that
// build when content was published during it, so that a burst goes out in fewer builds). Rollback
// orders of the console are carried out between (and during) builds. A release goes live with the
// live release's search index; its own is written afterwards, niced, and replaces it as release
// `<id>.search` (docs/releases.md "The search index").
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseEvent, SiteSnapshot } from '../contract/releases';
import { searchReleaseId } from '../contract/release-names';
import { RELEASE_ID, currentRelease, releaseIds, releaseRoot } from '../plugins/gatsby-plugin-hosting/server/release-layout';
import type { CmsClient } from './cms-client';
import type { ReleaseConfig } from './config';
import { INDEX_STEP, buildSteps, indexStep, runBuild, runStep, stopRunningStep, stopStep, type BuildStep } from './build-steps';
import { checkRelease } from './checks';
import { flushOutbox, pendingEvents, sendDurably } from './outbox';
import {
  SEARCH_DIR,
  SEARCH_ENTRY,
  clearSearchAttempts,
  makeRelease,
  makeSearchRelease,
  newReleaseId,
  newSearchPartial,
  pruneReleases,
  readMeta,
  removeLeftovers,
  removeRelease,
  searchFailedMarker,
  switchTo,
} from './release-store';
import { rollbackTo } from './rollback';
import { mirrorProject } from './work-copy';
import { writeStatus } from './status';

export type Say = (line: string) => void;

/** The search index of a live release being written (one at a time). */
interface IndexJob {
  id: string;
  /** this attempt's folder: its `pagefind/` becomes the release's */
  partial: string;
  child: ChildProcess | null;
  /** stopped because a build started: its result is not used */
  cancelled: boolean;
  /** set when the process has ended */
  result: { ok: boolean; tail: string; ms: number } | null;
  done: Promise<void>;
}

const fmt = (t: Record<string, number>) =>
  Object.entries(t)
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}s`)
    .join(', ');

export class ReleaseService {
  private stopped = false;
  private woken = false;
  private wakeLoop: (() => void) | null = null;
  private leaseHeld = false;
  private leaseTimer: NodeJS.Timeout | null = null;
  private orderTimer: NodeJS.Timeout | null = null;
  private loopDone: Promise<void> | null = null;
  /** switches (a build going live, a rollback) one at a time */
  private switching: Promise<unknown> = Promise.resolve();
  private failures = 0;
  private retryAt = 0;
  private failedSeq = -1;
  private readonly refusedOrders = new Set<number>();
  private readonly steps: BuildStep[];
  private lastLeaseNote = '';
  private forceOnce: boolean;
  private retryTimer: NodeJS.Timeout | null = null;
  /** a follow-up build waits until then (content was published during the build before it; RELEASE_SETTLE_S) */
  private settleFrom = 0;
  private settleUntil = 0;
  private settleTimer: NodeJS.Timeout | null = null;
  private indexJob: IndexJob | null = null;

  constructor(
    private readonly c: ReleaseConfig,
    private readonly cms: CmsClient,
    private readonly say: Say = (l) => process.stdout.write(`[releases] ${l}\n`),
  ) {
    this.steps = buildSteps(c);
    this.forceOnce = c.buildAtStart;
  }

  /** Takes the lease (or starts waiting for it) and runs the loop until stop(). */
  start(): void {
    fs.mkdirSync(this.c.releasesDir, { recursive: true });
    const leaseEvery = Math.max(200, Math.floor(this.c.leaseTtlMs / 3));
    const tickLease = () => {
      void this.renewLease().finally(() => {
        if (!this.stopped) this.leaseTimer = setTimeout(tickLease, leaseEvery);
      });
    };
    tickLease();
    const tickOrders = () => {
      void this.carryOutOrders().finally(() => {
        if (!this.stopped) this.orderTimer = setTimeout(tickOrders, Math.min(this.c.pollMs, 2000));
      });
    };
    this.orderTimer = setTimeout(tickOrders, Math.min(this.c.pollMs, 2000));
    this.loopDone = this.loop();
  }

  /** The hook: look at the CMS now (or right after the build in progress). */
  wake(): void {
    this.woken = true;
    this.wakeLoop?.();
  }

  get holdsLease(): boolean {
    return this.leaseHeld;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.leaseTimer) clearTimeout(this.leaseTimer);
    if (this.orderTimer) clearTimeout(this.orderTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.settleTimer) clearTimeout(this.settleTimer);
    stopRunningStep();
    const job = this.indexJob;
    stopStep(job?.child ?? null);
    this.wakeLoop?.();
    await this.loopDone;
    if (job) {
      await job.done;
      fs.rmSync(job.partial, { recursive: true, force: true });
    }
    if (this.leaseHeld) {
      // the shortest lease the CMS takes: another service may take over in a second, not a full ttl
      await this.cms.lease({ holder: this.c.holder, ttl_ms: 1000 }).catch(() => undefined);
      this.leaseHeld = false;
    }
  }

  private async renewLease(): Promise<void> {
    try {
      const lease = await this.cms.lease({ holder: this.c.holder, ttl_ms: this.c.leaseTtlMs });
      const had = this.leaseHeld;
      this.leaseHeld = lease.held && !this.stopped;
      const note = lease.held
        ? `holding the release lease as ${this.c.holder}`
        : `the release lease is held by ${lease.holder} until ${lease.expires_at}: waiting`;
      if (note !== this.lastLeaseNote) this.say(note);
      this.lastLeaseNote = note;
      if (this.leaseHeld && !had) {
        // only the lease's holder writes the releases folder: what a stopped holder left goes now
        void removeLeftovers(this.c.releasesDir);
        this.wake();
      }
    } catch (err) {
      // not renewed: keep building only while the lease cannot have run out
      this.say(`could not renew the release lease: ${(err as Error).message}`);
      this.lastLeaseNote = '';
      this.leaseHeld = false;
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      if (!this.woken) {
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, this.c.pollMs);
          this.wakeLoop = () => {
            clearTimeout(t);
            resolve();
          };
        });
        this.wakeLoop = null;
      }
      this.woken = false;
      if (this.stopped || !this.leaseHeld) continue;
      try {
        await this.finishIndex();
        await this.maybeBuild();
        this.resumeIndex();
      } catch (err) {
        this.say(`could not check the CMS: ${(err as Error).message}`);
      }
    }
  }

  private liveSeq(): number | null {
    const live = currentRelease(this.c.releasesDir);
    if (!live) return null;
    return readMeta(this.c.releasesDir, live.id)?.seq ?? 0;
  }

  private async maybeBuild(): Promise<void> {
    // a rollback order being carried out switches `current` before the CMS has its event (and with
    // it the hold): a snapshot read around it would build what the rollback took back, so none is
    // used unless no switch began while it was read (the loop looks again)
    const switching = this.switching;
    await switching;
    if (!(await flushOutbox(this.cms, this.c.releasesDir))) {
      this.say('the CMS has not taken the events kept in outbox.json yet: building nothing until it has');
      return;
    }
    const snap = await this.cms.snapshot();
    if (this.switching !== switching) return;
    const live = this.liveSeq();
    const forced = this.forceOnce && !(live !== null && snap.held_through >= snap.seq);
    if (this.forceOnce && !forced) this.say(`not building at start: a rollback holds the publishes up to seq ${snap.held_through}`);
    this.forceOnce = false;
    if (!forced && live !== null && !(snap.seq > live && snap.seq > snap.held_through)) return;
    if (this.failures && Date.now() < this.retryAt && snap.seq <= this.failedSeq) {
      this.wakeAt('retryTimer', this.retryAt);
      return;
    }
    if (Date.now() < this.settleUntil) {
      // a burst: more publishes may follow the ones made during the last build
      this.wakeAt('settleTimer', this.settleUntil);
      return;
    }
    // the wait the settle caused (a build held longer by something else, a rollback, counts only the settle)
    const settled = this.settleUntil ? Math.min(Date.now(), this.settleUntil) - this.settleFrom : 0;
    this.settleUntil = 0;
    await this.build(snap, settled);
  }

  /** One timer that wakes the loop at `at`, however often the loop looks meanwhile (a back-off, a settle). */
  private wakeAt(slot: 'retryTimer' | 'settleTimer', at: number): void {
    if (this[slot]) return;
    const timer = setTimeout(() => {
      this[slot] = null;
      this.wake();
    }, at - Date.now());
    timer.unref();
    this[slot] = timer;
  }

  private event(e: Omit<ReleaseEvent, 'holder'>): Promise<void> {
    return this.cms.event({ ...e, holder: this.c.holder }).catch((err: Error) => this.say(`could not tell the CMS (${e.kind} ${e.release}): ${err.message}`));
  }

  /** `settledMs`: how long it waited for a burst to settle (a step of its own, within its total). */
  private async build(snap: SiteSnapshot, settledMs = 0): Promise<void> {
    const dir = this.c.releasesDir;
    const id = newReleaseId(dir, snap.seq);
    const timings: Record<string, number> = settledMs ? { settle: settledMs } : {};
    const t0 = Date.now() - settledMs;
    let step = 'work copy';
    /** a step begins: the console and status.json hear it */
    const enter = (name: string) => {
      step = name;
      writeStatus(dir, { state: 'building', release: id, seq: snap.seq, step: name });
      void this.event({ kind: 'step', release: id, step: name });
    };
    const timed = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
      enter(name);
      const s = Date.now();
      try {
        return await fn();
      } finally {
        timings[name] = Date.now() - s;
      }
    };
    const fail = async (failedStep: string, message: string) => {
      this.failures++;
      this.failedSeq = snap.seq;
      const backoff = Math.min(this.c.retryMs * 2 ** (this.failures - 1), this.c.retryMaxMs);
      this.retryAt = Date.now() + backoff;
      timings.total = Date.now() - t0;
      this.say(
        `release ${id} (seq ${snap.seq}) failed at "${failedStep}": ${message.split('\n')[0]}; the live release stays; retry in ${(backoff / 1000).toFixed(1)}s`,
      );
      writeStatus(dir, {
        state: 'failed',
        release: id,
        seq: snap.seq,
        step: failedStep,
        message: message.slice(-4000),
        log: path.join(dir, 'logs', `${id}.log`),
      });
      await this.event({ kind: 'failed', release: id, seq: snap.seq, step: failedStep, log_tail: message.slice(-4000), timings });
    };

    const live = currentRelease(dir);
    const liveMeta = live ? readMeta(dir, live.id) : null;
    const index = indexStep(this.c, this.c.outputDir, path.join(this.c.outputDir, SEARCH_DIR));
    // the live release's index serves until this release's own is written (after it goes live)
    const carry = Boolean(index && this.c.searchLater && live && liveMeta && fs.existsSync(path.join(live.root, SEARCH_ENTRY)));
    const steps = index && !carry ? [...this.steps, index] : this.steps;
    this.say(`building release ${id} for seq ${snap.seq} (the live release holds ${this.liveSeq() ?? 'nothing yet'})`);
    this.cancelIndex();
    writeStatus(dir, { state: 'building', release: id, seq: snap.seq, step: 'work copy' });
    await this.event({ kind: 'started', release: id, seq: snap.seq });
    try {
      await timed('work copy', () => {
        if (this.c.sourceDir !== this.c.workDir) mirrorProject(this.c.workDir, this.c.sourceDir, [this.c.releasesDir, this.c.workDir]);
      });
      const logFile = path.join(dir, 'logs', `${id}.log`);
      const run = await runBuild(steps, this.c.workDir, logFile, enter);
      Object.assign(timings, run.timings);
      if (!run.ok) return await fail(run.step!, run.tail);
      // content published during the build: the build may show it or not; the release holds `snap.seq`
      const after = await this.cms.snapshot().catch(() => snap);
      const refused = await timed('checks', () => checkRelease(this.c.outputDir, snap, after, { searchIndex: !carry }));
      if (refused) return await fail(refused.step, refused.message);
      const copy = await timed('release copy', () =>
        makeRelease(dir, id, this.c.outputDir, { seq: snap.seq, built_at: new Date().toISOString(), timings }, carry),
      );
      this.say(
        `release ${id}: ${copy.files} files, ${copy.linked} linked to the previous release, ${copy.copied} copied (${(copy.bytesCopied / 1e6).toFixed(1)} MB) in ${copy.ms} ms` +
          (carry ? `; search index of seq ${copy.searchSeq} until its own is written` : ''),
      );
      const went = await this.goLive(id, snap, timings, t0, enter);
      if (!went.ok) return await fail('switch', went.message);
      if (after.seq > snap.seq && this.c.settleMs > 0) {
        // published during this build: the follow-up waits a little for the rest of the burst
        this.settleFrom = Date.now();
        this.settleUntil = this.settleFrom + this.c.settleMs;
      }
      this.failures = 0;
      this.failedSeq = -1;
    } catch (err) {
      await fail(step, (err as Error).stack ?? String(err));
    }
  }

  /** One at a time with rollbacks: the lease and the rollback hold are read again right before the switch. */
  private goLive(
    id: string,
    snap: SiteSnapshot,
    timings: Record<string, number>,
    t0: number,
    onStep: (s: string) => void,
  ): Promise<{ ok: true } | { ok: false; message: string }> {
    const run = async (): Promise<{ ok: true } | { ok: false; message: string }> => {
      onStep('switch');
      const dir = this.c.releasesDir;
      const drop = (message: string) => {
        fs.rmSync(path.join(dir, 'releases', id), { recursive: true, force: true });
        return { ok: false as const, message };
      };
      if (!this.leaseHeld) return drop('the release lease was lost during the build: another service releases now');
      const now = await this.cms.snapshot().catch(() => snap);
      if (currentRelease(dir) && snap.seq <= now.held_through)
        return drop(`a rollback holds the publishes up to seq ${now.held_through}, and this build holds seq ${snap.seq}`);
      const s = Date.now();
      switchTo(dir, id);
      timings.switch = Date.now() - s;
      timings.total = Date.now() - t0;
      this.say(`release ${id} is live (seq ${snap.seq}): ${fmt(timings)}`);
      writeStatus(dir, { state: 'live', release: id, seq: snap.seq });
      await sendDurably(this.cms, dir, { kind: 'live', release: id, seq: snap.seq, timings, holder: this.c.holder });
      for (const gone of pruneReleases(dir, this.c.keep)) {
        this.say(`removed release ${gone} (RELEASES_KEEP=${this.c.keep})`);
        await this.event({ kind: 'removed', release: gone });
      }
      return { ok: true };
    };
    const next = this.switching.then(run, run);
    this.switching = next.catch(() => undefined);
    return next;
  }

  /**
   * Starts the search index of the live release when it carries an older one: only for the newest
   * release on disk (a rollback's release stays as it was), one at a time, never again after it
   * failed for that release (a marker on disk: the next release tries its own).
   */
  private resumeIndex(): void {
    const dir = this.c.releasesDir;
    if (this.indexJob || this.stopped || !this.leaseHeld) return;
    const live = currentRelease(dir);
    if (!live || fs.existsSync(searchFailedMarker(dir, live.id))) return;
    // a `<id>.search` that never went live (a switch that failed, a service that died) does not count
    if (
      releaseIds(dir)
        .filter((r) => r !== searchReleaseId(live.id))
        .at(-1) !== live.id
    )
      return;
    const meta = readMeta(dir, live.id);
    if (!meta || (meta.search_seq ?? meta.seq) >= meta.seq) return;
    clearSearchAttempts(dir, live.id);
    const partial = newSearchPartial(dir, live.id);
    const step = indexStep(this.c, releaseRoot(dir, live.id), path.join(partial, SEARCH_DIR));
    if (!step) return;
    this.say(`writing the search index of release ${live.id} (live with the index of seq ${meta.search_seq})`);
    const t0 = Date.now();
    const job: IndexJob = { id: live.id, partial, child: null, result: null, cancelled: false, done: Promise.resolve() };
    job.done = runStep(step, this.c.workDir, path.join(dir, 'logs', `${searchReleaseId(live.id)}.log`), {
      track: (child) => (job.child = child),
      // the next build comes first: the index may trail
      niceness: 10,
    }).then(({ code, tail }) => {
      job.result = { ok: code === 0, tail: code === 0 ? '' : `${INDEX_STEP} exited with code ${code}\n${tail}`, ms: Date.now() - t0 };
      this.wake();
    });
    this.indexJob = job;
  }

  /**
   * A build starts: the index being written is of pages that will not be live when it is done, and
   * it would share the machine (and its memory) with the build. Stopped; the loop writes the index
   * of whichever release is live after the build.
   */
  private cancelIndex(): void {
    const job = this.indexJob;
    if (!job || job.result) return;
    job.cancelled = true;
    stopStep(job.child);
  }

  /** An index that has been written goes live with its release's pages, if that release is still live. */
  private async finishIndex(): Promise<void> {
    const job = this.indexJob;
    if (!job?.result) return;
    this.indexJob = null;
    const dir = this.c.releasesDir;
    const { id, result, partial } = job;
    const drop = () => fs.rmSync(partial, { recursive: true, force: true });
    const next = searchReleaseId(id);
    const seq = readMeta(dir, id)?.seq ?? 0;
    if (job.cancelled || currentRelease(dir)?.id !== id) {
      drop();
      this.say(
        `the search index of release ${id} is not used: ${job.cancelled ? 'a build started' : `${currentRelease(dir)?.id ?? 'no release'} is live now`}`,
      );
      return;
    }
    if (!result.ok) {
      drop();
      fs.writeFileSync(searchFailedMarker(dir, id), `${new Date().toISOString()}\n${result.tail}`);
      this.say(`the search index of release ${id} failed: ${result.tail.split('\n')[0]}; the live release keeps the older index`);
      await this.event({ kind: 'started', release: next, seq });
      await this.event({ kind: 'failed', release: next, seq, step: INDEX_STEP, log_tail: result.tail.slice(-4000) });
      return;
    }
    const run = async () => {
      if (this.stopped || !this.leaseHeld) return drop();
      const meta = makeSearchRelease(dir, id, partial, { [INDEX_STEP]: result.ms });
      try {
        await this.cms.event({ kind: 'started', release: meta.id, seq: meta.seq, holder: this.c.holder });
      } catch (err) {
        // the CMS must know the release before it goes live (its `live` event names it): tried again on the next look
        fs.rmSync(releaseRoot(dir, meta.id), { recursive: true, force: true });
        this.say(`the search index of release ${id} waits: the CMS did not take its start (${(err as Error).message})`);
        return;
      }
      // nothing awaited between this look and the switch: a rollback by command in between would be undone
      const now = currentRelease(dir)?.id;
      if (now !== id) {
        fs.rmSync(releaseRoot(dir, meta.id), { recursive: true, force: true });
        const why = `not used: ${now ?? 'no release'} went live while it was made`;
        this.say(`the search index of release ${id} is ${why}`);
        await this.event({ kind: 'failed', release: meta.id, seq: meta.seq, step: INDEX_STEP, log_tail: why });
        return;
      }
      switchTo(dir, meta.id);
      this.say(`release ${meta.id} is live: release ${id}'s pages with their own search index (${(result.ms / 1000).toFixed(1)}s)`);
      writeStatus(dir, { state: 'live', release: meta.id, seq: meta.seq });
      await sendDurably(this.cms, dir, { kind: 'live', release: meta.id, seq: meta.seq, timings: meta.timings, holder: this.c.holder });
      void removeRelease(dir, id);
      await this.event({ kind: 'removed', release: id });
    };
    const switched = this.switching.then(run, run);
    this.switching = switched.catch((err: Error) => this.say(`the search index of release ${id} could not go live: ${err.message}`));
    await this.switching;
  }

  /** The console's rollback orders, oldest first; a refused one is reported once and not retried. */
  private async carryOutOrders(): Promise<void> {
    // an order's answer still waiting in the outbox: the CMS will hear it before the order is asked for again
    if (!this.leaseHeld || this.stopped || pendingEvents(this.c.releasesDir).length) return;
    let order;
    try {
      order = await this.cms.order();
    } catch (err) {
      this.say(`could not read rollback orders: ${(err as Error).message}`);
      return;
    }
    if (!order || this.refusedOrders.has(order.id)) return;
    const o = order;
    const run = async () => {
      const result = rollbackTo(this.c.releasesDir, o.release);
      const release = RELEASE_ID.test(o.release) ? o.release : o.release.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80) || 'unknown';
      if (!result.ok) {
        this.refusedOrders.add(o.id);
        this.say(`rollback order ${o.id} by ${o.by} refused: ${result.message}`);
        await this.event({ kind: 'failed', release, step: 'rollback', log_tail: result.message, order: o.id });
        return;
      }
      this.say(`rolled back to ${o.release} (seq ${result.meta.seq}) by order ${o.id} of ${o.by}`);
      await sendDurably(this.cms, this.c.releasesDir, { kind: 'live', release: o.release, seq: result.meta.seq, order: o.id, holder: this.c.holder });
    };
    const next = this.switching.then(run, run);
    this.switching = next.catch(() => undefined);
    await next;
  }
}
