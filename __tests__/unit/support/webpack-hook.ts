// The build-tuning plugin's onCreateWebpackConfig (plugins/gatsby-plugin-build-tuning/gatsby-node.ts) run the way Gatsby runs it for one stage: `getConfig` gives
// the config as the hook's earlier actions left it; returns the config Gatsby would then use.
import type { Actions, CreateWebpackConfigArgs } from 'gatsby';
import { onCreateWebpackConfig } from '../../../plugins/gatsby-plugin-build-tuning/gatsby-node';

export function runWebpackHook<C extends object>(stage: string, config: C): C {
  let current = config;
  const actions = {
    // Gatsby merges with webpack-merge: plugin lists are joined
    setWebpackConfig: (c: C & { plugins?: unknown[] }) => {
      const plugins = 'plugins' in c ? { plugins: [...((current as { plugins?: unknown[] }).plugins ?? []), ...(c.plugins ?? [])] } : {};
      current = { ...current, ...c, ...plugins };
    },
    replaceWebpackConfig: (c: C) => {
      current = c;
    },
  } as unknown as Actions;
  const hook = onCreateWebpackConfig as unknown as (args: Partial<CreateWebpackConfigArgs>) => void;
  // Gatsby's plugin helpers: each makes the webpack plugin of that name, seen here by name and options
  const plugins = { banner: (options: object) => ({ constructor: { name: 'BannerPlugin' }, options }) };
  hook({
    stage: stage as CreateWebpackConfigArgs['stage'],
    actions,
    getConfig: () => current,
    plugins: plugins as unknown as CreateWebpackConfigArgs['plugins'],
  });
  return current;
}
