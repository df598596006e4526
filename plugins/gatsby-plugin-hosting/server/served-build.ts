// What the static server serves a build with: the API address and the site's own address the
// build was made for, from its build-info.json (plugins/gatsby-plugin-hosting/server/build-info.ts). The browser bundle
// calls the API it was built with, so a policy made from the server's own environment (it once
// defaulted to http://localhost:4000) blocked every live call of a build made for another API,
// and nothing said so. An explicit GATSBY_API_URL or SITE_URL is only checked against the build:
// a disagreement stops the server with both values named.
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_FILE, readBuildInfo, type BuildInfo } from './build-info';

export interface ServedBuild extends BuildInfo {
  /** the site is served over https: HSTS (and whatever else depends on it) */
  https: boolean;
  /** where the addresses came from, for the server's first log line */
  source: string;
}

/** Two spellings of one address (a trailing slash) are the same address. */
const same = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

const served = (info: BuildInfo, source: string): ServedBuild => ({ ...info, https: info.siteUrl.startsWith('https://'), source });

/** The addresses to serve the build in `root` with; throws, saying why, when they are unknown or disputed. */
export function servedBuild(root: string, env: NodeJS.ProcessEnv = process.env): ServedBuild {
  const file = path.join(root, BUILD_INFO_FILE);
  const given = { apiUrl: env.GATSBY_API_URL || '', siteUrl: env.SITE_URL || '' };
  const info = readBuildInfo(root);
  if (!info) {
    const why = fs.existsSync(file) ? `${file} is not a build record (no apiUrl and siteUrl)` : `${root} has no ${BUILD_INFO_FILE}`;
    // A build from elsewhere (or from before the file existed) may still be served by someone who knows what it was made for.
    if (given.apiUrl && given.siteUrl) return served(given, `GATSBY_API_URL and SITE_URL (${why})`);
    throw new Error(
      `${why}, so the API address and site address it was built for are unknown, and its Content-Security-Policy ` +
        `would block the live calls to any other API. Every \`npm run build\` writes that file: build again, ` +
        `or set both GATSBY_API_URL and SITE_URL to the addresses this build was made for.`,
    );
  }
  const disputes = [
    given.apiUrl && !same(given.apiUrl, info.apiUrl) ? `GATSBY_API_URL=${given.apiUrl}, but the build calls the API at ${info.apiUrl}` : '',
    given.siteUrl && !same(given.siteUrl, info.siteUrl) ? `SITE_URL=${given.siteUrl}, but the build was made for the site at ${info.siteUrl}` : '',
  ].filter(Boolean);
  if (disputes.length) {
    throw new Error(
      `${disputes.join('; ')} (${file}). The server takes both from the build: unset the variable to serve it as built, ` +
        `or build again with the address you want (GATSBY_API_URL=… SITE_URL=… npm run build).`,
    );
  }
  return served(info, file);
}
