// Finds the Debian-packaged servers some tests need (PostgreSQL, nginx) and the unprivileged user
// they run as. A missing server is a failure that names the package to install, never a skip:
// `.ci/run` installs both when missing (see docs/configuration.md for the variables).
import fs from 'node:fs';
import path from 'node:path';

/** Folder holding initdb and postgres: PG_BIN_DIR, else the newest /usr/lib/postgresql/<n>/bin. */
export function postgresBinDir(): string {
  const given = process.env.PG_BIN_DIR;
  if (given) {
    if (!fs.existsSync(path.join(given, 'initdb'))) throw new Error(`PG_BIN_DIR=${given} holds no initdb.`);
    return given;
  }
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error(
      'PostgreSQL server binaries not found: install the Debian package `postgresql` (apt-get install -y postgresql; `.ci/run` does it) or set PG_BIN_DIR to a folder holding initdb and postgres.',
    );
  return path.join(base, versions[0], 'bin');
}

/** nginx binary: NGINX_BIN, else /usr/sbin/nginx. */
export function nginxBin(): string {
  const file = process.env.NGINX_BIN || '/usr/sbin/nginx';
  if (!fs.existsSync(file))
    throw new Error(`nginx not found at ${file}: install the Debian package \`nginx\` (apt-get install -y nginx; \`.ci/run\` does it) or set NGINX_BIN.`);
  return file;
}

export interface RunAs {
  uid: number;
  gid: number;
}

/**
 * initdb and postgres refuse to run as root: under root, the `postgres` account the Debian package
 * creates (read from /etc/passwd, no helper program); otherwise the current user, no switch.
 */
export function unprivilegedUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('Running as root and no `postgres` user exists: install the Debian package `postgresql`, which creates it.');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
