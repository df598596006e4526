// One CMS instance for the start-up race test: configured by the environment like `npm run cms`,
// it waits for "go" on stdin (so several start at the same moment), boots (migrations, first
// content load) and prints what it did as one JSON line.
import readline from 'node:readline';
import { loadConfig } from '../../../../cms/config';
import { bootCms } from '../../../../cms/boot';

async function main() {
  const config = loadConfig();
  const lines = readline.createInterface({ input: process.stdin });
  console.log('ready');
  await new Promise<void>((resolve) => lines.once('line', () => resolve()));
  lines.close();
  try {
    const { app, loaded } = await bootCms(config, process.env.CMS_CONTENT_DIR);
    const blogs = await app.cms.db.selectFrom('blogs').select('id').execute();
    console.log(JSON.stringify({ loaded: !!loaded, blogs: blogs.length }));
    await app.close();
  } catch (err) {
    console.log(JSON.stringify({ error: (err as Error).message }));
  }
}

void main();
