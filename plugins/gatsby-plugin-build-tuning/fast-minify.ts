/**
 * JavaScript minification with swc instead of Terser (docs/architecture.md#sourcing-at-scale, bundles). Terser was
 * most of the JS/CSS bundle step of every production build; swc's minifier, run by the same
 * terser-webpack-plugin with Gatsby's own settings (ES5 output, Safari 10 safe names, source
 * maps, license comments), is many times faster for a bundle within a few per cent of the size.
 * The plugin instance Gatsby made is swapped for one of the same class, so no second copy of the
 * plugin is installed.
 */
interface MinimizerLike {
  constructor: { name: string };
  options?: { parallel?: unknown; exclude?: unknown; extractComments?: unknown; minimizer?: { implementation?: unknown } };
}
type TerserClass = (new (options: object) => MinimizerLike) & { swcMinify?: unknown };

export interface MinimizerConfig {
  optimization?: { minimizer?: unknown[] };
}

/** Gatsby's Terser options (gatsby/dist/utils/webpack-utils.js minifyJs), as swc spells them. */
export const SWC_OPTIONS = {
  ecma: 5,
  compress: { ecma: 5 },
  mangle: { safari10: true },
  safari10: true,
} as const;

/**
 * Replaces Gatsby's TerserPlugin in a build-javascript config by the same plugin running swc.
 * Returns whether it found the plugin (a Gatsby without it would silently keep Terser).
 */
export function swcMinify(config: MinimizerConfig): boolean {
  const list = config.optimization?.minimizer;
  if (!Array.isArray(list)) return false;
  const at = list.findIndex((p) => (p as MinimizerLike | undefined)?.constructor?.name === 'TerserPlugin');
  if (at < 0) return false;
  const terser = list[at] as MinimizerLike;
  const Plugin = terser.constructor as unknown as TerserClass;
  if (typeof Plugin.swcMinify !== 'function') return false;
  const kept = Object.fromEntries(
    (['exclude', 'extractComments', 'parallel'] as const).map((k) => [k, terser.options?.[k]]).filter(([, v]) => v !== undefined),
  );
  list[at] = new Plugin({ ...kept, minify: Plugin.swcMinify, terserOptions: SWC_OPTIONS });
  return true;
}
