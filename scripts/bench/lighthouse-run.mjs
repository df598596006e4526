// One Lighthouse run, in plain Node: under tsx, esbuild's name helpers (`__name`) end up in the
// functions Lighthouse sends into the page, where they do not exist. Prints the figures as JSON.
// Usage: node scripts/bench/lighthouse-run.mjs <url> <chrome debugging port>
import lighthouse from 'lighthouse';

const [url, port] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
});
if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
const { categories, audits, runtimeError } = result.lhr;
if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
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
  }),
);
