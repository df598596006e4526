// Gatsby's own page stitching and HTML paths, as `gatsby build` uses them, for the hosting tests
// that give the post-build pass the pages a real build leaves.
type StitchPage = (args: { pagePath: string; publicDir: string }) => Promise<void>;
type HtmlPath = (publicDir: string, pagePath: string) => string;

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { stitchSliceForAPage } = require('gatsby/dist/utils/slices/stitching') as { stitchSliceForAPage: StitchPage };
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { generateHtmlPath } = require('gatsby-core-utils/page-html') as { generateHtmlPath: HtmlPath };
