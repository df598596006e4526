/**
 * Lighthouse, mobile preset (simulated throttling), against a served production build, for
 * `npm run bench` (docs/product/page-weight.md). The system Chromium (CHROME_PATH), headless, with
 * the flags this kind of machine needs (no sandbox as root, no outside network).
 */
import * as chromeLauncher from 'chrome-launcher';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { QUIET_CHROMIUM_FLAGS } from '../lib/chromium-flags';

const execFileAsync = promisify(execFile);

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's simulated time to interactive (ms), null when it has none */
  ttiMs: number | null;
  /** The tasks Lighthouse counted as long: the script it attributes each to, start and duration (ms). */
  longTasks?: { url: string; startMs: number; durationMs: number }[];
  /** The layout shifts Lighthouse counted: the element that moved most, the score, the causes it names. */
  shifts: { element: string; score: number; causes: string[] }[];
  /** Lighthouse's error when its layout-shifts audit failed (then `shifts` is empty whatever the CLS). */
  shiftsError?: string | null;
  /** The accessibility audits that failed, each with the elements it names (empty at 100). */
  a11yFailures?: { id: string; nodes: string[] }[];
  /** A dealer screen's run: the heading and title of the signed-in page the scores are of. */
  signedIn?: { heading: string; title: string } | null;
}

/** A dealer screen's session (scripts/bench/portal-templates.ts): its cookies, and the element only the signed-in screen shows. */
export interface LighthouseSession {
  cookies: { name: string; value: string }[];
  ready: string;
}

const FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

export async function withChrome<T>(fn: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    return await fn(chrome.port);
  } finally {
    await chrome.kill();
  }
}

const RUNNER = path.join(__dirname, 'lighthouse-run.mjs');

/** Lighthouse in a plain Node child (see lighthouse-run.mjs for why not in this process). */
export async function runLighthouse(url: string, port: number, session?: LighthouseSession): Promise<LighthouseFigures> {
  try {
    // the session goes by the environment, not the command line, where `ps` would show the token
    const env = session ? { ...process.env, BENCH_LH_SESSION: JSON.stringify(session) } : process.env;
    const { stdout } = await execFileAsync(process.execPath, [RUNNER, url, String(port)], { maxBuffer: 16 * 1024 * 1024, env });
    return JSON.parse(stdout) as LighthouseFigures;
  } catch (err) {
    // the runner's own message (its last stderr line), not the command line
    // (a crash ends with Node's version line: the error is the last line that names one)
    const lines = String((err as { stderr?: unknown }).stderr ?? '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    // a refusal (the page was not the signed-in screen) is said as it is
    const refusal = lines.find((l) => l.includes('refused: not the signed-in screen'));
    if (refusal) throw new Error(refusal.slice(refusal.indexOf('refused:')));
    throw new Error([...lines].reverse().find((l) => /error/i.test(l)) || lines.pop() || (err as Error).message);
  }
}
