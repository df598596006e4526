// HTML is sanitized when an editor saves, with the policy the site applies when it renders
// (contract/html/sanitize.ts), so the preview shows what production will. Which fields hold HTML is
// cms/content/FORMAT.md's "(HTML)" marks.
import { sanitizeHtml } from '../../contract/html/sanitize';

const HTML_EVERYWHERE = ['content', 'tools_content', 'train_content', 'trainers_content'];
const HTML_BY_TYPE: Record<string, string[]> = {
  'about-us': ['title'],
  'product-categories': ['name'],
  trainings: ['name'],
};

export function sanitizeFields(type: string, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const key of [...HTML_EVERYWHERE, ...(HTML_BY_TYPE[type] ?? [])]) if (typeof out[key] === 'string') out[key] = sanitizeHtml(out[key] as string);
  return out;
}
