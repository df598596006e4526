// `npm run clean`: removes everything the scripts generate (Gatsby's .cache and public/, the test
// and bench outputs under artifacts/). The CMS database in data/ is kept: delete it by hand to
// start over with the demo content.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/proc';

for (const name of ['.cache', 'public', 'artifacts', 'coverage']) {
  const dir = path.join(ROOT, name);
  if (!fs.existsSync(dir)) continue;
  fs.rmSync(dir, { recursive: true, force: true });
  process.stdout.write(`removed ${name}/\n`);
}
