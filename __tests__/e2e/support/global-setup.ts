// Playwright globalSetup: provision the e2e environment unless `npm test` already did.
import fs from 'node:fs';
import { envFile, exportEnv, provision, readEnv } from './harness';
import { requirePath } from '../../../scripts/lib/requirements';

export default async function globalSetup(): Promise<void> {
  // `playwright test` run alone: without the browser, say so now instead of building for minutes
  // and then failing every test (npm test checked it already; the check costs nothing).
  requirePath('chromium');
  if (process.env.E2E_EXTERNAL === '1' && fs.existsSync(envFile())) {
    const env = readEnv();
    exportEnv(env);
    process.stdout.write(`[e2e] using the environment from ${envFile()}: site ${env.siteUrl}, API ${env.apiUrl}\n`);
    return;
  }
  await provision();
}
