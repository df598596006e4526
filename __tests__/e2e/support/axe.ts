// axe-core in the browser suite: inject the library into the page under test and run the WCAG
// 2.0/2.1/2.2 A and AA rules (docs/product/accessibility.md#how-it-is-checked). Violations come
// back as one readable line per failing node, so a failed assertion names the rule and the element.
import fs from 'node:fs';
import type { Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: AxeNode[];
}

/** Every violating node on the page as "rule: selector: summary". */
export async function axeViolations(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // evaluated over the DevTools protocol, not added as an inline <script>: the page's own
  // Content-Security-Policy (script hashes) rightly refuses a script tag it does not know
  if (!hasAxe) await page.evaluate(fs.readFileSync(AXE_SOURCE, 'utf8'));
  const violations = await page.evaluate(
    async (tags) => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
      }));
    },
    AXE_TAGS as unknown as string[],
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`));
}
