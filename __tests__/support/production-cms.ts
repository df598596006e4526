// A CMS started the way an operator starts one in production (`npm run cms:production`: NODE_ENV
// production, no CMS_DEMO, an https public URL behind one proxy), and `npm run cms:user` beside it
// on the same database. Used by the production start tests on SQLite and on PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, bin, freePort, spawnChild, stopChild, waitForUrl, type Child } from '../../scripts/lib/proc';

export interface ProductionCms {
  base: string;
  log(): string;
  stop(): Promise<void>;
}

/** The variables of a production instance on `dir`'s SQLite file, or on `databaseUrl`. */
export function productionEnv(dir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    CMS_PUBLIC_URL: 'https://cms.example.test',
    CMS_TRUST_PROXY: '1',
    CMS_DB_FILE: path.join(dir, 'cms.sqlite'),
    CMS_UPLOAD_DIR: path.join(dir, 'uploads'),
    ...(databaseUrl ? { CMS_DATABASE_URL: databaseUrl } : {}),
  };
  delete env.CMS_DEMO;
  return env;
}

export async function startProductionCms(env: NodeJS.ProcessEnv, logFile: string): Promise<ProductionCms> {
  const port = await freePort();
  const child: Child = spawnChild('cms', bin('tsx'), [path.join(ROOT, 'cms', 'main.ts')], { cwd: ROOT, env: { ...env, CMS_PORT: String(port) }, logFile });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/api/index/info`, { child, timeoutMs: 60_000, ok: (status) => status === 200 });
  return { base, log: () => fs.readFileSync(logFile, 'utf8'), stop: () => stopChild(child) };
}

/** `npm run cms:user -- <args>` with `input` on standard input. */
export const cmsUser = (env: NodeJS.ProcessEnv, args: string[], input = '') =>
  spawnSync(bin('tsx'), [path.join(ROOT, 'cms', 'user.ts'), ...args], { cwd: ROOT, env, input, encoding: 'utf8', timeout: 60_000 });

export const signInStatus = async (base: string, username: string, password: string) =>
  (await fetch(`${base}/api/editor/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) }))
    .status;
