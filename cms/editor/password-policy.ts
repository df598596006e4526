// Editor passwords (docs/product/editing.md): at least 8 characters, no composition rules, not among
// the common passwords listed in common-passwords.txt, and not a demo password the README publishes.
import fs from 'node:fs';
import path from 'node:path';
import { isKnownDemoPassword } from '../demo/accounts';

export const MIN_LENGTH = 8;
/** scrypt of a huge string is slow work handed to anyone: bound it */
export const MAX_LENGTH = 128;

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l && !l.startsWith('#')),
  );
  return common;
}

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, username = ''): string | null {
  const length = [...password].length;
  if (length < MIN_LENGTH) return `The password must have at least ${MIN_LENGTH} characters.`;
  if (length > MAX_LENGTH) return `The password may have at most ${MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'This password is among the most common ones: choose another.';
  if (isKnownDemoPassword(password)) return 'This password is published in the README as a demo login: choose another.';
  if (username && lower === username.toLowerCase()) return 'The password must not be the user name.';
  return null;
}
