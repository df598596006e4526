/**
 * Days and times of the registration screens. The installation date is a day in the shop's time
 * zone: the browser's own, since the form is filled in the workshop. The form sends that zone's
 * name with the registration (`time_zone`), so the server checks the date in the same zone as the
 * form did, not in the brand's (its refusal is shown beside the field).
 */
import { REG_LIMITS, REG_MSG } from '../../../contract/registration-rules';

const DAY_MS = 86_400_000;

/** Today in a time zone (default: the browser's), as YYYY-MM-DD. */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  // en-CA formats a date as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * The IANA name of the browser's time zone ("Europe/Berlin"), or undefined when it has none it can
 * name: a device whose zone is unknown to its own platform reports "Etc/Unknown", which no
 * formatter (nor the server) takes; without a zone the server checks the day in the brand's.
 */
export function deviceTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return undefined;
    new Intl.DateTimeFormat('en', { timeZone: zone }); // throws for a name the platform does not know
    return zone;
  } catch {
    return undefined;
  }
}

/** YYYY-MM-DD plus n days (calendar days: computed at noon UTC, so no clock change shifts them). */
export function addDays(ymd: string, n: number): string {
  const t = Date.parse(`${ymd}T12:00:00Z`);
  return new Date(t + n * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(ymd: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return false;
  const t = Date.parse(`${ymd}T12:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === ymd;
}

/** The first day the installation may be on. */
export const earliestDay = (today: string) => addDays(today, -REG_LIMITS.daysBack);

/** The installation date's refusal, or null: a day, not after today, at most 30 days back. */
export function checkInstallationDate(ymd: string, today: string): string | null {
  if (!isDay(ymd.trim())) return REG_MSG.date;
  if (ymd > today) return REG_MSG.dateFuture;
  if (ymd < earliestDay(today)) return REG_MSG.dateTooOld;
  return null;
}

/** "28 Nov 2026, 14:05 CET": an instant in the browser's zone, named. */
export function formatInstant(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d);
}

/** "28 Nov 2026" from YYYY-MM-DD (a day, no zone). */
export function formatDay(ymd: string): string {
  if (!isDay(ymd)) return ymd;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${ymd}T12:00:00Z`));
}
