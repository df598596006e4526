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
 * - the main image is the page's one `fetchpriority="high"` image (src/components/ui/media-image.tsx),
 *   which names itself for Element Timing: the browser reports when it was painted, whether or
 *   not it is the page's largest paint (on a phone a long title can be larger, and the browser
 *   leaves a plain image such as a gradient out of the largest paint); a page without one runs
 *   its scripts at its first largest paint, whatever it is;
 * - the image failing, the visitor's first press or key, or 2.5 s without a paint run them at once,
 *   so nothing the visitor does waits on a slow image;
 * - a browser that does not report paints runs them in the first task after the image's frame.
 *
 * Applied to Gatsby's scripts slice (`_gatsby/slices/_gatsby-scripts-1.html`) before it is stitched
 * into the pages (scripts/hosting/stitch-policy.ts); the loader is the same on every page, so the
 * script policy lists one more shared hash.
 */
export const SCRIPTS_SLICE = '_gatsby-scripts-1';

const LOADER_ID = 'scripts-after-main-image';
const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async><\/script>/g;
/** The longest the scripts wait for the main image to be painted (ms). */
const LONGEST_WAIT_MS = 2500;

// Written small by hand: it is inline in every page. ES2017, for every browser the site supports.
// `s`: the script URLs; `go`: runs them once; `f`: the first task after the next frame.
const LOADER = [
  '(function(d,w,s){var on=false;',
  'function go(){if(on)return;on=true;s.forEach(function(u){var e=d.createElement("script");e.src=u;d.body.appendChild(e)})}',
  'function f(){requestAnimationFrame(function(){setTimeout(go,0)})}',
  '["pointerdown","keydown","touchstart"].forEach(function(t){w.addEventListener(t,go,{capture:true,once:true,passive:true})});',
  `setTimeout(go,${LONGEST_WAIT_MS});`,
  'var i=d.querySelector(\'img[fetchpriority="high"]\');if(i)i.addEventListener("error",go);',
  'var t=(w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];',
  // the main image's paint (Element Timing), else the page's first largest paint
  'var k=i?"element":"largest-contentful-paint";',
  'if(t.indexOf(k)>=0)new PerformanceObserver(function(l,o){',
  'if(l.getEntries().some(function(e){return!i||e.element===i})){o.disconnect();go()}',
  '}).observe({type:k,buffered:true});',
  'else if(i&&!i.complete)i.addEventListener("load",f);else f()',
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
