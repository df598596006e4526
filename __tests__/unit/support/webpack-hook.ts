// gatsby-node's onCreateWebpackConfig run the way Gatsby runs it for one stage: `getConfig` gives
// the config as the hook's earlier actions left it; returns the config Gatsby would then use.
import type { Actions, CreateWebpackConfigArgs } from 'gatsby';
import { onCreateWebpackConfig } from '../../../gatsby-node';

export function runWebpackHook<C extends object>(stage: string, config: C): C {
  let current = config;
  const actions = {
    setWebpackConfig: (c: C) => {
      current = { ...current, ...c };
    },
    replaceWebpackConfig: (c: C) => {
      current = c;
    },
  } as unknown as Actions;
  const hook = onCreateWebpackConfig as unknown as (args: Partial<CreateWebpackConfigArgs>) => void;
  hook({ stage: stage as CreateWebpackConfigArgs['stage'], actions, getConfig: () => current });
  return current;
}
