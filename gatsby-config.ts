/**
 * Gatsby configuration: site metadata, the image pipeline, the sitemap and the local source
 * plugin that pulls the whole content API at build time (plugins/gatsby-source-carfilm).
 *
 * Environment (all optional):
 * - SITE_URL        public origin of the site, used by the sitemap and canonical URLs (default http://localhost:9000)
 * - GATSBY_API_URL  the content API, read at build time and baked into the browser bundle (default http://localhost:4000)
 */
import type { GatsbyConfig } from 'gatsby';

const siteUrl = (process.env.SITE_URL || 'http://localhost:9000').replace(/\/+$/, '');
const apiUrl = process.env.GATSBY_API_URL || 'http://localhost:4000';

/** Routes that hold visitor-specific or client-only screens: kept out of the sitemap. */
const SITEMAP_EXCLUDES = [
  '/404',
  '/404.html',
  '/dev-404-page',
  '/DealerPortal',
  '/DealerPortal/*',
  '/EditInformation',
  '/EditInformation/*',
  '/BrandingElementsInfo',
  '/BrandingElementsInfo/*',
  '/Login',
  '/ForgetPassword',
  '/ChangePassword',
  '/ResetPwd',
  '/ResetPwd/*',
  '/Warrantylist',
  '/Warrantylist/*',
  '/WarrantyInfo',
  '/WarrantyInfo/*',
];

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Car Film Master',
    description: 'Paint protection film, window film, precut software, plotters and installation tools.',
    siteUrl,
  },
  // Both /blog and /blog/ must work (old links use the bare form).
  trailingSlash: 'ignore',
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    'gatsby-plugin-react-helmet',
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      // Original format + WebP only: AVIF is slow to encode on small build machines.
      options: { defaults: { formats: ['auto', 'webp'], placeholder: 'blurred' } },
    },
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: SITEMAP_EXCLUDES },
    },
    {
      resolve: 'gatsby-source-carfilm',
      options: { apiUrl },
    },
  ],
};

export default config;
