// `npm run releases`: the release service (docs/releases.md). `npm run releases -- rollback <id>`
// switches the live site to a kept release at once and tells the CMS; `npm run releases -- list`
// shows the kept releases.
import { currentRelease, releaseIds } from '../plugins/gatsby-plugin-hosting/server/release-layout';
import { cmsClient } from './cms-client';
import { configProblems, releaseConfig } from './config';
import { sendDurably } from './outbox';
import { readMeta } from './release-store';
import { rollbackTo } from './rollback';

const say = (line: string) => process.stdout.write(`[releases] ${line}\n`);

async function rollback(id: string | undefined): Promise<number> {
  const c = releaseConfig();
  if (!id) {
    process.stderr.write('usage: npm run releases -- rollback <release id>   (npm run releases -- list shows them)\n');
    return 2;
  }
  const t0 = Date.now();
  const result = rollbackTo(c.releasesDir, id);
  if (!result.ok) {
    process.stderr.write(`${result.message}\n`);
    return 1;
  }
  say(`rolled back: ${id} (seq ${result.meta.seq}) is live${result.from ? ` instead of ${result.from}` : ''}, in ${Date.now() - t0} ms`);
  if (!c.token) {
    process.stderr.write('CMS_RELEASE_TOKEN is not set, so the CMS was not told: set it and run the rollback again, or the service builds over it.\n');
    return 1;
  }
  const sent = await sendDurably(
    cmsClient(c.cmsUrl, c.token, 5000),
    c.releasesDir,
    {
      kind: 'live',
      release: id,
      seq: result.meta.seq,
      holder: `rollback command ${c.holder}`,
    },
    (err) => say(`the CMS did not take the switch: ${err.message}`),
  );
  if (sent) say('the CMS knows: the publishes after it are held until an editor publishes again or asks for a build');
  else say('the CMS could not be told now: the event waits in outbox.json, and the service builds nothing until the CMS has it');
  return 0;
}

function list(): number {
  const c = releaseConfig();
  const live = currentRelease(c.releasesDir)?.id;
  const ids = releaseIds(c.releasesDir);
  if (!ids.length) say(`no release in ${c.releasesDir} yet`);
  for (const id of ids.reverse()) {
    const meta = readMeta(c.releasesDir, id);
    process.stdout.write(`${id === live ? '* ' : '  '}${id}  seq ${meta?.seq ?? '?'}  built ${meta?.built_at ?? '?'}\n`);
  }
  return 0;
}

async function serve(): Promise<void> {
  // loaded here, not above: `rollback` must switch as soon as the command starts, without loading the service
  const [{ ReleaseService }, { createHookServer }] = await Promise.all([import('./service'), import('./hook-server')]);
  const c = releaseConfig();
  const problems = configProblems(c);
  if (problems.length) throw new Error(problems.join('\n'));
  const service = new ReleaseService(c, cmsClient(c.cmsUrl, c.token), say);
  const hook = c.hookPort && c.hookSecret ? createHookServer(c.hookSecret, () => service.wake()) : null;
  if (hook) {
    await new Promise<void>((resolve, reject) => {
      hook.once('error', reject);
      hook.listen(c.hookPort, c.hookHost, resolve);
    });
    say(`wake-up hook on http://${c.hookHost}:${c.hookPort}/hook/<secret>`);
  }
  say(`releases in ${c.releasesDir} (keeping ${c.keep}); builds in ${c.workDir}; CMS ${c.cmsUrl}; checking every ${c.pollMs / 1000}s`);
  service.start();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    say('stopping');
    hook?.close();
    await service.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

async function main(): Promise<number | null> {
  const [command, arg] = process.argv.slice(2);
  if (!command) {
    await serve();
    return null;
  }
  if (command === 'rollback') return rollback(arg);
  if (command === 'list') return list();
  process.stderr.write(`unknown command "${command}": npm run releases [-- rollback <id> | list]\n`);
  return 2;
}

main().then(
  (code) => {
    if (code !== null) process.exit(code);
  },
  (err: Error) => {
    process.stderr.write(`[releases] ${err.message}\n`);
    process.exit(1);
  },
);
