// Connects the hosting step (post-build.ts) to the end of `gatsby build`, writes each page's script
// policy while Gatsby stitches slices into it (stitch-policy.ts), and records what the build was
// made for (build-record.ts). The static server that serves the result is in server/
// (docs/decisions/0014-hosting-plugin-owns-the-server.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { isKeptWorkDir } from '../gatsby-plugin-build-tuning/kept-work-dir';
import { recordBuild } from './build-record';
import { KeptPages, manifestFile } from './hosting-manifest';
import { rawSliceFile, restoreRawSlice } from './scripts-slice-kept';
import { newPolicyState, writeHostingFiles, type PolicyState } from './post-build';
import { clientOnlyRoutes } from './server/routes';
import { runScriptsAfterMainImage, stitchWithPolicy, type HtmlPath, type StitchingModule } from './stitch-policy';

interface Options {
  apiUrl: string;
  siteUrl: string;
}

/** One build's policy state, shared by the stitching and the post-build pass (both run in the build's main process). */
let state: PolicyState = newPolicyState();

export const onPreBuild: GatsbyNode['onPreBuild'] = ({ reporter, store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const root = program.directory;
  const publicDir = path.join(root, 'public');
  state = newPolicyState();
  if (isKeptWorkDir()) {
    // a work directory kept between builds: the pages the last pass left as they are are not read
    // again (hosting-manifest.ts), and Gatsby finds its scripts slice as it wrote it, so unchanged
    // scripts do not send every page through the stitching again (scripts-slice-kept.ts)
    state = newPolicyState(KeptPages.load(publicDir, manifestFile(root)), rawSliceFile(root));
    restoreRawSlice(publicDir, state.rawSliceFile!);
  }
  const fromGatsby = createRequire(createRequire(path.join(root, 'package.json')).resolve('gatsby/package.json'));
  try {
    const stitching = fromGatsby('gatsby/dist/utils/slices/stitching') as StitchingModule;
    const { generateHtmlPath } = fromGatsby('gatsby-core-utils/page-html') as { generateHtmlPath: HtmlPath };
    if (stitchWithPolicy(stitching, generateHtmlPath, state)) return;
  } catch {
    // a Gatsby without these modules: the post-build pass writes every policy
  }
  reporter.warn('hosting: Gatsby has no slice stitching to hook into any more; the script policy is written after the build instead');
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }, options) => {
  const { apiUrl, siteUrl } = options as unknown as Options;
  const { program, config } = store.getState() as { program: { directory: string }; config: { siteMetadata?: { siteUrl?: string } } };
  const root = program.directory;
  const t0 = Date.now();
  const stitched = state.done.size;
  // a kept work directory whose build stitched no page put back Gatsby's scripts slice for nothing: rewritten here
  if (state.rawSliceFile) await runScriptsAfterMainImage(path.join(root, 'public'), state.rawSliceFile);
  const done = writeHostingFiles(
    path.join(root, 'public'),
    {
      apiUrl,
      https: siteUrl.startsWith('https://'),
      rewrites: clientOnlyRoutes(),
    },
    state,
  );
  state = newPolicyState();
  recordBuild(path.join(root, 'public'), { apiUrl, siteUrl: config.siteMetadata?.siteUrl });
  reporter.info(
    `hosting: script policy in ${done.pages} pages (${stitched} while stitching slices, ${done.written} written after the build, ${done.skipped} left unread as the last build wrote them, ${done.sharedHashes} shared inline scripts), _headers and _redirects written in ${Date.now() - t0} ms`,
  );
};
