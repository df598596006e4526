// One Lighthouse run, in plain Node: under tsx, esbuild's name helpers (`__name`) end up in the
// functions Lighthouse sends into the page, where they do not exist. Prints the figures as JSON.
// Usage: node scripts/bench/lighthouse-run.mjs <url> <chrome debugging port>
//
// A dealer screen (scripts/bench/portal-templates.ts) comes with BENCH_LH_SESSION, JSON
// {cookies: [{name, value}], ready: "<css selector>"}: the run is made in a fresh browser context
// (its own empty cache and storage, so the page loads cold as with Lighthouse's reset) on a page
// that carries the dealer's cookies for the site's origin, with Lighthouse's own storage reset off
// so it keeps them. Afterwards the page must still be at the requested path and show `ready`; if
// not (a login prompt sent it to /Login, the call was refused) the run fails with where it ended.
/* global document, location -- of the page, in the function page.evaluate runs there */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, port] = process.argv.slice(2);
const session = process.env.BENCH_LH_SESSION ? JSON.parse(process.env.BENCH_LH_SESSION) : null;

let browser;
let context;
let page;
if (session) {
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  context = await browser.createBrowserContext();
  page = await context.newPage();
  const origin = new URL(url).origin;
  await page.setCookie(...session.cookies.map((c) => ({ name: c.name, value: c.value, url: origin, path: '/', sameSite: 'Strict' })));
}

/** Where the page ended and whether it shows the signed-in screen (null: not a dealer run). */
async function signedInCheck(lhr) {
  if (!page) return null;
  const seen = await page.evaluate(
    (selector) => ({
      path: location.pathname,
      title: document.title,
      heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      ready: !!document.querySelector(selector),
    }),
    session.ready,
  );
  const want = new URL(url).pathname;
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== want || seen.path !== want || !seen.ready) {
    throw new Error(
      `refused: not the signed-in screen: Lighthouse ended on ${finalPath} (page at ${seen.path}, title "${seen.title}", ` +
        `h1 "${seen.heading}", ${seen.ready ? '' : 'no '}${session.ready}); no score printed for another page`,
    );
  }
  return seen;
}

try {
  const result = await lighthouse(
    url,
    {
      port: Number(port),
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(session ? { disableStorageReset: true } : {}),
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  const seen = await signedInCheck(result.lhr);
  const score = (s) => Math.round((s ?? 0) * 100);
  process.stdout.write(
    JSON.stringify({
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: audits['total-blocking-time']?.numericValue ?? null,
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      // when the page is interactive (simulated, as LCP): the cost side of starting scripts late
      ttiMs: audits.metrics?.details?.items?.[0]?.interactive ?? null,
      // the main-thread tasks Lighthouse counted as long (its long-tasks audit, simulated times under
      // the mobile preset): where the TBT comes from, by the script each task is attributed to
      longTasks: (audits['long-tasks']?.details?.items ?? []).map((item) => ({
        url: String(item.url ?? ''),
        startMs: item.startTime ?? 0,
        durationMs: item.duration ?? 0,
      })),
      // what moved (Lighthouse's layout-shifts audit): the element and its share of the CLS
      shifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => ({
        element: item.node?.selector || item.node?.snippet || '(unknown)',
        score: item.score,
        causes: (item.subItems?.items ?? []).map((sub) => sub.cause).filter(Boolean),
      })),
      // why that list is empty although the CLS is not (Lighthouse 12.2 with this Chromium: its
      // root-cause gatherer fails on the trace's screenshots), so an empty list is not read as "none"
      shiftsError: audits['layout-shifts']?.errorMessage ?? null,
      // the accessibility audits that failed (weighted ones scoring below 1) and the elements each names
      a11yFailures: (categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ({
          id: ref.id,
          nodes: (audits[ref.id]?.details?.items ?? []).map((item) => item.node?.selector || item.node?.snippet || '(unknown)'),
        })),
      // for a dealer screen: the heading of the signed-in page the scores are of
      signedIn: seen ? { heading: seen.heading, title: seen.title } : null,
    }),
  );
} finally {
  await context?.close();
  await browser?.disconnect();
}
