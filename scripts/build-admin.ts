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

/** What the console is built from: a change to any of them makes the built copy stale. */
const ADMIN_INPUTS = ['src', 'index.html', 'vite.config.mts', 'tsconfig.json'];

/** The newest modification time among the console's inputs (0 when none exists). */
export function newestAdminInput(root = ADMIN_ROOT): number {
  let newest = 0;
  const visit = (p: string): void => {
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of ADMIN_INPUTS) visit(path.join(root, input));
  return newest;
}

/** Why the console must be built before it is served, or null when cms/admin/dist is current. */
export function adminBuildReason(root = ADMIN_ROOT): string | null {
  const built = fs.statSync(path.join(root, 'dist', 'index.html'), { throwIfNoEntry: false });
  if (!built) return 'it is missing';
  // a pull or a merge that changes the console leaves a dist/ that would serve the old screens
  return newestAdminInput(root) > built.mtimeMs ? 'its sources changed since the last build' : null;
}

/** Builds the console when cms/admin/dist is missing or older than its sources; answers whether it built. */
export async function ensureAdminBuilt(say: (msg: string) => void): Promise<boolean> {
  const reason = adminBuildReason();
  if (reason === null) return false;
  say(`building the editors' console (cms/admin, Vite): ${reason}`);
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
