/**
 * @jest-environment node
 *
 * A fresh machine has Node and npm and what the README lists, nothing more (a missing rsync once
 * broke `npm test` on a clean machine). Every script, test and server may start only Node programs
 * (node, npm, npx or a binary from node_modules/.bin); this test names any call that starts
 * something else by name. Authoring tools under cms/content/tools are run by hand and say what they
 * need in their README.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const DIRS = ['scripts', 'cms', 'plugins', 'src', 'contract', '__tests__', '.ci'];
const SKIP = new Set(['node_modules', '.cache', 'public', 'content']);
const ALLOWED = new Set(['node', 'npm', 'npx']);
/**
 * git has a plain-walk fallback in this one test, so a machine without git still passes it.
 * PostgreSQL's and nginx's servers, from their Debian packages, only in the test support that
 * needs them: it finds them (PG_BIN_DIR, NGINX_BIN or the Debian paths) and fails naming the
 * package when they are missing; `.ci/run` installs both. `java` (JAVA_BIN or Debian's
 * `default-jre-headless`) in the check of what `npm test` needs and in the markup suite's W3C Nu
 * checker, both naming the package when it is missing.
 */
const ALLOWED_IN: Record<string, string[]> = {
  git: ['__tests__/unit/docs-links.test.ts'],
  initdb: ['__tests__/support/postgres-server.ts'],
  postgres: ['__tests__/support/postgres-server.ts'],
  nginx: ['__tests__/support/nginx-server.ts'],
  java: ['scripts/lib/requirements.ts', '__tests__/e2e/support/nu-checker.ts'],
};

function files(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : files(rel);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(e.name) ? [rel] : [];
  });
}

/** Calls that start a program named by a string literal: execFile*, spawn*, exec*, spawnChild(name, 'cmd'). */
const CALL = /\b(?:execFileSync|execFile|spawnSync|spawn|execSync|exec)\(\s*['"`]([^'"`\s]+)|\bspawnChild\(\s*[^,]+,\s*['"`]([^'"`\s]+)/g;

it('starts no program a fresh machine lacks', () => {
  const found: string[] = [];
  for (const file of DIRS.flatMap(files)) {
    if (file === '__tests__/unit/no-system-tools.test.ts') continue;
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(CALL)) {
      const cmd = path.basename(m[1] ?? m[2]);
      if (ALLOWED.has(cmd) || ALLOWED_IN[cmd]?.includes(file)) continue;
      found.push(`${file}: ${cmd}`);
    }
  }
  expect(found).toEqual([]);
});

it('recognises the calls it looks for', () => {
  const sample = "execFileSync('rsync', ['-a']); spawn(\"psql\", []); spawnChild('x', 'nginx', []); spawn(bin('gatsby'), [])";
  expect([...sample.matchAll(CALL)].map((m) => m[1] ?? m[2])).toEqual(['rsync', 'psql', 'nginx']);
});
