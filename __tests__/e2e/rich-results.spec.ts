// Rich results over the whole build (docs/product/rich-results.md): every built page's JSON-LD
// parses and has the properties its type requires, the page types carry their schema.org type,
// breadcrumbs come with a BreadcrumbList, og:type is article on posts, and every page's og:image
// is a file of the build with its real width and height.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { checkPage, metaProperty } from '../../src/seo/check-json-ld';
import { imageSizeOfFile } from '../../src/seo/image-size';
import { SITE_COPY } from './support/harness';

// the build under test: the harness builds in its private copy of the project
const PUBLIC = path.join(SITE_COPY, 'public');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    // _gatsby/slices holds script fragments, not pages
    if (e.isDirectory()) return ['page-data', 'static', 'media', 'pagefind', '_gatsby'].includes(e.name) ? [] : htmlFiles(p);
    return e.name.endsWith('.html') ? [p] : [];
  });
}

/** '/blogInfo/3/' for public/blogInfo/3/index.html */
const routeOf = (file: string) =>
  `/${path
    .relative(PUBLIC, file)
    .replace(/\\/g, '/')
    .replace(/index\.html$/, '')}`;

const EXPECTED: [RegExp, string[]][] = [
  [/^\/$/, ['Organization', 'WebSite']],
  [/^\/blogInfo\/\d+\/$/, ['BlogPosting']],
  [/^\/ProductInfo\/\d+\/$/, ['Product']],
  [/^\/DealerDetails\/\d+\/$/, ['AutomotiveBusiness']],
  [/^\/TrainingInfo\/\d+\/$/, ['Course']],
  [/^\/FAQ\/$/, ['FAQPage']],
];

test('every built page: JSON-LD parses with the required properties, og:image has its size', () => {
  const files = htmlFiles(PUBLIC);
  expect(files.length).toBeGreaterThan(20);
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const file of files) {
    const route = routeOf(file);
    const html = fs.readFileSync(file, 'utf8');
    const { types, problems: own } = checkPage(html);
    problems.push(...own.map((p) => `${route}: ${p}`));
    for (const [re, want] of EXPECTED) {
      if (!re.test(route)) continue;
      seen.set(re.source, (seen.get(re.source) ?? 0) + 1);
      for (const t of want) if (!types.includes(t)) problems.push(`${route}: no ${t}`);
    }
    if (/aria-label="Breadcrumb"/.test(html) && !types.includes('BreadcrumbList')) problems.push(`${route}: breadcrumbs show but no BreadcrumbList`);
    const ogType = metaProperty(html, 'og:type');
    if (/^\/blogInfo\/\d+\/$/.test(route) ? ogType !== 'article' : ogType !== 'website') problems.push(`${route}: og:type ${ogType}`);
    const image = metaProperty(html, 'og:image');
    if (image) {
      const local = path.join(PUBLIC, decodeURIComponent(new URL(image).pathname));
      const size = imageSizeOfFile(local);
      if (!size) problems.push(`${route}: og:image ${image} is not an image file of the build`);
      else if (String(size.width) !== metaProperty(html, 'og:image:width') || String(size.height) !== metaProperty(html, 'og:image:height')) {
        problems.push(
          `${route}: og:image size ${metaProperty(html, 'og:image:width')}×${metaProperty(html, 'og:image:height')}, file is ${size.width}×${size.height}`,
        );
      }
    }
  }
  // Each page type is in the build (the demo content has some of each).
  for (const [re] of EXPECTED) expect(seen.get(re.source) ?? 0, `pages matching ${re}`).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
