// Gatsby's scripts slice in a work directory kept between builds (issue 36, incremental builds).
// Gatsby writes `public/_gatsby/slices/_gatsby-scripts-1.html` when it has built the scripts and,
// when the file on disk differs from what it would write, marks every page for stitching again
// (`SLICES_SCRIPTS_REGENERATED` in node_modules/gatsby/dist/utils/gatsby-webpack-stats-extractor.js).
// The hosting plugin rewrites that slice (./scripts-after-main-image.ts), so Gatsby always found it
// changed and every warm build stitched, read and hashed every page of the site, for a build whose
// scripts had not changed. In a kept work directory the slice as Gatsby wrote it is kept in .cache/
// and put back before Gatsby compares: an unchanged build of the scripts then stitches only the
// pages it rendered again; changed scripts still stitch every page.
import fs from 'node:fs';
import path from 'node:path';
import { SCRIPTS_SLICE, scriptsAfterMainImage } from './scripts-after-main-image';

export const scriptsSliceFile = (publicDir: string) => path.join(publicDir, '_gatsby', 'slices', `${SCRIPTS_SLICE}.html`);
/** Gatsby's own copy of the slice, kept with Gatsby's cache. */
export const rawSliceFile = (siteRoot: string) => path.join(siteRoot, '.cache', 'gatsby-plugin-hosting', `${SCRIPTS_SLICE}.gatsby.html`);

/** Keeps the slice as Gatsby wrote it, before it is rewritten. */
export function keepRawSlice(rawFile: string, gatsbys: string): void {
  fs.mkdirSync(path.dirname(rawFile), { recursive: true });
  fs.writeFileSync(rawFile, gatsbys);
}

/**
 * Before Gatsby builds the scripts: when public/ holds the slice rewritten from the kept copy
 * (nothing else touched it since), Gatsby's copy goes back in its place. Answers whether it did.
 */
export function restoreRawSlice(publicDir: string, rawFile: string): boolean {
  const raw = fs.existsSync(rawFile) ? fs.readFileSync(rawFile, 'utf8') : null;
  const file = scriptsSliceFile(publicDir);
  const served = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (raw === null || served === null || served !== scriptsAfterMainImage(raw)) return false;
  fs.writeFileSync(file, raw);
  return true;
}
