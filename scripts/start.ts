// `npm start`: the CMS with demo content, the release service (releases/, docs/releases.md) that
// builds the site against it and releases every publish, and the static server
// (plugins/gatsby-plugin-hosting/server/static-server.ts, security headers) of the live release.
// The first build at start goes through the service, so the first release exists before the
// server serves. Ctrl-C (or SIGTERM) stops all three.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, fmtMs, portIsFree, stopAllChildren } from './lib/proc';
import { serveSite, startCms, type CmsOptions } from './lib/site';
import { cmsReleaseEnv, liveMismatch, releaseWiring, startReleaseService, waitForRelease } from './lib/release-service';
import { currentRelease } from '../plugins/gatsby-plugin-hosting/server/release-layout';
import { ensureAdminBuilt } from './build-admin';
import { DEMO_EDITOR } from '../cms/demo/accounts';

const cmsPort = Number(process.env.CMS_PORT || 4000);
const sitePort = Number(process.env.SITE_PORT || 9000);
const releasesPort = Number(process.env.RELEASES_PORT || 4100);
const releasesDir = path.resolve(ROOT, process.env.RELEASES_DIR || 'data/releases');
const dbFile = path.resolve(ROOT, process.env.CMS_DB_FILE || 'data/cms.sqlite');
const apiUrl = process.env.GATSBY_API_URL || `http://localhost:${cmsPort}`;
let stopping = false;

const say = (msg: string) => process.stdout.write(`[start] ${msg}\n`);

let stopped: Promise<void> | undefined;
/** Stop the children (once, however many signals arrive), then exit. */
async function shutdown(code: number): Promise<never> {
  stopped ??= (async () => {
    stopping = true;
    await stopAllChildren(); // the CMS, a build in progress, the static server
  })();
  await stopped;
  process.exit(code);
}

async function main() {
  for (const [name, port] of [
    ['CMS_PORT', cmsPort],
    ['SITE_PORT', sitePort],
    ['RELEASES_PORT', releasesPort],
  ] as const) {
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name}=${port} is not a port number`);
    if (!(await portIsFree(port))) {
      throw new Error(`port ${port} (${name}) is already in use. Stop whatever listens there, or pick another: ${name}=<port> npm start`);
    }
  }
  if (new Set([cmsPort, sitePort, releasesPort]).size !== 3) throw new Error('CMS_PORT, SITE_PORT and RELEASES_PORT must differ');
  // one token and hook secret per start, given to the CMS and the release service alike
  const wiring = releaseWiring(releasesPort, releasesDir);

  const cms: CmsOptions = {
    port: cmsPort,
    dbFile,
    uploadDir: process.env.CMS_UPLOAD_DIR ? path.resolve(ROOT, process.env.CMS_UPLOAD_DIR) : undefined,
    publicUrl: process.env.CMS_PUBLIC_URL || `http://localhost:${cmsPort}`,
    // CMS_CORS_ORIGINS unset: the CMS allows any http://localhost:<port> origin.
    siteUrl: (process.env.SITE_URL || `http://localhost:${sitePort}`).replace(/\/+$/, ''),
    env: cmsReleaseEnv(wiring),
  };

  await ensureAdminBuilt(say);
  const fresh = !fs.existsSync(dbFile);
  say(`starting the CMS on port ${cmsPort} (database ${path.relative(ROOT, dbFile)}${fresh ? ', new: the demo content goes in' : ''})`);
  const cmsChild = await startCms(cms);
  cmsChild.exited.then((code) => {
    if (!stopping) {
      say(`the CMS exited (code ${code}); stopping`);
      void shutdown(1);
    }
  });
  say(`CMS is up at http://localhost:${cmsPort}`);

  const want = { apiUrl, siteUrl: cms.siteUrl! };
  const before = currentRelease(releasesDir)?.id ?? null;
  // SKIP_BUILD=1 with a live release made for this setup: serve it now; the service still releases what the CMS has beyond it
  const skip = process.env.SKIP_BUILD === '1' && !liveMismatch(releasesDir, want);
  if (process.env.SKIP_BUILD === '1' && !skip) say(`SKIP_BUILD=1, but ${liveMismatch(releasesDir, want)}: building`);
  say(`starting the release service (releases in ${path.relative(ROOT, releasesDir)}, wake-up hook on port ${releasesPort})`);
  const t0 = Date.now();
  const service = startReleaseService(wiring, { cmsPort, apiUrl, siteUrl: cms.siteUrl!, buildAtStart: !skip });
  service.exited.then((code) => {
    if (!stopping) {
      say(`the release service exited (code ${code}); stopping`);
      void shutdown(1);
    }
  });
  if (skip) say(`SKIP_BUILD=1 and release ${before} was made for this setup: serving it without building`);
  else {
    say(`building the site against ${apiUrl} for ${cms.siteUrl} (the release service's first build)`);
    await waitForRelease(wiring, service, before, want, say);
    say(`release ${currentRelease(releasesDir)?.id} is live after ${fmtMs(Date.now() - t0)}`);
  }

  say(`serving the live release on port ${sitePort} (plugins/gatsby-plugin-hosting/server/static-server.ts --releases ${path.relative(ROOT, releasesDir)})`);
  // the server takes both addresses from the release's build-info.json and refuses a build made for others
  const site = await serveSite({ port: sitePort, apiUrl, siteUrl: cms.siteUrl, releasesDir });
  site.exited.then((code) => {
    if (!stopping) {
      say(`the static server exited (code ${code}); stopping`);
      void shutdown(1);
    }
  });

  say(`site: http://localhost:${sitePort}`);
  say(`CMS:  http://localhost:${cmsPort}  (API under /api, e.g. http://localhost:${cmsPort}/api/index/info)`);
  say(`releases: every publish goes live through the release service; roll back with npm run releases -- rollback <id> (npm run releases -- list)`);
  say(
    `editors' console: http://localhost:${cmsPort}/admin/  (demo editor: ${DEMO_EDITOR.username} / ${DEMO_EDITOR.password}; change it on a CMS others can reach)`,
  );
  say('press Ctrl-C to stop all three');
  process.stdout.write(`Ready: site http://localhost:${sitePort}  CMS http://localhost:${cmsPort}\n`);
}

process.on('SIGINT', () => {
  say('stopping…');
  void shutdown(0);
});
process.on('SIGTERM', () => {
  say('stopping…');
  void shutdown(0);
});

main().catch((err: Error) => {
  if (stopping) return; // a child failing because we are stopping it is no news
  process.stderr.write(`[start] error: ${err.message}\n`);
  void shutdown(1);
});
