// The content types the console's navigation lists and the singleton pages it edits, with the site
// path each one's page has (docs/product/routes-and-screens.md; an item's page from the route table,
// contract/routes.ts), so "Open preview" knows where to look. The names of pages and items, and
// every field's label, come from the schema call.
import { itemPath } from '../../../../contract/routes';

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

/** Pages of a content type as a whole; an item with a page of its own is found in the route table. */
const LIST_PATHS: Record<string, string> = {
  'about-us': '/aboutUs/',
  'core-values': '/coreValues/',
  faqs: '/FAQ/',
  downloads: '/DownloadCenter/',
  trainers: '/Training/',
};

const PAGE_PATHS: Record<string, string> = {
  site: '/',
  ppf_page: '/PPF/',
  software: '/Software/',
  plotter_page: '/Plotter/',
  tools_page: '/Tool/',
  training_page: '/Training/',
  collection: '/Collection/',
};

/** The site path showing an item or page, or null when it has no page of its own. */
export function sitePath(type: string, id: string): string | null {
  if (type === 'page') return PAGE_PATHS[id] ?? null;
  return itemPath(type, id) ?? LIST_PATHS[type] ?? null;
}

/** The singleton pages, by key; each is named by its schema's title ("PPF page"). */
export const PAGE_KEYS: readonly string[] = Object.keys(PAGE_PATHS);

export const typeLabel = (type: string) => (type === 'page' ? 'Pages' : (TYPE_LABELS[type] ?? type));
/** A document in a list: its name as the CMS lists it (an item's title field, a page's name); never a bare id. */
export const docLabel = (type: string, id: string | number, title?: string) =>
  title || (type === 'page' ? 'Untitled page' : `Untitled item (${typeLabel(type)}, number ${id})`);
export const editPath = (type: string, id: string | number) => (type === 'page' ? `/pages/${id}` : `/items/${type}/${id}`);
export const apiPath = (type: string, id: string | number) => (type === 'page' ? `/api/editor/pages/${id}` : `/api/editor/items/${type}/${id}`);
