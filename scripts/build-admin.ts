// `npm run build:admin`: builds the editors' console (cms/admin) with Vite into cms/admin/dist,
// which the CMS serves at /admin/. `npm start` runs it when the folder is missing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, fmtMs } from './lib/proc';

export const ADMIN_ROOT = path.join(ROOT, 'cms', 'admin');

export async function buildAdmin(opts: { quiet?: boolean } = {}): Promise<number> {
  const t0 = Date.now();
  // Vite's CLI in a child Node process: Vite is an ES module, which the CommonJS callers of this
  // function (tsx scripts, jest tests that start a preview) cannot load in-process.
  const cli = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const args = [cli, 'build', ADMIN_ROOT, '--config', path.join(ADMIN_ROOT, 'vite.config.mts'), '--logLevel', opts.quiet ? 'warn' : 'info'];
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`vite build of cms/admin exited with ${code}`);
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
