// `tsx scripts/search-index.ts [dir]`: (re)build the site search index of public/ (part of `npm run build`)
// or of another built site's folder.
import path from 'node:path';
import { buildSearchIndex } from './lib/search-index';
import { ROOT, fmtMs } from './lib/proc';

buildSearchIndex(path.resolve(process.argv[2] ?? path.join(ROOT, 'public'))).then(
  (s) => process.stdout.write(`search index: ${s.pages} pages and ${s.records} FAQ/download records in ${fmtMs(s.ms)}\n`),
  (err: Error) => {
    process.stderr.write(`search index failed: ${err.message}\n`);
    process.exit(1);
  },
);
