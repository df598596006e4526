// Starts the CMS: env → config, demo content on an empty database, listen, graceful close.
import { loadConfig } from './config';
import { DEMO_CONTENT, bootCms } from './boot';

async function main() {
  const config = loadConfig();
  const { app } = await bootCms(config, process.env.CMS_CONTENT_DIR || DEMO_CONTENT);
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  console.log(`CMS ready at http://localhost:${config.port}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
