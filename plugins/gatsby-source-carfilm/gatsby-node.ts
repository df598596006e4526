/**
 * gatsby-source-carfilm: connects Gatsby's hooks to the plugin's steps; no logic here.
 */
import * as path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { copyMediaToPublic } from './media';
import { ERROR_MAP, PLUGIN_PREFIX } from './report';

export { pluginOptionsSchema } from './plugin-options';
export { createSchemaCustomization } from './create-schema-customization';
export { createResolvers } from './nodes-in-order';
export { sourceNodes } from './source-nodes';

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  reporter.setErrorMap(ERROR_MAP);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ cache, store, reporter }) => {
  const program = (store.getState() as { program?: { directory?: string } }).program;
  const { files, copied } = await copyMediaToPublic(cache.directory, path.join(program?.directory ?? process.cwd(), 'public'));
  reporter.verbose(`${PLUGIN_PREFIX} ${files} media file(s) in public/media, ${copied} copied`);
};
