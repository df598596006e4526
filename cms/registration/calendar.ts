// Calendar days in a time zone: the installation date rule (not in the future, at most 30 days
// back, in the shop's time zone as its device sends it, else the brand's: docs/product/time.md,
// docs/product/warranty-registration.md) and a warranty's last day.

/** YYYY-MM-DD of `at` in `timeZone`. */
export function dayIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** a real calendar day written YYYY-MM-DD */
export function isDay(s: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** whole days from `a` to `b` (both YYYY-MM-DD) */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** `day` plus `years` (29 February becomes 28 February in a common year) */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
