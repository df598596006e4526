// `tsx scripts/search-index.ts [dir] [out]`: (re)build the site search index of public/ (part of
// `npm run build`) or of another built site's folder, into its `pagefind/` or into `out` (the
// release service indexes a live release, which is never written, into a folder of its own).
import path from 'node:path';
import { buildSearchIndex } from './lib/search-index';
import { ROOT, fmtMs } from './lib/proc';

/**
 * INDEX_OWNER_PID: the release service that started this index (releases/build-steps.ts). The
 * service stops it when it stops, but a service killed outright (SIGKILL cannot be passed on)
 * would leave it writing for nobody: it stops once that process is gone (docs/releases.md).
 */
function stopWithOwner(raw: string | undefined): void {
  if (!raw) return;
  const owner = Number(raw);
  if (!Number.isInteger(owner) || owner <= 1) throw new Error(`INDEX_OWNER_PID must be a process id, not "${raw}"`);
  const check = () => {
    try {
      process.kill(owner, 0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') return;
      process.stderr.write(`search index: the process that asked for it (pid ${owner}) is gone; stopped\n`);
      process.exit(1);
    }
  };
  check();
  setInterval(check, 1000).unref();
}

stopWithOwner(process.env.INDEX_OWNER_PID);
const [dir, out] = process.argv.slice(2);
buildSearchIndex(path.resolve(dir ?? path.join(ROOT, 'public')), out ? path.resolve(out) : undefined).then(
  (s) => process.stdout.write(`search index: ${s.pages} pages and ${s.records} FAQ/download records in ${fmtMs(s.ms)}\n`),
  (err: Error) => {
    process.stderr.write(`search index failed: ${err.message}\n`);
    process.exit(1);
  },
);
