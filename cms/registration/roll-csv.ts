// The roll registry's CSV import (docs/product/warranty-registration.md#console): RFC 4180
// text with the header `serial,product_id,length_m,shop_id`. Every row is checked before anything is
// stored; a refusal names each refused row by its line in the file, and nothing is imported.
import { REG_MSG, ROLL_SERIAL_PATTERN, type FieldError } from '../../contract';
import { metresToCm } from './request-checks';

export const ROLL_CSV_HEADER = ['serial', 'product_id', 'length_m', 'shop_id'];

/** RFC 4180 records (quoted fields may hold commas, quotes doubled, line breaks), with the line each starts on. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i += 1) {
    const ch = s[i];
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && s[i + 1] === '\n') i += 1;
      cells.push(cell);
      if (cells.some((c) => c.trim() !== '')) out.push({ line: start, cells });
      cells = [];
      cell = '';
      line += 1;
      start = line;
    } else cell += ch;
  }
  cells.push(cell);
  if (cells.some((c) => c.trim() !== '')) out.push({ line: start, cells });
  return out;
}

export interface RollImportRow {
  serial: string;
  product_id: number;
  length_cm: number;
  shop_id: number | null;
}

export interface Known {
  products: Set<number>;
  dealers: Set<number>;
  serials: Set<string>;
}

export function checkRollCsv(text: string, known: Known): { rows: RollImportRow[]; errors: FieldError[] } {
  const records = parseCsv(text);
  if (!records.length) return { rows: [], errors: [{ path: '/', message: REG_MSG.csvEmpty }] };
  const [head, ...body] = records;
  if (head.cells.map((c) => c.trim().toLowerCase()).join(',') !== ROLL_CSV_HEADER.join(','))
    return { rows: [], errors: [{ path: '/rows/1', message: REG_MSG.csvHeader }] };
  if (!body.length) return { rows: [], errors: [{ path: '/', message: REG_MSG.csvEmpty }] };
  const errors: FieldError[] = [];
  const rows: RollImportRow[] = [];
  const inFile = new Set<string>();
  const pattern = new RegExp(ROLL_SERIAL_PATTERN);
  for (const { line, cells } of body) {
    const at = `/rows/${line}`;
    const [serialIn = '', productIn = '', lengthIn = '', shopIn = ''] = cells.map((c) => c.trim());
    const serial = serialIn.toUpperCase();
    const problems: string[] = [];
    if (cells.length !== 4) problems.push(`line ${line} has ${cells.length} fields, not 4`);
    if (!pattern.test(serial)) problems.push(REG_MSG.serial);
    else if (known.serials.has(serial)) problems.push(REG_MSG.serialTaken(serial));
    else if (inFile.has(serial)) problems.push(`Roll ${serial} is twice in the file.`);
    const product = /^[0-9]{1,9}$/.test(productIn) ? Number(productIn) : 0;
    if (!known.products.has(product)) problems.push(`There is no product ${productIn || '(empty)'}.`);
    const cm = metresToCm(lengthIn === '' ? NaN : Number(lengthIn));
    if (cm === null) problems.push(REG_MSG.length);
    const shop = shopIn === '' ? null : /^[0-9]{1,9}$/.test(shopIn) ? Number(shopIn) : -1;
    if (shop !== null && !known.dealers.has(shop)) problems.push(REG_MSG.dealerUnknown(shopIn));
    inFile.add(serial);
    if (problems.length) errors.push({ path: at, message: `Line ${line}: ${problems.join(' ')}` });
    else rows.push({ serial, product_id: product, length_cm: cm!, shop_id: shop });
  }
  return { rows, errors };
}
