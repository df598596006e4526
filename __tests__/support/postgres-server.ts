// A throwaway PostgreSQL server for tests: initdb in a temporary folder, postgres on a free port
// of 127.0.0.1 with its socket in that folder, trust authentication, durability off (test data).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { postgresBinDir, unprivilegedUser } from './system-servers';
import { freePort } from '../../scripts/lib/proc';

export interface PostgresServer {
  /** superuser URL of the `postgres` database */
  url: string;
  port: number;
  dir: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitUntilReady(url: string, proc: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`postgres exited with ${proc.exitCode}:\n${log()}`);
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > until) throw new Error(`postgres did not accept connections within 60 s:\n${log()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  const binDir = postgresBinDir();
  const user = unprivilegedUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-pg-'));
  const data = path.join(dir, 'data');
  fs.mkdirSync(data, { mode: 0o700 });
  if (user) for (const p of [dir, data]) fs.chownSync(p, user.uid, user.gid);
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C', HOME: dir };

  // the Debian binaries, found by postgresBinDir(); allowed by name in __tests__/unit/no-system-tools.test.ts
  const init = spawnSync(path.join(binDir, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'], {
    ...as,
    env,
    cwd: dir,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`initdb failed (${init.status ?? init.error?.message}):\n${init.stderr}${init.stdout}`);

  const port = await freePort();
  const logFile = path.join(dir, 'postgres.log');
  const out = fs.openSync(logFile, 'a');
  const proc = spawn(
    path.join(binDir, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      dir,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    { ...as, env, cwd: dir, stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const kill = () => proc.exitCode === null && proc.kill('SIGKILL');
  process.once('exit', kill);
  try {
    await waitUntilReady(url, proc, log);
  } catch (err) {
    kill();
    throw err;
  }
  return {
    url,
    port,
    dir,
    pid: proc.pid!,
    stop: async () => {
      process.removeListener('exit', kill);
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGINT'); // fast shutdown
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
        kill();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh empty database on the server; its URL and a function that drops it. */
export async function createDatabase(adminUrl: string, prefix = 'cms_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
