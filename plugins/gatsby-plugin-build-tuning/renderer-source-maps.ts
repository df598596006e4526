/**
 * The production HTML renderer is run once and thrown away: no source maps for it (Gatsby reads
 * them only to point a render error at its source line; `gatsby develop` keeps them). Stage build-html.
 */
export const RENDERER_WITHOUT_SOURCE_MAPS = { devtool: false as const };
