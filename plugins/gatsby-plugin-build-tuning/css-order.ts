/**
 * Pages import shared components in different orders, so mini-css-extract-plugin cannot follow
 * every page's order in the stylesheets it extracts and prints a "Conflicting order" warning per
 * module. Its `ignoreOrder` drops only that warning (the plugin orders the file the same way with
 * it); styles must not depend on the order of two CSS module files (docs/development.md#css).
 * Stages build-javascript and develop.
 */
export interface PluginsConfig {
  plugins?: { constructor: { name: string }; options?: { ignoreOrder?: boolean } }[];
}

export function ignoreCssOrder(config: PluginsConfig): void {
  const cssExtract = config.plugins?.find((p) => p.constructor.name === 'MiniCssExtractPlugin');
  if (cssExtract?.options) cssExtract.options.ignoreOrder = true;
}
