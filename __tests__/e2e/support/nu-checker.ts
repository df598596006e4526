// Runs the W3C Nu HTML Checker (vnu.jar from the npm package `vnu-jar`) over the pages of a build
// for the markup suite (markup.spec.ts): the HTML standard and ARIA in HTML as the W3C validator
// reads them, which html-validate's rules do not cover whole (a role an input may not have, an
// attribute no element has). One Java process checks every page: starting Java costs seconds.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BuiltPage } from './markup';

/** The checker's jar, as the npm package ships it. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/** Java: JAVA_BIN, else /usr/bin/java (Debian's `default-jre-headless`; `.ci/run` installs it). */
export function javaBin(): string {
  const file = process.env.JAVA_BIN || '/usr/bin/java';
  if (!fs.existsSync(file))
    throw new Error(
      `Java not found at ${file}: install the Debian package \`default-jre-headless\` (apt-get install -y default-jre-headless; \`.ci/run\` does it) or set JAVA_BIN.`,
    );
  return file;
}

export interface NuMessage {
  url: string;
  line: number;
  column: number;
  /** 'error' for an error, 'warning' for a warning; the checker's notes are left out */
  type: 'error' | 'warning';
  message: string;
  extract: string;
}

/** One message of the checker's JSON report (`--format json`: its `messages` array). */
interface RawMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

export const formatNuMessage = (m: NuMessage) => `${m.url}:${m.line}:${m.column} ${m.message}${m.extract ? ` [${m.extract.replace(/\s+/g, ' ').trim()}]` : ''}`;

/**
 * Warnings grouped by message, most frequent first, one line each with a page and the markup it
 * points at: thousands of lines (a redundant role on every list) would bury the rest.
 */
export function warningSummary(messages: readonly NuMessage[]): string[] {
  const groups = new Map<string, NuMessage[]>();
  for (const m of messages) if (m.type === 'warning') groups.set(m.message, [...(groups.get(m.message) ?? []), m]);
  return [...groups.values()]
    .sort((a, b) => b.length - a.length)
    .map((g) => `${g.length}× in ${new Set(g.map((m) => m.url)).size} pages, e.g. ${formatNuMessage(g[0])}`);
}

/**
 * The checker's errors and warnings for the given pages. A file it could not read, or a report it
 * did not write, is thrown: a check that did not run must not pass.
 */
export async function nuCheck(publicDir: string, pages: readonly BuiltPage[]): Promise<NuMessage[]> {
  const byFile = new Map(pages.map((p) => [path.resolve(publicDir, p.file), p.url]));
  const stdout = await new Promise<string>((resolve, reject) => {
    // --exit-zero-always: the report, not the exit code, says what is wrong; --stdout: the report
    // alone on stdout. The heap is capped for the shared machine (157 pages need about 200 MB).
    const args = ['-Xmx512m', '-Xss1m', '-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...byFile.keys()];
    execFile(javaBin(), args, { maxBuffer: 256 * 1024 * 1024 }, (error, out, err) => {
      if (error) reject(new Error(`vnu.jar failed: ${error.message}\n${err}`));
      else resolve(out);
    });
  });
  let report: { messages?: RawMessage[] };
  try {
    report = JSON.parse(stdout) as { messages?: RawMessage[] };
  } catch {
    throw new Error(`vnu.jar wrote no JSON report: ${stdout.slice(0, 500)}`);
  }
  const out: NuMessage[] = [];
  for (const m of report.messages ?? []) {
    const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : '';
    if (m.type === 'non-document-error') throw new Error(`vnu.jar could not check ${file || 'a page'}: ${m.message}`);
    const type = m.type === 'error' ? 'error' : m.subType === 'warning' ? 'warning' : null;
    if (!type) continue;
    out.push({
      url: byFile.get(file) ?? file,
      line: m.lastLine ?? 0,
      column: m.firstColumn ?? m.lastColumn ?? 0,
      type,
      message: m.message,
      extract: m.extract ?? '',
    });
  }
  return out;
}
