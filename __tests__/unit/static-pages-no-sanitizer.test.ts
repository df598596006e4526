// Static pages render rich HTML the build already cleaned (TrustedRichHtml), so their bundles
// must not pull in the sanitizer: follow each template's relative imports and look for it.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const SANITIZER = /from ['"](isomorphic-dompurify|dompurify)['"]/;

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const cand of [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) {
    if (fs.existsSync(cand) && fs.statSync(cand).isFile()) return cand;
  }
  return null;
}

/** The first import chain from `file` to a module that imports the sanitizer, or null. */
function chainToSanitizer(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  if (SANITIZER.test(text)) return [file];
  for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
    const next = resolve(file, m[1]);
    if (!next || !/\.tsx?$/.test(next)) continue;
    const chain = chainToSanitizer(next, seen);
    if (chain) return [file, ...chain];
  }
  return null;
}

const templates = fs.readdirSync(path.join(ROOT, 'src/templates')).filter((f) => /\.tsx$/.test(f));
const contentPages = ['aboutUs', 'coreValues', 'Collection', 'PPF', 'Software', 'Training', 'FAQ'].map((p) => `src/pages/${p}.tsx`);

it.each([...templates.map((t) => `src/templates/${t}`), ...contentPages])('%s does not import the sanitizer', (rel) => {
  const chain = chainToSanitizer(path.join(ROOT, rel));
  expect(chain?.map((f) => path.relative(ROOT, f)) ?? null).toBeNull();
});
