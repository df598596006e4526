/** Explicit types for every node (no inference): SDL generated from the contract (schema-sdl.ts). */
import type { GatsbyNode } from 'gatsby';
import { buildSdl } from './schema-sdl';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(buildSdl());
};
