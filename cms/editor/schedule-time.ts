// When a schedule runs, as an editor writes it (docs/product/scheduling.md): an ISO 8601 date-time
// with its offset, or a wall-clock time plus the IANA zone it is in. Stored as a UTC instant. A
// wall-clock time names its instant by the zone's rules on that day (the platform's Intl), as the
// console reads its date-time controls (docs/product/time.md): a time the clocks skip is read as
// if they had not moved yet (02:30 → 03:30), a time that happens twice as the second one.

/** A time up to this far behind the CMS's clock is still accepted (and runs at the next poll). */
export const PAST_GRACE_MS = 60_000;

const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/i;
const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

export type ScheduleTime = { ok: true; at: string; zone: string } | { ok: false; field: 'at' | 'time_zone'; message: string };

/** The canonical IANA name of a zone the platform knows, or null. */
export function knownZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const wallParts = (ms: number, zone: string) => {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const o = Object.fromEntries(f.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(o.year, o.month - 1, o.day, o.hour, o.minute, o.second);
};
/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
const offsetAt = (ms: number, zone: string) => wallParts(ms, zone) - Math.floor(ms / 1000) * 1000;

/** The calendar date exists (no 31 February, no hour 24). */
function realDate(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && t.getUTCHours() === h && t.getUTCMinutes() === mi && s < 60;
}

/** Reads `at` (and `time_zone`) into a UTC instant, or says which field is wrong and why. */
export function readScheduleTime(at: string, timeZone: string | undefined, brandZone: string): ScheduleTime {
  let zone = brandZone;
  if (timeZone !== undefined) {
    const known = knownZone(timeZone.trim());
    if (!known)
      return {
        ok: false,
        field: 'time_zone',
        message: `time_zone "${timeZone}" is not a time zone this server knows: use an IANA name such as Europe/Berlin or UTC.`,
      };
    zone = known;
  }
  const text = at.trim();
  const m = WITH_OFFSET.exec(text);
  if (m) {
    const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
    const offset = m[8].toUpperCase() === 'Z' ? '' : m[8];
    if (!realDate(y, mo, d, h, mi, s) || (offset && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59)))
      return { ok: false, field: 'at', message: `at "${at}" is not a real date and time.` };
    const ms = Date.parse(text.replace(' ', 'T').replace(/z$/, 'Z'));
    if (Number.isNaN(ms)) return { ok: false, field: 'at', message: `at "${at}" is not a real date and time.` };
    return { ok: true, at: new Date(ms).toISOString(), zone };
  }
  const w = WALL.exec(text);
  if (w) {
    if (timeZone === undefined)
      return {
        ok: false,
        field: 'at',
        message: `at "${at}" has no offset: add one ("${text}+01:00" or "${text}Z"), or name its zone in time_zone.`,
      };
    const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(w[i] ?? 0));
    if (!realDate(y, mo, d, h, mi, s)) return { ok: false, field: 'at', message: `at "${at}" is not a real date and time.` };
    const guess = Date.UTC(y, mo - 1, d, h, mi, s);
    // the offset at the guess, then at the instant it gives (right across a daylight-saving change)
    const ms = guess - offsetAt(guess - offsetAt(guess, zone), zone);
    return { ok: true, at: new Date(ms).toISOString(), zone };
  }
  return {
    ok: false,
    field: 'at',
    message: `at "${at}" is not a date and time: write it as ISO 8601 with its offset, such as 2026-12-01T09:00:00+01:00.`,
  };
}
