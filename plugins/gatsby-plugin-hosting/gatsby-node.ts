// Connects the hosting step (post-build.ts: each page's script policy and its scripts run after the
// main image) to the end of `gatsby build`, and records what the build was made for
// (build-record.ts). The static server that serves the result is in server/
// (docs/decisions/0014-hosting-plugin-owns-the-server.md).
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { isKeptWorkDir } from '../gatsby-plugin-build-tuning/kept-work-dir';
import { recordBuild } from './build-record';
import { KeptPages, manifestFile } from './hosting-manifest';
import { newPolicyState, writeHostingFiles } from './post-build';
import { scriptsSwap } from './scripts-after-main-image';
import { clientOnlyRoutes } from './server/routes';

interface Options {
  apiUrl: string;
  siteUrl: string;
}

/** In a kept work directory, the last pass's record of the pages, loaded before Gatsby writes any. */
let kept: KeptPages | undefined;

export const onPreBuild: GatsbyNode['onPreBuild'] = ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  // a work directory kept between builds: the pages the last pass left as they are are not read again (hosting-manifest.ts)
  kept = isKeptWorkDir() ? KeptPages.load(path.join(program.directory, 'public'), manifestFile(program.directory)) : undefined;
};

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter, store }, options) => {
  const { apiUrl, siteUrl } = options as unknown as Options;
  const { program, config } = store.getState() as { program: { directory: string }; config: { siteMetadata?: { siteUrl?: string } } };
  const publicDir = path.join(program.directory, 'public');
  const t0 = Date.now();
  const state = newPolicyState(kept, scriptsSwap(publicDir));
  kept = undefined;
  const done = writeHostingFiles(publicDir, { apiUrl, https: siteUrl.startsWith('https://'), rewrites: clientOnlyRoutes() }, state);
  recordBuild(publicDir, { apiUrl, siteUrl: config.siteMetadata?.siteUrl });
  reporter.info(
    `hosting: script policy ${state.scripts ? 'and the scripts after the main image ' : ''}in ${done.pages} pages (${done.written} written, ${done.skipped} left unread as the last build wrote them, ${done.sharedHashes} shared inline scripts), _headers and _redirects written in ${Date.now() - t0} ms`,
  );
};
