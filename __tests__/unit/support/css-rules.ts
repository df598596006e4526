// A small reader for the site's own stylesheets (plain CSS Modules: rules, @media blocks,
// comments; no nesting beyond at-rules). It gives each style rule with its selector, the at-rules
// around it and its declarations, so tests can hold the layout rules of docs/styles.md.
import fs from 'node:fs';
import path from 'node:path';

export interface CssRule {
  file: string;
  /** 1-based line of the selector. */
  line: number;
  selector: string;
  /** Enclosing at-rules, outermost first, e.g. ['@media (min-width: 980px)']. */
  atRules: string[];
  /** Declarations in source order, property lower-cased, value trimmed. */
  decls: { prop: string; value: string }[];
}

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));

export function parseCss(css: string, file: string): CssRule[] {
  const src = stripComments(css);
  const rules: CssRule[] = [];
  const stack: { kind: 'at' | 'rule'; prelude: string; line: number; body: string }[] = [];
  let buf = '';
  let bufStart = 0;
  const lineAt = (i: number) => src.slice(0, i).split('\n').length;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '{') {
      const prelude = buf.trim();
      const lead = buf.length - buf.trimStart().length;
      stack.push({ kind: prelude.startsWith('@') ? 'at' : 'rule', prelude, line: lineAt(bufStart + lead), body: '' });
      buf = '';
      bufStart = i + 1;
    } else if (ch === '}') {
      const top = stack.pop();
      if (!top) throw new Error(`${file}: unbalanced "}" at line ${lineAt(i)}`);
      if (top.kind === 'rule') {
        const decls = (top.body + buf)
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean)
          .map((d) => {
            const at = d.indexOf(':');
            return {
              prop: d.slice(0, at).trim().toLowerCase(),
              value: d
                .slice(at + 1)
                .trim()
                .replace(/\s+/g, ' '),
            };
          });
        rules.push({ file, line: top.line, selector: top.prelude.replace(/\s+/g, ' '), atRules: stack.map((s) => s.prelude.replace(/\s+/g, ' ')), decls });
      }
      buf = '';
      bufStart = i + 1;
    } else {
      buf += ch;
      if (ch === ';' && stack.length && stack[stack.length - 1].kind === 'rule') {
        stack[stack.length - 1].body += buf;
        buf = '';
        bufStart = i + 1;
      }
    }
  }
  if (stack.length) throw new Error(`${file}: unclosed block "${stack[stack.length - 1].prelude}"`);
  return rules;
}

/** Every stylesheet of the site under src/, relative paths with forward slashes. */
export function siteStylesheets(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.css')) out.push(path.relative(root, p).split(path.sep).join('/'));
    }
  };
  walk(path.join(root, 'src'));
  return out.sort();
}

export const readRules = (root: string, file: string): CssRule[] => parseCss(fs.readFileSync(path.join(root, file), 'utf8'), file);
