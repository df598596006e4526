/**
 * The editors' preview server runs `gatsby develop` (`npm run preview`, GATSBY_CMS_PREVIEW=1;
 * docs/architecture.md#preview). Gatsby makes its two webpack compilations, `develop` (the browser
 * bundle) and `develop-html` (the renderer of the first HTML shell), for a developer editing code:
 * source maps of every module, and ESLint over the compiled scripts. Editors change content, never
 * code, so in preview mode both go; they are most of the bundle's CPU at boot on two cores.
 * What the browser runs does not change: the same modules, React, the page-data websocket that
 * shows an edit, the hot-update runtime Gatsby's client expects. `npm run develop` keeps all of it.
 */
interface PluginLike {
  constructor: { name: string };
}

export interface DevelopConfig {
  devtool?: string | false;
  plugins?: unknown[];
}

/** ESLint in the develop bundle (Gatsby adds its own, or only its required rules with a local config). */
const DEVELOPER_ONLY_PLUGINS = new Set(['ESLintWebpackPlugin']);

export const isPreview = (env: NodeJS.ProcessEnv = process.env): boolean => env.GATSBY_CMS_PREVIEW === '1';

/** Strips a `develop` or `develop-html` config of what only serves a developer; answers what it removed. */
export function previewWebpack(config: DevelopConfig): string[] {
  const removed: string[] = [];
  if (config.devtool) {
    removed.push(`devtool ${config.devtool}`);
    config.devtool = false;
  }
  if (Array.isArray(config.plugins)) {
    config.plugins = config.plugins.filter((p) => {
      const name = (p as PluginLike | undefined)?.constructor?.name ?? '';
      if (!DEVELOPER_ONLY_PLUGINS.has(name)) return true;
      removed.push(name);
      return false;
    });
  }
  return removed;
}
