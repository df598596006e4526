/**
 * @jest-environment node
 *
 * reflow.spec.ts measures every template at 320 px, then puts the same page in its 200% zoom view
 * (640 px at device scale 2) and measures again, instead of loading it afresh
 * (docs/development.md#test-run-time). That gives what a fresh load gives only while no script
 * decides something from the viewport's width or the screen's resolution once, at load, and no
 * style depends on the resolution. This test lists every place of the site that reads either, and
 * why it follows a change: a new one fails here until it is checked and listed.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Scripts reading the viewport's size or the resolution. */
const SCRIPT_READS =
  /\bmatchMedia\s*\(|\b(?:inner|outer)(?:Width|Height)\b|\bdevicePixelRatio\b|\bscreen\.(?:avail)?(?:width|height)\b|\bbreakpoints\s*:|\bResizeObserver\b|\bvisualViewport\b/i;
/** Styles that depend on the resolution (the media queries on width follow a resize by themselves). */
const STYLE_READS = /resolution|device-pixel-ratio|image-set\s*\(/i;

/** Each file that reads the viewport from a script, and why a resize gives what a fresh load gives. */
const FOLLOWS_CHANGES: Record<string, { why: string; proof: RegExp }> = {
  'src/components/ui/swiper-start.ts': { why: 'Swiper applies its breakpoints again on every resize', proof: /breakpoints:/ },
  'src/features/warranty/use-is-mobile.ts': { why: 'listens for the media query to change', proof: /addEventListener\?\.\('change'/ },
  'src/components/ui/use-prefers-reduced-motion.ts': {
    why: 'reads motion, not the viewport, and listens for it to change',
    proof: /addEventListener\?\.\('change'/,
  },
  'src/components/layout/nav-group.tsx': {
    why: 'asks when the pointer moves or a button is pressed, not at load',
    proof: /onMouseEnter=\{\(\) => canHover\(\)/,
  },
};

function files(dir: string, test: RegExp): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return files(rel, test);
    return test.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');

it('every script of the site that reads the viewport or the resolution follows its changes', () => {
  const found = files('src', /\.(ts|tsx|js)$/).filter((f) => SCRIPT_READS.test(read(f)));
  expect(found.sort()).toEqual(Object.keys(FOLLOWS_CHANGES).sort());
  for (const [file, { why, proof }] of Object.entries(FOLLOWS_CHANGES))
    expect({ file, why, follows: proof.test(read(file)) }).toEqual({ file, why, follows: true });
});

it('no style of the site depends on the resolution', () => {
  const found = [...files('src', /\.css$/), ...files('static', /\.css$/)].filter((f) => STYLE_READS.test(read(f)));
  expect(found).toEqual([]);
});
