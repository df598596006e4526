// The post-build hosting step (plugins/gatsby-plugin-hosting/post-build.ts) holds one page's HTML at a time: with
// 10,000 pages held at once (about 2 GB of text) `gatsby build` ran out of memory at its very end.
import fs from 'node:fs';
import path from 'node:path';
import { writeHostingFiles } from '../../../plugins/gatsby-plugin-hosting/post-build';
import { API_URL, page, siteBuildFixture } from '../../support/site-build-fixture';

it('reads each page again right before writing it, never keeping every page in memory', () => {
  const ops: string[] = [];
  const realRead = fs.readFileSync;
  const realWrite = fs.writeFileSync;
  const read = jest.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    if (String(file).endsWith('.html')) ops.push(`read ${String(file)}`);
    return (realRead as (...a: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync);
  const write = jest.spyOn(fs, 'writeFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
    if (String(file).endsWith('.html')) ops.push(`write ${String(file)}`);
    return (realWrite as (...a: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.writeFileSync);
  const site = siteBuildFixture();
  read.mockRestore();
  write.mockRestore();
  try {
    // the fixture writes its pages first; the hosting step's writes come after its first read
    const firstRead = ops.findIndex((op) => op.startsWith('read '));
    const hosting = ops.map((op, i) => [op, i] as const).filter(([op, i]) => i > firstRead && op.startsWith('write '));
    // every page at least once; a page written before a later page showed a new shared script
    // (the home page's helmet script) once more
    const pages = new Set(hosting.map(([op]) => op));
    expect(pages.size).toBe(4);
    expect(hosting.length).toBeLessThanOrEqual(2 * pages.size);
    for (const [op, i] of hosting) expect(ops[i - 1]).toBe(op.replace('write ', 'read '));
  } finally {
    site.remove();
  }
});

it('writes no page again when nothing changed since the last run, and leaves every page the same', () => {
  const site = siteBuildFixture();
  try {
    const files = ['index.html', '404.html', 'aboutUs/index.html', 'ResetPwd/[...code]/index.html'].map((f) => path.join(site.dir, f));
    const before = files.map((f) => fs.readFileSync(f, 'utf8'));
    const again = writeHostingFiles(site.dir, { apiUrl: API_URL, https: false, rewrites: [] });
    expect(again).toEqual({ pages: 4, sharedHashes: 2, written: 0, skipped: 0 });
    expect(files.map((f) => fs.readFileSync(f, 'utf8'))).toEqual(before);
    // only what Gatsby wrote again is written again
    fs.writeFileSync(files[2], page('About Us', '/aboutUs/'));
    expect(writeHostingFiles(site.dir, { apiUrl: API_URL, https: false, rewrites: [] }).written).toBe(1);
    expect(fs.readFileSync(files[2], 'utf8')).toBe(before[2]);
  } finally {
    site.remove();
  }
});
