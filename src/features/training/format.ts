/**
 * Number formatting for the training statistics band (docs/product/content-pages.md#traininginfo:
 * cost in dollars).
 */

/** 12800 → "12,800" (thousands separators, no decimals). Non-numbers → "0". */
export function formatThousands(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : Number(value);
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(n)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 12800 → "$12,800". */
export function formatDollars(value: number | string | null | undefined): string {
  const s = formatThousands(value);
  return s.startsWith('-') ? `-$${s.slice(1)}` : `$${s}`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Rich HTML → plain text for accessible names and titles ("PPF <strong>Master</strong>" → "PPF Master"). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? _m)
    .replace(/\s+/g, ' ')
    .trim();
}
