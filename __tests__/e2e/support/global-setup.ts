// Playwright globalSetup: provision the e2e environment unless `npm test` already did.
import fs from 'node:fs';
import { envFile, exportEnv, provision, readEnv } from './harness';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_EXTERNAL === '1' && fs.existsSync(envFile())) {
    const env = readEnv();
    exportEnv(env);
    process.stdout.write(`[e2e] using the environment from ${envFile()}: site ${env.siteUrl}, API ${env.apiUrl}\n`);
    return;
  }
  await provision();
}
