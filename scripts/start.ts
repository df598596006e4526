// `npm start`: the CMS with demo content, a fresh production build of the site against it, and
// the static server (plugins/gatsby-plugin-hosting/server/static-server.ts, security headers) of that build. Ctrl-C (or SIGTERM) stops both servers.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, fmtMs, portIsFree, stopAllChildren } from './lib/proc';
import { buildMismatch, readBuildInfo } from '../plugins/gatsby-plugin-hosting/server/build-info';
import { buildSite, hasBuild, serveSite, startCms, type CmsOptions } from './lib/site';
import { ensureAdminBuilt } from './build-admin';
import { DEMO_EDITOR } from '../cms/demo/accounts';

const cmsPort = Number(process.env.CMS_PORT || 4000);
const sitePort = Number(process.env.SITE_PORT || 9000);
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
  ] as const) {
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${name}=${port} is not a port number`);
    if (!(await portIsFree(port))) {
      throw new Error(`port ${port} (${name}) is already in use. Stop whatever listens there, or pick another: ${name}=<port> npm start`);
    }
  }
  if (cmsPort === sitePort) throw new Error('CMS_PORT and SITE_PORT must differ');

  const cms: CmsOptions = {
    port: cmsPort,
    dbFile,
    uploadDir: process.env.CMS_UPLOAD_DIR ? path.resolve(ROOT, process.env.CMS_UPLOAD_DIR) : undefined,
    publicUrl: process.env.CMS_PUBLIC_URL || `http://localhost:${cmsPort}`,
    // CMS_CORS_ORIGINS unset: the CMS allows any http://localhost:<port> origin.
    siteUrl: (process.env.SITE_URL || `http://localhost:${sitePort}`).replace(/\/+$/, ''),
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

  if (process.env.SKIP_BUILD === '1' && hasBuild()) {
    const mismatch = buildMismatch(readBuildInfo(path.join(ROOT, 'public')), { apiUrl, siteUrl: cms.siteUrl! });
    if (mismatch) throw new Error(`SKIP_BUILD=1: ${mismatch}. Run npm start without SKIP_BUILD to build it again.`);
    say('SKIP_BUILD=1 and public/ holds a build for this setup: not rebuilding');
  } else {
    say(`building the site against ${apiUrl} for ${cms.siteUrl} (gatsby build)`);
    // SITE_URL: canonical links, og:url and the sitemap name the origin the site is served on.
    const ms = await buildSite({ apiUrl, env: { SITE_URL: cms.siteUrl } });
    say(`build done in ${fmtMs(ms)}`);
  }

  say(`serving public/ on port ${sitePort} (plugins/gatsby-plugin-hosting/server/static-server.ts)`);
  // the server takes both addresses from build-info.json and refuses a build made for others
  const site = await serveSite({ port: sitePort, apiUrl, siteUrl: cms.siteUrl });
  site.exited.then((code) => {
    if (!stopping) {
      say(`the static server exited (code ${code}); stopping`);
      void shutdown(1);
    }
  });

  say(`site: http://localhost:${sitePort}`);
  say(`CMS:  http://localhost:${cmsPort}  (API under /api, e.g. http://localhost:${cmsPort}/api/index/info)`);
  say(
    `editors' console: http://localhost:${cmsPort}/admin/  (demo editor: ${DEMO_EDITOR.username} / ${DEMO_EDITOR.password}; change it on a CMS others can reach)`,
  );
  say('press Ctrl-C to stop both');
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
