// The browser's chunks of the current build: they import contract TYPES only
// (docs/architecture.md#the-contract), so none carries TypeBox, whose schemas are for the CMS and
// the source plugin; and each starts with V8's compile hint (plugins/gatsby-plugin-build-tuning/compile-hints.ts), a line
// its source map counts.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/fixtures';
import { SITE_COPY } from './support/harness';
import { COMPILE_HINT } from '../../plugins/gatsby-plugin-build-tuning/compile-hints';

// the build under test: the harness builds in its private copy of the project
const PUBLIC = path.join(SITE_COPY, 'public');

/** The current build's script files: public/ keeps chunks of earlier builds, webpack's stats list this one's. */
function currentChunks(): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8')) as { assetsByChunkName: Record<string, string[]> };
  return [...new Set(Object.values(stats.assetsByChunkName).flat())].filter((f) => f.endsWith('.js'));
}

test('no browser chunk of the build contains TypeBox', async () => {
  const chunks = currentChunks();
  expect(chunks.length).toBeGreaterThan(0);
  const withTypeBox = chunks.filter((f) => fs.readFileSync(path.join(PUBLIC, f), 'utf8').includes('TypeBox.Kind'));
  expect(withTypeBox).toEqual([]);
});

test("every script of the build starts with V8's compile hint, and its source map counts that line", async () => {
  const chunks = currentChunks();
  const without = chunks.filter((f) => !fs.readFileSync(path.join(PUBLIC, f), 'utf8').startsWith(`${COMPILE_HINT}\n`));
  expect(without).toEqual([]);
  // a map's mappings start with one `;` per line without code: the hint's and the license note's
  for (const name of chunks.filter((f) => /^(app|framework)-/.test(f))) {
    const lines = fs.readFileSync(path.join(PUBLIC, name), 'utf8').split('\n');
    const leading = lines.findIndex((l) => !/^(\/\/|\/\*!.*\*\/$)/.test(l));
    const map = JSON.parse(fs.readFileSync(path.join(PUBLIC, `${name}.map`), 'utf8')) as { mappings: string };
    expect(/^;*/.exec(map.mappings)![0].length).toBe(leading);
  }
});
