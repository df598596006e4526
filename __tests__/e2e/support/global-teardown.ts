// Playwright globalTeardown: stop the servers globalSetup started (not those `npm test` owns).
import fs from 'node:fs';
import { envFile, readEnv, teardown } from './harness';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(envFile())) return;
  if (readEnv().external) return;
  await teardown();
}
