// RFC 4180 CSV of a list of flat rows. Cells a spreadsheet would run as a formula (=, +, -, @ first)
// get a leading apostrophe: submissions are typed by the public (OWASP "CSV injection").
const cell = (v: unknown) => {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function toCsv(rows: Record<string, unknown>[]): string {
  if (!rows.length) return '';
  const head = Object.keys(rows[0]);
  return [head.join(','), ...rows.map((r) => head.map((k) => cell(r[k])).join(','))].join('\r\n') + '\r\n';
}
