/**
 * Gatsby configuration: site metadata, the image pipeline, the sitemap and the local source
 * plugin that pulls the whole content API at build time (plugins/gatsby-source-carfilm).
 *
 * Environment (all optional):
 * - SITE_URL        public origin of the site, used by the sitemap and canonical URLs (default http://localhost:9000)
 * - GATSBY_API_URL  the content API, read at build time and baked into the browser bundle (default http://localhost:4000)
 * - BUILD_WORKERS   worker processes of a production build (default: one per core; applied by
 *                   plugins/gatsby-plugin-build-tuning/build-workers.ts)
 */
import type { GatsbyConfig } from 'gatsby';
import { PAGE_ALIASES } from './src/seo/aliases';
import { sitemapExcludes } from './contract/routes';
import { cachedSitemapFilter } from './src/seo/sitemap-filter';
import { isKeptWorkDir } from './plugins/gatsby-plugin-build-tuning/kept-work-dir';

const siteUrl = (process.env.SITE_URL || 'http://localhost:9000').replace(/\/+$/, '');
const apiUrl = process.env.GATSBY_API_URL || 'http://localhost:4000';

/**
 * Kept out of the sitemap: visitor-specific or client-only screens, the bare query-URL shells
 * (/blogInfo?id=… redirects to /blogInfo/<id>/, which is listed) and the second paths of a page
 * (their canonical is the main page, src/seo/aliases.ts): all from the route table
 * (contract/routes.ts).
 */
const SITEMAP_EXCLUDES = sitemapExcludes(PAGE_ALIASES.map((a) => a.path));

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Car Film Master',
    description: 'Paint protection film, window film, precut software, plotters and installation tools.',
    siteUrl,
  },
  // Every page is served at its path with a trailing slash ('/blog/'); links, canonicals and the
  // sitemap use that form so no internal link costs a redirect (gatsby's Link adds the slash), and
  // hosts answer the bare form with a redirect so old links keep working
  // (docs/product/routes-and-screens.md#one-url-per-page).
  trailingSlash: 'always',
  // The preview server (GATSBY_CMS_PREVIEW=1) writes no types: Gatsby regenerates src/gatsby-types.d.ts
  // after every content refresh, a second or more of CPU that held up the edited page
  // (docs/architecture.md#preview). Nor does a release build in the release service's kept work
  // directory: its types are never type-checked, and writing them is a step of every publish
  // (docs/decisions/0018-warm-build-floor.md).
  graphqlTypegen: process.env.GATSBY_CMS_PREVIEW === '1' || isKeptWorkDir() ? false : { generateOnBuild: true },
  plugins: [
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      // Original format + WebP; AVIF only with SITE_IMAGES_AVIF=1: it is slow to encode on small
      // build machines (docs/product/page-weight.md#images). MediaImage shows no placeholder
      // (a preview would cost bytes in every page's data): none is made.
      options: { defaults: { formats: process.env.SITE_IMAGES_AVIF === '1' ? ['auto', 'webp', 'avif'] : ['auto', 'webp'], placeholder: 'none' } },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        excludes: SITEMAP_EXCLUDES,
        filterPages: cachedSitemapFilter(),
        // List each page at the URL the host answers 200 for ('/aboutUs/', not the 301ing '/aboutUs').
        serialize: ({ path }: { path: string }) => ({ url: path.endsWith('/') ? path : `${path}/`, changefreq: 'daily', priority: 0.7 }),
      },
    },
    {
      resolve: 'gatsby-source-carfilm',
      options: { apiUrl },
    },
    // per-page script CSP, _headers and _redirects, robots.txt's sitemap, build-info.json (plugins/gatsby-plugin-hosting/)
    {
      resolve: 'gatsby-plugin-hosting',
      options: { apiUrl, siteUrl },
    },
    // worker counts, webpack stages, image data (plugins/gatsby-plugin-build-tuning/); last, so its
    // webpack hook runs after every other plugin's (see its gatsby-node.ts)
    'gatsby-plugin-build-tuning',
  ],
};

export default config;
