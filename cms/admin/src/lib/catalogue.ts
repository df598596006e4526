// The content types the console's navigation lists, and how it names and links a document. Where
// a document shows on the site ("Open preview") and which singleton pages there are come from the
// route table (contract/routes.ts `contentPath`, `isPageKey`); the names of pages and items, and
// every field's label, from the schema call.

export const TYPE_LABELS: Record<string, string> = {
  blogs: 'Blog posts',
  articles: 'Page headers',
  'page-meta': 'Page meta',
  'about-us': 'About us',
  'core-values': 'Core values',
  'product-categories': 'Product categories',
  products: 'Products',
  cases: 'Cases',
  plotters: 'Plotters',
  'tool-categories': 'Tool categories',
  tools: 'Tools',
  faqs: 'FAQs',
  downloads: 'Downloads',
  'partner-categories': 'Partner categories',
  dealers: 'Dealers',
  trainers: 'Trainers',
  trainings: 'Trainings',
  countries: 'Countries',
};

export const typeLabel = (type: string) => (type === 'page' ? 'Pages' : (TYPE_LABELS[type] ?? type));
/** A document in a list: its name as the CMS lists it (an item's title field, a page's name); never a bare id. */
export const docLabel = (type: string, id: string | number, title?: string) =>
  title || (type === 'page' ? 'Untitled page' : `Untitled item (${typeLabel(type)}, number ${id})`);
export const editPath = (type: string, id: string | number) => (type === 'page' ? `/pages/${id}` : `/items/${type}/${id}`);
export const apiPath = (type: string, id: string | number) => (type === 'page' ? `/api/editor/pages/${id}` : `/api/editor/items/${type}/${id}`);
