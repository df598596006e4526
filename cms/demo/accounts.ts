// The demo's accounts: the editor the README prints and the dealer passwords of a content
// directory's demo-logins.json. Only demo mode (CMS_DEMO=1) creates them; outside it these
// passwords are known to everyone who read the README, so a sign-in with one is refused
// (docs/configuration.md, production).
import fs from 'node:fs';
import path from 'node:path';

export const DEMO_EDITOR = { username: 'editor', password: 'Preview-Drafts-2026', role: 'admin' as const };

/** Beside dealers.json; passwords of the dealers' demo logins, never part of the content itself. */
export const DEMO_LOGINS_FILE = 'demo-logins.json';

/** The demo content directory, whose logins the README publishes. */
export const DEMO_CONTENT = path.join(__dirname, '..', 'content');

/** username → password of the directory's demo-logins.json; empty when there is none. */
export function readDemoLogins(dir: string): Map<string, string> {
  const file = path.join(dir, DEMO_LOGINS_FILE);
  const logins = new Map<string, string>();
  if (!fs.existsSync(file)) return logins;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${(err as Error).message})`);
  }
  const list = (parsed as { dealers?: unknown })?.dealers;
  if (!Array.isArray(list)) throw new Error(`${file}: expected {"dealers": [{"username", "password"}, …]}`);
  for (const [i, entry] of list.entries()) {
    const { username, password } = (entry ?? {}) as Record<string, unknown>;
    if (typeof username !== 'string' || !username.trim() || typeof password !== 'string' || !password)
      throw new Error(`${file}: dealers[${i}] needs a username and a password`);
    logins.set(username.trim(), password);
  }
  return logins;
}

let known: Set<string> | null = null;

/** Every password the repository publishes: the demo editor's and the demo dealers'. */
export function knownDemoPasswords(): Set<string> {
  known ??= new Set([DEMO_EDITOR.password, ...readDemoLogins(DEMO_CONTENT).values()]);
  return known;
}

export const isKnownDemoPassword = (password: string) => knownDemoPasswords().has(password);
