// `tsx scripts/search-index.ts [dir] [out]`: (re)build the site search index of public/ (part of
// `npm run build`) or of another built site's folder, into its `pagefind/` or into `out` (the
// release service indexes a live release, which is never written, into a folder of its own).
import path from 'node:path';
import { buildSearchIndex } from './lib/search-index';
import { ROOT, fmtMs } from './lib/proc';

const [dir, out] = process.argv.slice(2);
buildSearchIndex(path.resolve(dir ?? path.join(ROOT, 'public')), out ? path.resolve(out) : undefined).then(
  (s) => process.stdout.write(`search index: ${s.pages} pages and ${s.records} FAQ/download records in ${fmtMs(s.ms)}\n`),
  (err: Error) => {
    process.stderr.write(`search index failed: ${err.message}\n`);
    process.exit(1);
  },
);
