// The browser imports contract TYPES only (docs/architecture.md#the-contract): no chunk of the
// current build carries TypeBox, whose schemas are for the CMS and the source plugin.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/fixtures';
import { SITE_COPY } from './support/harness';

// the build under test: the harness builds in its private copy of the project
const PUBLIC = path.join(SITE_COPY, 'public');

test('no browser chunk of the build contains TypeBox', async () => {
  // public/ keeps chunks of earlier builds: take the current build's list from webpack's stats.
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'webpack.stats.json'), 'utf8')) as { assetsByChunkName: Record<string, string[]> };
  const chunks = [...new Set(Object.values(stats.assetsByChunkName).flat())].filter((f) => f.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(0);
  const withTypeBox = chunks.filter((f) => fs.readFileSync(path.join(PUBLIC, f), 'utf8').includes('TypeBox.Kind'));
  expect(withTypeBox).toEqual([]);
});
