// Finds the Debian-packaged servers some tests need (PostgreSQL, nginx) and the unprivileged user
// they run as. A missing server is a failure that names the package to install, never a skip:
// `.ci/run` installs both when missing (see docs/configuration.md for the variables). Finding
// them is scripts/lib/requirements.ts's job, which `npm test` runs before anything else.
import fs from 'node:fs';
import { requirePath } from '../../scripts/lib/requirements';

/** Folder holding initdb and postgres: PG_BIN_DIR, else the newest /usr/lib/postgresql/<n>/bin. */
export const postgresBinDir = (): string => requirePath('postgresql');

/** nginx binary: NGINX_BIN, else /usr/sbin/nginx. */
export const nginxBin = (): string => requirePath('nginx');

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
