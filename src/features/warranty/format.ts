/**
 * Formatting for the WarrantyCheck sentence 'As of {today date}, {count} world-wide clients have
 * chosen Car Film Master products' (docs/product/content-pages.md#warrantycheck: count with
 * thousands separators; the date ticks
 * every second, docs/product/constants.md#warranty).
 */

/** '1234567' or 1234567 → '1,234,567'; anything that is not a whole number → null. */
export function formatClientCount(count: string | number | null | undefined): string | null {
  if (count === null || count === undefined) return null;
  const digits = String(count).trim();
  if (!/^\d+$/.test(digits)) return null;
  // String based, so counts beyond Number.MAX_SAFE_INTEGER keep every digit.
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The ticking date, in the visitor's local time: 'YYYY-MM-DD HH:mm:ss'. */
export function formatAsOfDate(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

export const BRAND = 'Car Film Master';

export function clientsSentence(date: Date, count: string): string {
  return `As of ${formatAsOfDate(date)}, ${count} world-wide clients have chosen ${BRAND} products`;
}

/** Product type 0 Window Film, 1 PPF (docs/product/constants.md#warranty). */
export function productTypeName(type: number): string {
  return type === 1 ? 'PPF' : type === 0 ? 'Window Film' : '';
}

/** A void warranty's reason as shown: the editor's text, or a plain sentence when none was stored (the CMS sends ''). */
export function voidReasonText(reason: string): string {
  return reason.trim() || 'No reason was given.';
}

/** An installation's validity on a void warranty: it no longer applies, so it is never shown as a claim. */
export function voidValidity(validity: string): string {
  return validity ? `Void; was ${validity}` : 'Void';
}
