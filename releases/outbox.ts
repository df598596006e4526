// Events the CMS must hear even when it is away when they happen (a release went live, a rollback
// by command): kept in <RELEASES_DIR>/outbox.json and sent, oldest first, before the service
// decides anything else. A rollback the CMS has not heard of yet would otherwise look like a live
// release behind the publish log, and be built over.
import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseEvent } from '../contract/releases';
import type { CmsClient } from './cms-client';

const file = (releasesDir: string) => path.join(releasesDir, 'outbox.json');

export function pendingEvents(releasesDir: string): ReleaseEvent[] {
  try {
    return JSON.parse(fs.readFileSync(file(releasesDir), 'utf8')) as ReleaseEvent[];
  } catch {
    return [];
  }
}

function write(releasesDir: string, events: ReleaseEvent[]): void {
  if (!events.length) return fs.rmSync(file(releasesDir), { force: true });
  const tmp = `${file(releasesDir)}.${process.pid}`;
  fs.writeFileSync(tmp, `${JSON.stringify(events, null, 2)}\n`);
  fs.renameSync(tmp, file(releasesDir));
}

/** Sends `e`; when the CMS cannot take it now, keeps it for later (telling `refused` why). Returns whether it was sent. */
export async function sendDurably(cms: CmsClient, releasesDir: string, e: ReleaseEvent, refused?: (err: Error) => void): Promise<boolean> {
  try {
    await cms.event(e);
    return true;
  } catch (err) {
    refused?.(err as Error);
    fs.mkdirSync(releasesDir, { recursive: true });
    write(releasesDir, [...pendingEvents(releasesDir), e]);
    return false;
  }
}

/** Sends the kept events in order; true when none is left. */
export async function flushOutbox(cms: CmsClient, releasesDir: string): Promise<boolean> {
  const events = pendingEvents(releasesDir);
  while (events.length) {
    try {
      await cms.event(events[0]);
    } catch {
      write(releasesDir, events);
      return false;
    }
    events.shift();
  }
  write(releasesDir, events);
  return true;
}
