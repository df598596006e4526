/** Explicit types for every node (no inference): SDL generated from the contract (schema-sdl.ts). */
import type { GatsbyNode } from 'gatsby';
import { buildSdl } from './schema-sdl';
import { NODES_IN_ORDER_SDL } from './nodes-in-order';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(buildSdl());
  actions.createTypes(NODES_IN_ORDER_SDL);
};
