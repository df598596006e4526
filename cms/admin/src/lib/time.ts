// Times are stored in UTC as "YYYY-MM-DD HH:mm:ss" (a post's createtime) or ISO 8601 (updated_at),
// and shown and edited in the brand's time zone, which the session answer names
// (CMS_BRAND_TIME_ZONE; docs/product/time.md). The platform's Intl does the zone arithmetic.
const STAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

let brandZone = 'Europe/Berlin';

/** The zone every screen shows times in; the Shell sets it from the session answer. */
export const setBrandZone = (zone: string | undefined) => {
  if (zone) brandZone = zone;
};
export const getBrandZone = () => brandZone;

const fields = (ms: number, zone: string) => {
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
  const o = Object.fromEntries(f.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return [o.year, o.month, o.day, o.hour, o.minute, o.second].map(Number) as [number, number, number, number, number, number];
};

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
const offsetAt = (ms: number, zone: string) => {
  const [y, mo, d, h, mi, s] = fields(ms, zone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(ms / 1000) * 1000;
};

const pad = (n: number) => String(n).padStart(2, '0');
const wall = ([y, mo, d, h, mi, s]: number[], sep: string) => `${y}-${pad(mo)}-${pad(d)}${sep}${pad(h)}:${pad(mi)}:${pad(s)}`;

const parse = (stamp: string) => {
  const m = STAMP.exec(stamp.trim());
  return m ? [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) : null;
};

/** A stored UTC stamp as the value of a datetime-local input in `zone` ("2026-11-24T10:30:00"); null if it is no stamp. */
export function utcToZoned(stamp: string, zone: string): string | null {
  const p = parse(stamp);
  if (!p) return null;
  const ms = Date.UTC(p[0], p[1] - 1, p[2], p[3], p[4], p[5]);
  return Number.isNaN(ms) ? null : wall(fields(ms, zone), 'T');
}

/** The instant a wall-clock time in `zone` names, as a stored UTC stamp ("2026-11-24 09:30:00"); null if it is none. */
export function zonedToUtc(local: string, zone: string): string | null {
  const p = parse(local);
  if (!p) return null;
  const guess = Date.UTC(p[0], p[1] - 1, p[2], p[3], p[4], p[5]);
  if (Number.isNaN(guess)) return null;
  // the offset at the guess, then at the instant it gives (right across a daylight-saving change)
  const first = guess - offsetAt(guess, zone);
  const ms = guess - offsetAt(first, zone);
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Now, as a stored UTC stamp. */
export const utcNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** The zone in words, as it stands at that instant: "Europe/Berlin (CET, UTC+1)". */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  const name = (style: 'short' | 'shortOffset') =>
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: style }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const short = name('short');
  const offset = name('shortOffset').replace('GMT', 'UTC');
  const parts = [short, offset === 'UTC' ? '' : offset].filter((x, i, all) => x && all.indexOf(x) === i && !/^GMT[+-]/.test(x));
  return parts.length ? `${zone} (${parts.join(', ')})` : zone;
}

/**
 * An ISO instant (updated_at) or a stored stamp, in the brand's zone: "24 Nov 2026, 10:30 CET";
 * with `seconds`, "24 Nov 2026, 10:30:12 CET" (releases: two may go live within a minute).
 */
export function when(iso: string, { seconds = false }: { seconds?: boolean } = {}): string {
  const stamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(iso) ? `${iso.replace(' ', 'T')}Z` : iso;
  const d = new Date(stamp);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-GB', {
        timeZone: brandZone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        ...(seconds ? { second: '2-digit' as const } : {}),
        timeZoneName: 'short',
      });
}
