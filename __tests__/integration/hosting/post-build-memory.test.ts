// The post-build hosting step (scripts/hosting/post-build.ts) holds one page's HTML at a time: with
// 10,000 pages held at once (about 2 GB of text) `gatsby build` ran out of memory at its very end.
import fs from 'node:fs';
import { siteBuildFixture } from '../../support/site-build-fixture';

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
    expect(hosting).toHaveLength(4);
    for (const [op, i] of hosting) expect(ops[i - 1]).toBe(op.replace('write ', 'read '));
  } finally {
    site.remove();
  }
});
