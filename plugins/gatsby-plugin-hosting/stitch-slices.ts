// Gatsby 5's slice stitching (gatsby/dist/utils/slices/stitching.js, `stitchSlices`), which Gatsby
// does not export: a page's `<slice-start>`/`<slice-end>` placeholders (or the comments a stitched
// page keeps) replaced by the slice's HTML from public/_gatsby/slices, nested slices included. The
// hosting step stitches a page itself so that it can write the page once, stitched and with its
// script policy (./stitch-policy.ts); the output is the same string Gatsby's function returns.
import fs from 'node:fs';
import path from 'node:path';

const SLICE_MARK =
  /(<slice-(?<startOrEndElementOpenening>start|end)\s[^>]*id="(?<idElement>[^"]+)"[^>]*><\/slice-(?<startOrEndElementClosing>[^>]+)>|<!-- slice-(?<startOrEndComment>start|end) id="(?<idComment>[^"]+)" -->)/g;

export type ReadSlice = (id: string) => Promise<string>;

/** Reads a slice's HTML from the build's public folder. */
export const sliceReader =
  (publicDir: string): ReadSlice =>
  (id) =>
    fs.promises.readFile(path.join(publicDir, '_gatsby', 'slices', `${id}.html`), 'utf8');

export async function stitchSlices(html: string, readSlice: ReadSlice): Promise<string> {
  let open: { id: string } | undefined;
  let out = '';
  let cursor = 0;
  for (const match of html.matchAll(SLICE_MARK)) {
    const g = match.groups ?? {};
    const index = match.index ?? 0;
    if (g.startOrEndElementOpenening && g.startOrEndElementOpenening !== g.startOrEndElementClosing) {
      throw new Error(
        `[stitching slices] start and end tags should be the same. Got: Start: ${g.startOrEndElementOpenening} End: ${g.startOrEndElementClosing}`,
      );
    }
    const id = g.idElement ?? g.idComment;
    const type = g.startOrEndElementOpenening ?? g.startOrEndComment;
    if (type === 'start') {
      // inside a slice everything up to the outer slice's end is replaced
      if (open) continue;
      out += `${html.substring(cursor, index)}<!-- slice-start id="${id}" -->`;
      cursor = index + match[0].length;
      open = { id };
    } else {
      if (!open) throw new Error('[stitching slices] There was no start tag, but close tag was found');
      // a nested slice's end: the outer slice is stitched whole, nested ones with it
      if (open.id !== id) continue;
      out += `${await stitchSlices(await readSlice(id), readSlice)}<!-- slice-end id="${id}" -->`;
      cursor = index + match[0].length;
      open = undefined;
    }
  }
  if (open) throw new Error('[stitching slices] There was start tag, but no close tag was found');
  return out + html.substring(cursor);
}
