// The content types the editing API can change: their table, FORMAT.md mapper and dependent rows.
import type { Database } from '../db/tables';

export interface EditableType {
  /** FORMAT.md file whose item mapper builds the rows */
  file: string;
  table: keyof Database;
  /** rows of another table owned by the item (replaced with it) */
  owned?: { table: keyof Database; column: string };
  /** keeps its place in an ordered list */
  ordered?: boolean;
}

export const EDITABLE: Record<string, EditableType> = {
  blogs: { file: 'blogs.json', table: 'blogs' },
  articles: { file: 'articles.json', table: 'articles' },
  'page-meta': { file: 'page-meta.json', table: 'page_meta' },
  'about-us': { file: 'about-us.json', table: 'about_us', ordered: true },
  'core-values': { file: 'core-values.json', table: 'core_values', ordered: true },
  'product-categories': { file: 'product-categories.json', table: 'product_categories' },
  products: { file: 'products.json', table: 'products' },
  cases: { file: 'cases.json', table: 'cases' },
  plotters: { file: 'plotters.json', table: 'plotters', ordered: true },
  'tool-categories': { file: 'tool-categories.json', table: 'tool_categories' },
  tools: { file: 'tools.json', table: 'tools' },
  faqs: { file: 'faqs.json', table: 'faqs' },
  downloads: { file: 'downloads.json', table: 'downloads' },
  'partner-categories': { file: 'partner-categories.json', table: 'partner_categories' },
  dealers: { file: 'dealers.json', table: 'dealers' },
  trainers: { file: 'trainers.json', table: 'trainers', ordered: true },
  trainings: { file: 'trainings.json', table: 'trainings', ordered: true, owned: { table: 'training_addresses', column: 'training_id' } },
  countries: { file: 'countries.json', table: 'countries', ordered: true, owned: { table: 'regions', column: 'country_id' } },
};
