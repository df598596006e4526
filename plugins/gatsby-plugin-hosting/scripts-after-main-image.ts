/**
 * The page's scripts run once its main image is on screen (docs/product/page-weight.md#scripts).
 *
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the app: the
 * browser fetches them alongside the page's main image (the banner that is its largest paint),
 * on a phone's connection they share its bandwidth, and each runs the moment it arrives, so the
 * hydration it starts is main-thread work the browser does before it paints again. The main
 * image is small and comes first; the scripts are most of the bytes and are not needed to read
 * the page (its links and forms work without them). So the tags become one small inline script
 * that fetches and runs them when the browser reports that image painted: the image has the
 * connection to itself, and on a slow network the scripts start one small download later
 * (`npm run bench` prints Lighthouse's simulated time to interactive beside the LCP).
 *
 * - the main image is the page's one `fetchpriority="high"` image (src/components/ui/media-image.tsx).
 *   The browser reports its paint only as a largest paint (Element Timing would report it in any
 *   case, but its `elementtiming` attribute is not HTML), so the loader waits for the first of:
 *   - a largest-paint report of the image itself: it was painted and is the page's largest so far;
 *   - the image decoded, two frames drawn since, and a larger paint reported: on a phone a long
 *     title can be larger, and then the image is never reported (its frame is drawn by then);
 *   - the image decoded, drawn, and 1 s without a report: the browser leaves a low-detail image
 *     such as a gradient out of the largest paint altogether, and nothing says so;
 *   a page without a main image runs its scripts at its first largest paint, whatever it is;
 * - the image failing, the visitor's first press or key, or 2.5 s without a paint run them at once,
 *   so nothing the visitor does waits on a slow image;
 * - a browser that does not report largest paints runs them two frames after the image is decoded.
 *
 * Why not a frame after the image's `load` event alone: the paint is reported 50 to 85 ms after
 * the frame, so scripts requested then came before it about half the time, and Lighthouse counts
 * every request made before the largest paint in its estimate of it (docs/architecture.md#page-weight).
 *
 * Gatsby stitches its scripts slice (`_gatsby/slices/_gatsby-scripts-1.html`) into every page as
 * it is; the post-build pass (./post-build.ts) puts the slice with the loader in its place in each
 * page it reads for the script policy. The loader is the same on every page, so the policy lists
 * one more shared hash. The slice file itself stays as Gatsby wrote it: Gatsby compares it with
 * what it would write, and a kept work directory's build whose scripts did not change then
 * stitches only the pages it rendered again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ScriptsSwap } from './post-build';
export const SCRIPTS_SLICE = '_gatsby-scripts-1';

/** Where Gatsby writes its scripts slice in a build's public folder. */
export const scriptsSliceFile = (publicDir: string): string => path.join(publicDir, '_gatsby', 'slices', `${SCRIPTS_SLICE}.html`);

/** Gatsby's scripts slice of the build in `publicDir` and the same with the loader; none without one. */
export function scriptsSwap(publicDir: string): ScriptsSwap | undefined {
  const file = scriptsSliceFile(publicDir);
  if (!fs.existsSync(file)) return undefined;
  const gatsby = fs.readFileSync(file, 'utf8');
  const loader = scriptsAfterMainImage(gatsby);
  return loader === gatsby ? undefined : { gatsby: Buffer.from(gatsby), loader: Buffer.from(loader) };
}

const LOADER_ID = 'scripts-after-main-image';
const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g;
/** The longest the scripts wait for the main image to be painted (ms). */
const LONGEST_WAIT_MS = 2500;
/**
 * How long the scripts wait for the report of the main image's paint once it is decoded and drawn,
 * when it is larger than every paint reported so far but not reported itself (ms): the browser
 * leaves a low-detail image (the demo's gradients) out of the largest paint, and nothing says so.
 * A report comes 50 to 85 ms after the frame on a quiet machine, up to 350 ms on a busy one.
 */
const REPORT_WAIT_MS = 1000;

// Written small by hand: it is inline in every page. ES2017, for every browser the site supports.
// `s`: the script URLs; `go`: runs them once; `f`: two frames after the next one; `i`: the main
// image; `m`: the largest paint reported so far; `r`: the image is decoded and drawn.
const LOADER = [
  '(function(d,w,s){var on=false,m=0,r=false;',
  'function go(){if(on)return;on=true;s.forEach(function(u){var e=d.createElement("script");e.src=u;d.body.appendChild(e)})}',
  'function f(g){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g,0)})})}',
  '["pointerdown","keydown","touchstart"].forEach(function(t){w.addEventListener(t,go,{capture:true,once:true,passive:true})});',
  `setTimeout(go,${LONGEST_WAIT_MS});`,
  'var i=d.querySelector(\'img[fetchpriority="high"]\');',
  'var t=(w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
  // without largest-paint reports: two frames after the image is decoded (or after the first)
  'if(t.indexOf("largest-contentful-paint")==-1){if(i)i.decode().then(function(){f(go)},go);else f(go);return}',
  // the image's area on screen, never less than the browser counts it (no clip, no scaling)
  'function a(){var b=i.getBoundingClientRect(),x=Math.min(b.right,w.innerWidth)-Math.max(b.left,0),y=Math.min(b.bottom,w.innerHeight)-Math.max(b.top,0);return x>0&&y>0?x*y:0}',
  // a larger paint was reported: the image can never be the largest, and it is on screen
  'function c(){if(r&&m>=a())go()}',
  'new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if(!i||e.element===i)go();m=Math.max(m,e.size)});c()})',
  '.observe({type:"largest-contentful-paint",buffered:true});',
  `if(i)i.decode().then(function(){f(function(){r=true;c();setTimeout(go,${REPORT_WAIT_MS})})},go)`,
  '})(document,window,SOURCES)',
].join('');

/** The inline loader for these script URLs. */
export function loaderScript(sources: string[]): string {
  return LOADER.replace('SOURCES', JSON.stringify(sources));
}

/**
 * Gatsby's scripts slice with its async script tags replaced by the loader. Other content (the
 * chunk map, a `nomodule` polyfill) is left as it is; idempotent.
 */
export function scriptsAfterMainImage(sliceHtml: string): string {
  if (sliceHtml.includes(`id="${LOADER_ID}"`)) return sliceHtml;
  const sources = [...sliceHtml.matchAll(ASYNC_SCRIPT)].map((m) => m[1]);
  if (!sources.length) return sliceHtml;
  return `${sliceHtml.replace(ASYNC_SCRIPT, '')}<script id="${LOADER_ID}">${loaderScript(sources)}</script>`;
}

const LOADER_SOURCES = new RegExp(`<script id="${LOADER_ID}">[^<]*\\((?:document,window,)(\\[[^\\]]*\\])\\)</script>`);

/** The script URLs a page's loader runs (none when the page has no loader). */
export function loaderSources(pageHtml: string): string[] {
  const list = LOADER_SOURCES.exec(pageHtml)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
