// Drafts over published content for preview requests: every editable table has a `preview_` twin
// holding what the preview shows (published rows, replaced or joined by working drafts). Inside a
// preview request (cms/lib/visibility.ts) this Kysely plugin renames those tables in every query, so
// the public repositories serve the preview without knowing about it. See
// docs/decisions/0011-drafts-over-published.md.
import { OperationNodeTransformer, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type TableNode } from 'kysely';
import { previewing } from '../lib/visibility';

/** Tables with a preview twin (the migration 2026-11-24-editing-workflow created them). */
export const PREVIEWED_TABLES = new Set([
  'pages',
  'blogs',
  'articles',
  'page_meta',
  'about_us',
  'core_values',
  'product_categories',
  'products',
  'cases',
  'plotters',
  'tool_categories',
  'tools',
  'faqs',
  'downloads',
  'partner_categories',
  'dealers',
  'trainers',
  'trainings',
  'training_addresses',
  'countries',
  'regions',
]);

export const previewTable = (table: string) => `preview_${table}`;

class RenameTables extends OperationNodeTransformer {
  protected override transformTable(node: TableNode): TableNode {
    const name = node.table.identifier.name;
    if (node.table.schema || !PREVIEWED_TABLES.has(name)) return super.transformTable(node);
    return { ...node, table: { ...node.table, identifier: { ...node.table.identifier, name: previewTable(name) } } };
  }
}

export class PreviewTablesPlugin implements KyselyPlugin {
  private readonly rename = new RenameTables();
  transformQuery(args: PluginTransformQueryArgs) {
    return previewing() ? this.rename.transformNode(args.node) : args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}
