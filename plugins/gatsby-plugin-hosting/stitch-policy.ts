// The script policy written while Gatsby stitches slices into pages (docs/architecture.md#sourcing-at-scale,
// work after rendering). Gatsby reads every page it rendered, stitches its slices in and writes it
// again; the post-build hosting step then read and wrote every page once more for its policy (at
// 10,000 posts about 10 s, most of it in writing pages written moments before). Gatsby's stitching
// of a page is replaced by one that stitches and adds the policy in the same write; the post-build
// pass (./post-build.ts) then reads only the pages the stitching did not write and writes again
// those written before the last new shared script turned up, so every page ends with the policy
// the post-build pass alone gives it.
import fs from 'node:fs';
import path from 'node:path';
import { isShallow, learnShared, pageWithPolicy, pagesInPolicyOrder, type PolicyState } from './post-build';
import { sliceReader, stitchSlices } from './stitch-slices';
import { scriptsAfterMainImage } from './scripts-after-main-image';
import { keepRawSlice, scriptsSliceFile } from './scripts-slice-kept';

type StitchPage = (args: { pagePath: string; publicDir: string }) => Promise<void>;

export interface StitchingModule {
  stitchSliceForAPage?: StitchPage;
}

/** Gatsby's page path → HTML file (gatsby-core-utils/page-html `generateHtmlPath`). */
export type HtmlPath = (publicDir: string, pagePath: string) => string;

const rel = (publicDir: string, file: string) => path.relative(publicDir, file).split(path.sep).join('/');

/**
 * Gatsby's scripts slice, as every page gets it, with the scripts run after the main image is
 * painted (plugins/gatsby-plugin-hosting/scripts-after-main-image.ts). Gatsby writes the slice while it builds the
 * scripts, before any page is stitched; a slice already rewritten is left as it is. With `rawFile`
 * (a kept work directory) Gatsby's own copy is kept there first (./scripts-slice-kept.ts).
 */
export async function runScriptsAfterMainImage(publicDir: string, rawFile?: string): Promise<void> {
  const file = scriptsSliceFile(publicDir);
  const before = await fs.promises.readFile(file, 'utf8').catch(() => null);
  if (before === null) return; // a build without slices: the pages keep Gatsby's tags
  const after = scriptsAfterMainImage(before);
  if (after === before) return;
  if (rawFile) keepRawSlice(rawFile, before);
  await fs.promises.writeFile(file, after);
}

/**
 * Replaces Gatsby's `stitchSliceForAPage`. Before the first page, the scripts slice is rewritten
 * (above) and the shallow pages (stitched in memory, as the post-build pass reads them first)
 * give the shared scripts. Returns false when Gatsby no longer has the function (the post-build
 * pass alone then writes every policy, and the pages keep Gatsby's script tags).
 */
export function stitchWithPolicy(stitching: StitchingModule, htmlPath: HtmlPath, state: PolicyState): boolean {
  if (typeof stitching.stitchSliceForAPage !== 'function') return false;
  let seeded: Promise<void> | undefined;
  const seed = async (publicDir: string) => {
    await runScriptsAfterMainImage(publicDir, state.rawSliceFile);
    const readSlice = sliceReader(publicDir);
    for (const file of pagesInPolicyOrder(publicDir)) {
      if (!isShallow(file)) break;
      // Read even in a kept work directory: the stitching may be about to give this page new
      // slices (Gatsby's scripts changed), so what the record says of it may be out of date.
      const html = await fs.promises.readFile(path.join(publicDir, file), 'utf8');
      learnShared(state, Buffer.from(await stitchSlices(html, readSlice)));
    }
  };
  stitching.stitchSliceForAPage = async ({ pagePath, publicDir }) => {
    seeded ??= seed(publicDir);
    await seeded;
    const file = htmlPath(publicDir, pagePath);
    const before = await fs.promises.readFile(file);
    const stitched = Buffer.from(await stitchSlices(before.toString('utf8'), sliceReader(publicDir)));
    const page = rel(publicDir, file);
    const after = pageWithPolicy(state, stitched, page);
    // the shared scripts this page's policy lists (other pages stitched meanwhile may add more)
    state.done.set(page, state.shared.size);
    if (!after.equals(before)) await fs.promises.writeFile(file, after);
  };
  return true;
}
