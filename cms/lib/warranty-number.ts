// New warranty numbers: a random part no one can count through, and a check character that catches typos.
import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a number read aloud or off paper is not mistyped
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Weighted sum mod 32 over the random part: any single changed character or swap of neighbours changes it. */
export function checkChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += (i + 1) * ALPHABET.indexOf(body[i]);
  return ALPHABET[sum % 32];
}

/** `CFM-PPF-2026-7KQ4M9XT-C`: product line, year, 8 random characters (40 bits), check character. */
export function newWarrantyNo(productType: 0 | 1, year = new Date().getUTCFullYear()): string {
  let body = '';
  for (let i = 0; i < 8; i += 1) body += ALPHABET[randomInt(32)];
  return `CFM-${productType === 1 ? 'PPF' : 'WF'}-${year}-${body}-${checkChar(body)}`;
}

/** true for a number made by newWarrantyNo whose check character matches */
export function isValidNewWarrantyNo(no: string): boolean {
  const m = /^CFM-(PPF|WF)-[0-9]{4}-([0-9A-HJKMNP-TV-Z]{8})-([0-9A-HJKMNP-TV-Z])$/.exec(no.toUpperCase());
  return !!m && checkChar(m[2]) === m[3];
}
