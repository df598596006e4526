// <RELEASES_DIR>/status.json: what the service is doing, for whoever runs it beside other things
// (`npm start` waits on it for the first release) and for an operator's `cat`. The CMS hears the
// same through the events; this file needs no CMS.
import fs from 'node:fs';
import path from 'node:path';

export const STATUS_FILE = 'status.json';

export interface ServiceStatus {
  state: 'building' | 'failed' | 'live';
  release: string;
  seq: number;
  /** the step running (building) or that failed (failed) */
  step?: string;
  /** the build's full log */
  log?: string;
  message?: string;
  at: string;
}

export function writeStatus(releasesDir: string, status: Omit<ServiceStatus, 'at'>): void {
  const file = path.join(releasesDir, STATUS_FILE);
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, `${JSON.stringify({ ...status, at: new Date().toISOString() }, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

export function readStatus(releasesDir: string): ServiceStatus | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(releasesDir, STATUS_FILE), 'utf8')) as ServiceStatus;
  } catch {
    return null;
  }
}
