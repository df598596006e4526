/** A positive integer id from a query value, or null. */
export function positiveId(value: string | null | undefined): number | null {
  const v = (value ?? '').trim();
  return /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null;
}
