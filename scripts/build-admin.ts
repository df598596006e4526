// `npm run build:admin`: builds the editors' console (cms/admin) with Vite into cms/admin/dist,
// which the CMS serves at /admin/. `npm start` runs it when the folder is missing.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { ROOT, fmtMs } from './lib/proc';

export const ADMIN_ROOT = path.join(ROOT, 'cms', 'admin');

export async function buildAdmin(opts: { quiet?: boolean } = {}): Promise<number> {
  const t0 = Date.now();
  await build({ root: ADMIN_ROOT, configFile: path.join(ADMIN_ROOT, 'vite.config.mts'), logLevel: opts.quiet ? 'warn' : 'info' });
  return Date.now() - t0;
}

/** Builds the console when cms/admin/dist has no index.html; answers whether it built. */
export async function ensureAdminBuilt(say: (msg: string) => void): Promise<boolean> {
  if (fs.existsSync(path.join(ADMIN_ROOT, 'dist', 'index.html'))) return false;
  say("building the editors' console (cms/admin, Vite): it is missing");
  const ms = await buildAdmin({ quiet: true });
  say(`editors' console built in ${fmtMs(ms)}`);
  return true;
}

if (require.main === module)
  buildAdmin()
    .then((ms) => process.stdout.write(`[build:admin] the editors' console is built in cms/admin/dist (${fmtMs(ms)})\n`))
    .catch((err: Error) => {
      process.stderr.write(`[build:admin] failed: ${err.message}\n`);
      process.exit(1);
    });
