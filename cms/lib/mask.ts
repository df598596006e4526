// Masks personal data in warranty answers: enough left to recognise one's own, too little to learn someone else's.

/** `Lukas Brandt` → `L*** B***` (fixed width: the length is not revealed either) */
export const maskName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${Array.from(w)[0]}***`)
    .join(' ');

/** all but the last `keep` characters become `*`, at least four of them */
export function maskTail(value: string, keep: number): string {
  const chars = Array.from(value);
  const shown = chars.slice(Math.max(0, chars.length - keep)).join('');
  return `${'*'.repeat(Math.max(4, chars.length - keep))}${shown}`;
}

/**
 * Email: the owner (who proved a second key) sees the last two characters of the name and the
 * domain; anyone else only the last three characters.
 */
export function maskEmail(email: string, owner: boolean): string {
  const at = email.lastIndexOf('@');
  if (!owner || at < 1) return maskTail(email, 3);
  return `${maskTail(email.slice(0, at), 2)}${email.slice(at)}`;
}
