// `npm run bench:preview`: edit-to-visible time of the preview server (goal: median under 1 s).
// Starts the CMS and `gatsby develop` (npm run preview's pair) in a private copy of the project on
// free ports, then a few times: save a draft of a blog's title through the editing API (signed in
// as the demo editor, or EDITOR_USERNAME / EDITOR_PASSWORD) and poll that blog's
// page-data on the preview server until the new title is there. Prints each time and the median.
// BENCH_PREVIEW_ROUNDS (default 5), BENCH_PREVIEW_DIR (private copy, default a temp dir),
// PREVIEW_URL + CMS_URL: measure an already running preview instead.
// When it started the preview itself, it also prints where each round's time went: the moments
// `gatsby develop` reported its refresh steps (sourcing, createPages, query extraction, page-data
// written), stamped as they appeared in its log, and the median of each over the rounds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmtMs, stopAllChildren } from './lib/proc';
import { followLog, type LogClock } from './lib/log-clock';
import { editorSignIn, saveBlogDraft, editorCall, startPreviewInCopy, waitForPageData } from './preview';

const say = (s: string) => process.stdout.write(`[bench:preview] ${s}\n`);
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The refresh steps `gatsby develop` (and the source plugin) report, in the order they run. */
const STEPS: { name: string; test: (line: string) => boolean }[] = [
  { name: 'plugin delta applied', test: (l) => l.includes('[gatsby-source-carfilm] delta') },
  { name: 'source and transform nodes', test: (l) => /source and transform nodes/.test(l) },
  { name: 'createPages', test: (l) => /^success createPages /.test(l) },
  { name: 'extract queries', test: (l) => /extract queries from components/.test(l) },
  { name: 'page-data written', test: (l) => /Writing page-data\.json/.test(l) },
];

async function main() {
  const rounds = Math.max(1, Number(process.env.BENCH_PREVIEW_ROUNDS || 5));
  let cmsUrl = process.env.CMS_URL;
  let previewUrl = process.env.PREVIEW_URL;
  let stop = async () => {};
  let clock: LogClock | null = null;
  if (!cmsUrl || !previewUrl) {
    const dir = process.env.BENCH_PREVIEW_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'cfm-bench-preview-'));
    const t0 = Date.now();
    const p = await startPreviewInCopy(dir, (cmsPort, previewPort) =>
      say(`private copy ${dir}; CMS :${cmsPort}, gatsby develop :${previewPort} (logs in ${dir}/*.log); booting…`),
    );
    say(`preview server up in ${fmtMs(Date.now() - t0)}`);
    ({ cmsUrl, previewUrl } = p);
    clock = followLog(path.join(dir, 'develop.log'));
    stop = async () => {
      clock?.stop();
      await p.stop();
      if (!process.env.BENCH_PREVIEW_DIR) fs.rmSync(dir, { recursive: true, force: true });
    };
  }

  const list = (await (await fetch(`${cmsUrl}/api/Blog/list?page=1`)).json()) as { data: { blogs: { data: { id: number }[] } } };
  const id = list.data.blogs.data[0].id;
  const page = `/blogInfo/${id}/`;
  // warm the page (develop builds page-data on first request)
  await waitForPageData(previewUrl, page, () => true, 120_000);
  const cookie = await editorSignIn(cmsUrl, process.env.EDITOR_USERNAME || undefined, process.env.EDITOR_PASSWORD || undefined);
  const times: number[] = [];
  const stepTimes = new Map<string, number[]>();
  const at = (name: string, ms: number) => stepTimes.set(name, [...(stepTimes.get(name) ?? []), ms]);
  try {
    for (let i = 1; i <= rounds; i++) {
      const title = `Bench title ${Date.now().toString(36)} #${i}`;
      const t0 = Date.now();
      await saveBlogDraft(cmsUrl, cookie, id, (item) => ({ ...item, title }));
      const saved = Date.now() - t0;
      await waitForPageData(previewUrl, page, (text) => text.includes(title), 60_000, 50);
      const ms = Date.now() - t0;
      times.push(ms);
      say(`round ${i}: "${title}" visible on ${page} after ${(ms / 1000).toFixed(2)} s`);
      if (clock) {
        clock.poll();
        at('draft saved (PUT answered)', saved);
        say(`  +${(saved / 1000).toFixed(2)} s  draft saved (PUT answered)`);
        for (const line of clock.between(t0, t0 + ms)) {
          const step = STEPS.find((s) => s.test(line.text));
          if (step) at(step.name, line.at - t0);
          say(`  +${((line.at - t0) / 1000).toFixed(2)} s  ${line.text.slice(0, 240)}`);
        }
        at('visible in page-data', ms);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    // the bench's drafts go again: the preview shows the published blog as before
    await editorCall(cmsUrl!, cookie, 'POST', `/api/editor/items/blogs/${id}/discard`).catch(() => undefined);
    await stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (stepTimes.size) {
    say('where the time went (median moment each step was reported, from the save):');
    for (const [name, list] of [...stepTimes].sort((a, b) => med(a[1]) - med(b[1])))
      say(`  +${(med(list) / 1000).toFixed(2)} s  ${name} (${list.length} round(s))`);
  }
  say(
    `edit-to-visible: median ${(median / 1000).toFixed(2)} s, min ${(sorted[0] / 1000).toFixed(2)} s, max ${(sorted[sorted.length - 1] / 1000).toFixed(2)} s over ${times.length} edit(s) (goal: median ≤ 1 s)`,
  );
}

main().catch(async (err) => {
  process.stderr.write(`[bench:preview] ${(err as Error).message}\n`);
  await stopAllChildren();
  process.exit(1);
});
