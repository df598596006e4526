// The system programs the test suite needs beyond Node (README, Requirements): Chromium for the
// e2e suite, PostgreSQL's server for the integration-pg jest project, nginx for the hosting test
// and Java for the W3C Nu HTML checker (vnu-jar). `npm test` checks them all before it builds or
// starts anything, and the setups that need one check it when run alone, so a machine without
// one fails within seconds with the Debian package to install, not with hundreds of tests that
// fail without saying why. Finding a program is a file check; only Java is run (`java -version`),
// since it is found on the PATH and a broken JRE answers nothing useful otherwise.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type RequirementName = 'chromium' | 'postgresql' | 'nginx' | 'java';

/** Where a requirement was found, or why it was not. */
export type Found = { ok: true; path: string } | { ok: false; problem: string };

interface Requirement {
  /** What it is, as people call it. */
  what: string;
  /** The Debian package that installs it. */
  pkg: string;
  /** What needs it, so the reader knows which tests it spares. */
  neededBy: string;
  /** The variable that points at it instead of the Debian path, when the code honours one. */
  variable?: string;
  find(env: NodeJS.ProcessEnv): Found;
}

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** CHROME_PATH, else /usr/bin/chromium: the browser playwright.config.ts and the bench launch. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): Found {
  const file = env.CHROME_PATH || '/usr/bin/chromium';
  if (isExecutable(file)) return { ok: true, path: file };
  return { ok: false, problem: `${env.CHROME_PATH ? `CHROME_PATH=${file}` : file} is not an executable file` };
}

const PG_BASE = '/usr/lib/postgresql';
const pgHolds = (dir: string) => isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'postgres'));

/** Folder holding initdb and postgres: PG_BIN_DIR, else the newest /usr/lib/postgresql/<n>/bin. */
export function findPostgresBinDir(env: NodeJS.ProcessEnv = process.env): Found {
  const given = env.PG_BIN_DIR;
  if (given) return pgHolds(given) ? { ok: true, path: given } : { ok: false, problem: `PG_BIN_DIR=${given} holds no initdb and postgres` };
  const versions = fs.existsSync(PG_BASE)
    ? fs
        .readdirSync(PG_BASE)
        .filter((v) => pgHolds(path.join(PG_BASE, v, 'bin')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) return { ok: false, problem: `no ${PG_BASE}/<version>/bin holds initdb and postgres` };
  return { ok: true, path: path.join(PG_BASE, versions[0], 'bin') };
}

/** NGINX_BIN, else /usr/sbin/nginx. */
export function findNginx(env: NodeJS.ProcessEnv = process.env): Found {
  const file = env.NGINX_BIN || '/usr/sbin/nginx';
  if (isExecutable(file)) return { ok: true, path: file };
  return { ok: false, problem: `${env.NGINX_BIN ? `NGINX_BIN=${file}` : file} is not an executable file` };
}

/** JAVA_BIN (as the markup suite's checker reads it), else `java` on the PATH, answering `java -version`. */
export function findJava(env: NodeJS.ProcessEnv = process.env): Found {
  // allowed by name in __tests__/unit/no-system-tools.test.ts: this check is what makes it safe to need
  const java = env.JAVA_BIN || 'java';
  const r = spawnSync(java, ['-version'], { env, encoding: 'utf8', timeout: 20_000 });
  if (r.error)
    return {
      ok: false,
      problem:
        (r.error as NodeJS.ErrnoException).code === 'ENOENT'
          ? env.JAVA_BIN
            ? `JAVA_BIN=${java} does not exist`
            : 'no `java` on the PATH'
          : `\`java -version\` failed: ${r.error.message}`,
    };
  if (r.status !== 0) return { ok: false, problem: `\`java -version\` exited with ${r.status}: ${(r.stderr || r.stdout).trim().split('\n')[0] ?? ''}` };
  return { ok: true, path: java };
}

export const REQUIREMENTS: Record<RequirementName, Requirement> = {
  chromium: { what: 'Chromium', pkg: 'chromium', neededBy: 'the e2e suite (Playwright)', variable: 'CHROME_PATH', find: findChromium },
  postgresql: {
    what: 'The PostgreSQL server (initdb, postgres)',
    pkg: 'postgresql',
    neededBy: 'the integration-pg jest project',
    variable: 'PG_BIN_DIR',
    find: findPostgresBinDir,
  },
  nginx: { what: 'nginx', pkg: 'nginx', neededBy: 'the nginx hosting test', variable: 'NGINX_BIN', find: findNginx },
  java: { what: 'Java', pkg: 'default-jre-headless', neededBy: 'the W3C Nu HTML checker (vnu-jar)', find: findJava },
};

/** Every requirement `npm test` has: its two lanes together need all of them. */
export const ALL_REQUIREMENTS = Object.keys(REQUIREMENTS) as RequirementName[];

export interface Missing {
  name: RequirementName;
  pkg: string;
  /** One paragraph: what is missing, what needs it, the package and the command that installs it. */
  message: string;
}

export function missingMessage(name: RequirementName, problem: string): string {
  const r = REQUIREMENTS[name];
  const instead = r.variable ? ` (or set ${r.variable} to where it is)` : '';
  return `${r.what} not found (${problem}); ${r.neededBy} needs it.\n  Install the Debian package \`${r.pkg}\`: apt-get install -y ${r.pkg}${instead}`;
}

/** The requirements among `names` this machine lacks, each with its message. */
export function missingRequirements(names: readonly RequirementName[] = ALL_REQUIREMENTS, env: NodeJS.ProcessEnv = process.env): Missing[] {
  return names.flatMap((name) => {
    const found = REQUIREMENTS[name].find(env);
    return found.ok ? [] : [{ name, pkg: REQUIREMENTS[name].pkg, message: missingMessage(name, found.problem) }];
  });
}

/** The path of one requirement, or an error carrying its message (for a test setup run alone). */
export function requirePath(name: RequirementName, env: NodeJS.ProcessEnv = process.env): string {
  const found = REQUIREMENTS[name].find(env);
  if (!found.ok) throw new Error(missingMessage(name, found.problem));
  return found.path;
}

/**
 * What `npm test` prints when requirements are missing: one paragraph per missing part, then one
 * command for all of them, and which commands still run without them.
 */
export function preflightReport(missing: readonly Missing[]): string {
  const pkgs = [...new Set(missing.map((m) => m.pkg))].join(' ');
  return [
    `npm test needs ${missing.length === 1 ? 'a program' : 'programs'} this machine lacks; nothing was built or started.`,
    ...missing.map((m) => `\n- ${m.message}`),
    `\nAll at once (as root, on Debian): apt-get update && apt-get install -y ${pkgs}`,
    'Without them, `npm run test:unit`, `npm run lint` and `npm run typecheck` still run.',
    '',
  ].join('\n');
}
