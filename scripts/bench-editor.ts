// `npm run bench:editor`: from opening the editors' console (signed in) to a new blog draft visible
// on the preview server, as an editor does it in Chromium: open /admin/, "Write a blog post", type a
// title, Ctrl+S, "Open preview", wait for "Preview ready". Prints each round and the median over
// BENCH_EDITOR_ROUNDS (default 5); goal: median ≤ 5 s.
// PREVIEW_URL + CMS_URL: measure an already running `npm run preview`. BENCH_EDITOR_PREVIEW=1: start
// one (gatsby develop in a private copy: minutes on two shared cores). Otherwise only a CMS is
// started and the figure stops at the saved draft (said so in the output).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { fmtMs, freePort, stopAllChildren, stopChild } from './lib/proc';
import { startCms } from './lib/site';
import { startPreviewInCopy } from './preview';
import { ensureAdminBuilt } from './build-admin';
import { DEMO_EDITOR } from '../cms/demo/accounts';
import { QUIET_CHROMIUM_FLAGS } from './lib/chromium-flags';

const say = (s: string) => process.stdout.write(`[bench:editor] ${s}\n`);
const CHROMIUM_ARGS = [...QUIET_CHROMIUM_FLAGS];

async function main() {
  const rounds = Math.max(1, Number(process.env.BENCH_EDITOR_ROUNDS || 5));
  await ensureAdminBuilt(say);
  let cmsUrl = process.env.CMS_URL;
  let withPreview = !!(cmsUrl && process.env.PREVIEW_URL);
  let stop = async () => {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfm-bench-editor-'));
  if (!withPreview && process.env.BENCH_EDITOR_PREVIEW === '1') {
    const p = await startPreviewInCopy(dir, (cmsPort, previewPort) =>
      say(`starting npm run preview's pair in ${dir} (CMS :${cmsPort}, gatsby develop :${previewPort}); booting…`),
    );
    cmsUrl = p.cmsUrl;
    withPreview = true;
    stop = () => p.stop();
  } else if (!withPreview) {
    const port = await freePort();
    const cms = await startCms({ port, dbFile: path.join(dir, 'cms.sqlite'), uploadDir: path.join(dir, 'uploads'), env: { CMS_THROTTLE_MAX: '1000' } });
    cmsUrl = `http://localhost:${port}`;
    say(`no preview server (set PREVIEW_URL + CMS_URL, or BENCH_EDITOR_PREVIEW=1): timing open console -> draft saved only`);
    stop = () => stopChild(cms);
  }

  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    for (let i = 1; i <= rounds; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const signIn = await context.request.post(`${cmsUrl}/api/editor/session`, { data: { username: DEMO_EDITOR.username, password: DEMO_EDITOR.password } });
      if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
      const page = await context.newPage();
      const title = `Bench draft ${Date.now().toString(36)} #${i}`;
      const t0 = Date.now();
      await page.goto(`${cmsUrl}/admin/`);
      await page.getByRole('link', { name: 'Write a blog post' }).click();
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.keyboard.press('Control+s');
      await page.waitForURL(/\/admin\/items\/blogs\/\d+$/);
      const saved = Date.now() - t0;
      let ms = saved;
      if (withPreview) {
        await page.getByRole('button', { name: 'Open preview' }).click();
        await page.locator('.preview-status.is-ready').waitFor({ timeout: 120_000 });
        ms = Date.now() - t0;
      }
      times.push(ms);
      say(`round ${i}: draft saved after ${fmtMs(saved)}${withPreview ? `, visible on the preview after ${(ms / 1000).toFixed(2)} s` : ''}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  say(
    `${withPreview ? 'open console -> new draft visible on the preview' : 'open console -> new draft saved (no preview measured)'}: median ${(median / 1000).toFixed(2)} s, min ${(sorted[0] / 1000).toFixed(2)} s, max ${(sorted[sorted.length - 1] / 1000).toFixed(2)} s over ${times.length} round(s) (goal: median ≤ 5 s to visible)`,
  );
}

main().catch(async (err) => {
  process.stderr.write(`[bench:editor] ${(err as Error).message}\n`);
  await stopAllChildren();
  process.exit(1);
});
