// Names a sampled JS frame of the production build by its original source (file:line and the
// original function name) through the build's own source maps (`<script>.js.map` beside each
// script in public/), for scripts/bench-trace.ts.
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';
import type { Frame } from './trace-tasks';

export interface Named {
  /** e.g. `src/features/home/home-view.tsx:42 HomeView` or `react-dom … commitRoot`. */
  label: string;
  /** The frame is in the project's own code (src/, gatsby-browser), not a dependency. */
  own: boolean;
}

const OWN = /(^|\/)(src|plugins)\/|gatsby-browser/;

export class SourceNames {
  private maps = new Map<string, Promise<SourceMapConsumer | null>>();
  private cache = new Map<string, Promise<Named>>();

  constructor(private readonly publicDir: string) {}

  private map(url: string): Promise<SourceMapConsumer | null> {
    let m = this.maps.get(url);
    if (!m) {
      const file = path.join(this.publicDir, new URL(url).pathname);
      m = fs.existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))).catch(() => null) : Promise.resolve(null);
      this.maps.set(url, m);
    }
    return m;
  }

  named(f: Frame): Promise<Named> {
    const key = `${f.url}:${f.lineNumber}:${f.columnNumber}:${f.functionName}`;
    let n = this.cache.get(key);
    if (!n) {
      n = this.resolve(f);
      this.cache.set(key, n);
    }
    return n;
  }

  async name(f: Frame): Promise<string> {
    return (await this.named(f)).label;
  }

  private async resolve(f: Frame): Promise<Named> {
    const fn = f.functionName || '(anonymous)';
    if (!/^https?:/.test(f.url)) return { label: f.url ? `${fn} ${f.url}` : fn, own: false };
    const map = await this.map(f.url);
    const file = new URL(f.url).pathname.slice(1);
    if (!map) return { label: `${fn} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`, own: false };
    const pos = map.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
    if (!pos.source) return { label: `${fn} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`, own: false };
    const source = pos.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');
    const shortSource = source.replace(/^.*node_modules\//, '');
    return { label: `${pos.name || fn} ${shortSource}:${pos.line}`, own: !source.includes('node_modules') && OWN.test(source) };
  }
}
