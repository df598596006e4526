// What a build was made for, written next to it (public/build-info.json) by gatsby-node's
// onPostBuild, so `SKIP_BUILD=1 npm start` can refuse a public/ whose live calls go elsewhere.
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_INFO_FILE = 'build-info.json';

export interface BuildInfo {
  /** GATSBY_API_URL baked into the browser bundle. */
  apiUrl: string;
  /** The site origin of canonical links, og:url and the sitemap. */
  siteUrl: string;
}

export function writeBuildInfo(publicDir: string, info: BuildInfo): void {
  fs.writeFileSync(path.join(publicDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}

/** The record of the build in `publicDir`, or null when there is none or it is unreadable. */
export function readBuildInfo(publicDir: string): BuildInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(publicDir, BUILD_INFO_FILE), 'utf8')) as Partial<BuildInfo>;
    return typeof info.apiUrl === 'string' && typeof info.siteUrl === 'string' ? { apiUrl: info.apiUrl, siteUrl: info.siteUrl } : null;
  } catch {
    return null;
  }
}

/** Why a build may not be served for `want`, or null when it may. */
export function buildMismatch(info: BuildInfo | null, want: BuildInfo): string | null {
  if (!info) return `public/ has no ${BUILD_INFO_FILE}, so what it was built for is unknown`;
  const diffs: string[] = [];
  if (info.apiUrl !== want.apiUrl) diffs.push(`its live calls go to ${info.apiUrl}, not ${want.apiUrl}`);
  if (info.siteUrl !== want.siteUrl) diffs.push(`its links name ${info.siteUrl}, not ${want.siteUrl}`);
  return diffs.length ? `public/ was built for another setup: ${diffs.join('; ')}` : null;
}
