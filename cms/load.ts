// CLI: `npm run cms:load -- <dir>` loads a content directory into the database (replacing its content;
// dealer accounts only in demo mode, from the directory's demo-logins.json).
import path from 'node:path';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { loadContent } from './db/content-loader';

async function main() {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: npm run cms:load -- <content dir>   (format: cms/content/FORMAT.md)');
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase({ url: config.databaseUrl, file: config.dbFile, poolSize: config.dbPoolSize, sqliteSync: config.sqliteSync });
  try {
    await migrateToLatest(db);
    const summary = await loadContent(db, path.resolve(dir), config.uploadDir, { demo: config.demo });
    console.log(`Loaded ${path.resolve(dir)} into ${config.databaseUrl ? 'the PostgreSQL database of CMS_DATABASE_URL' : config.dbFile}`);
    for (const [table, n] of Object.entries(summary.counts)) console.log(`  ${table}: ${n}`);
    console.log(
      summary.accounts === null
        ? '  dealer logins: left as they were (not a demo: admins manage them under Dealer logins in the console)'
        : `  dealer logins (demo, CMS_DEMO=1): ${summary.accounts}`,
    );
    console.log(`  media files copied to ${config.uploadDir}/media: ${summary.mediaFiles}`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
