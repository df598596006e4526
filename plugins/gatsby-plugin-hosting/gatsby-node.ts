// Connects the hosting step (scripts/hosting/post-build.ts) to the end of `gatsby build`.
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { writeHostingFiles } from '../../scripts/hosting/post-build';
import { clientOnlyRoutes } from '../../scripts/hosting/routes';

interface Options {
  apiUrl: string;
  siteUrl: string;
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }, options) => {
  const { apiUrl, siteUrl } = options as unknown as Options;
  const { program } = store.getState() as { program: { directory: string } };
  const root = program.directory;
  const done = writeHostingFiles(path.join(root, 'public'), {
    apiUrl,
    https: siteUrl.startsWith('https://'),
    rewrites: clientOnlyRoutes(path.join(root, 'src', 'pages')),
  });
  reporter.info(
    `hosting: script policy in ${done.pages} pages (${done.written} written, ${done.sharedHashes} shared inline scripts), _headers and _redirects written`,
  );
};
