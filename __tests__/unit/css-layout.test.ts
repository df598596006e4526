// The layout rules of docs/styles.md, read from the stylesheets themselves: one container scale
// (page and section containers take their width from the --container-* tokens), one place for the
// card surface, and no rule block written twice.
import path from 'node:path';
import { parseCss, readRules, siteStylesheets, type CssRule } from './support/css-rules';

const ROOT = path.resolve(__dirname, '../..');
const TOKENS = 'src/styles/tokens.css';
const SHARED = 'src/styles/surfaces.module.css';
const rules = siteStylesheets(ROOT).flatMap((file) => readRules(ROOT, file));
const where = (r: CssRule) => `${r.file}:${r.line} ${r.selector}`;
const decl = (r: CssRule, prop: string) => r.decls.filter((d) => d.prop === prop).pop()?.value;

/** A rule that centres a box of limited width: a page or section container. */
const isContainer = (r: CssRule) => {
  const margin = decl(r, 'margin') ?? '';
  const parts = margin.split(/\s+/);
  const centredByShorthand = margin !== '' && (parts.length === 1 ? parts[0] === 'auto' : parts[1] === 'auto' && (parts[3] ?? parts[1]) === 'auto');
  return decl(r, 'margin-inline') === 'auto' || centredByShorthand || (decl(r, 'margin-left') === 'auto' && decl(r, 'margin-right') === 'auto');
};

/** Containers whose width is not a screen's: each with its reason. */
const CONTAINER_EXCEPTIONS: Record<string, string> = {
  'src/features/warranty/warranty-certificate.module.css .certificate':
    'the printed certificate is sized to the A4 sheet (186 mm of print area), not to the screen',
};

describe('one container width scale (docs/styles.md#container-widths)', () => {
  test('the stylesheets were read', () => {
    expect(rules.length).toBeGreaterThan(300);
    expect(rules.some((r) => r.file === TOKENS && r.decls.some((d) => d.prop === '--container-lg'))).toBe(true);
  });

  test('every centred container takes its max-width from a --container-* token', () => {
    const bad = rules
      .filter((r) => r.file !== TOKENS && isContainer(r))
      .filter((r) => !CONTAINER_EXCEPTIONS[`${r.file} ${r.selector}`])
      .filter((r) => {
        const w = decl(r, 'max-width') ?? decl(r, 'max-inline-size') ?? decl(r, 'width');
        return w !== undefined && !/^var\(--container-(xs|sm|md|lg|xl)\)$/.test(w) && !/^(100%|none|auto)$/.test(w);
      })
      .map((r) => `${where(r)}: ${decl(r, 'max-width') ?? decl(r, 'width')}`);
    expect(bad).toEqual([]);
  });

  test('no max-width is written in pixels outside tokens.css', () => {
    const bad = rules
      .filter((r) => r.file !== TOKENS)
      .flatMap((r) =>
        r.decls.filter((d) => (d.prop === 'max-width' || d.prop === 'max-inline-size') && /\d(px)\b/.test(d.value)).map((d) => `${where(r)}: ${d.value}`),
      );
    expect(bad).toEqual([]);
  });

  test('the page container is defined once, in global.css', () => {
    const containers = rules.filter((r) => r.selector === '.container' && decl(r, 'max-width'));
    expect(containers.map(where)).toEqual([expect.stringMatching(/^src\/styles\/global\.css:\d+ \.container$/)]);
    expect(decl(containers[0], 'max-width')).toBe('var(--container-lg)');
  });

  test('containers are recognised however they centre themselves (self-test)', () => {
    const read = (css: string) => parseCss(css, 'x.css').map(isContainer);
    expect(read('.a { margin-inline: auto } .b { margin: var(--space-6) auto 0 } .c { margin: 0 auto } .d { margin-left: auto; margin-right: auto }')).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(read('.e { margin: auto 0 } .f { margin-inline-start: auto } @media (min-width: 980px) { .g { margin: 0 } }')).toEqual([false, false, false]);
  });
});

describe('shared card, list and type styles (docs/styles.md#shared-styles)', () => {
  /** The card surface: a hairline border, the large radius and a page or raised background. */
  const isCardSurface = (r: CssRule) =>
    decl(r, 'border') === '1px solid var(--border)' &&
    decl(r, 'border-radius') === 'var(--radius-lg)' &&
    /^var\(--surface(-raised)?\)$/.test(decl(r, 'background') ?? '');

  test('the card surface is drawn only by the Card component and the shared module', () => {
    const owners = rules.filter(isCardSurface).map((r) => `${r.file} ${r.selector}`);
    expect(owners.sort()).toEqual(['src/components/ui/card.module.css .card', `${SHARED} .surface`]);
  });

  /** Pairs allowed to stay alike, each with its reason. */
  const ALIKE_ALLOWED: Record<string, string> = {
    'src/components/layout/footer.module.css .contactLabel ~ src/components/ui/card.module.css .meta':
      "the footer is in the stylesheet every page loads, the card in pages' own: sharing one class would put the card's CSS on every page",
  };

  test('no rule block of four or more declarations is written twice', () => {
    const byBody = new Map<string, CssRule[]>();
    for (const r of rules) {
      if (r.decls.length < 4) continue;
      const key = [r.atRules.join(' '), ...r.decls.map((d) => `${d.prop}:${d.value}`).sort()].join(';');
      byBody.set(key, [...(byBody.get(key) ?? []), r]);
    }
    const repeated = [...byBody.values()]
      .filter((group) => group.length > 1)
      .map((group) => group.map((r) => `${r.file} ${r.selector}`).join(' ~ '))
      .filter((pair) => !ALIKE_ALLOWED[pair]);
    expect(repeated).toEqual([]);
  });
});

// A CSS module's class becomes a named export of the module webpack builds (`export var <name>`):
// a reserved word there ('.void', '.new', '.default') fails the production build, while jest's CSS
// mock accepts it.
const RESERVED = new Set(
  'await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(
    ' ',
  ),
);
test('no CSS module class is a reserved word of JavaScript', () => {
  const bad = rules
    .filter((r) => r.file.endsWith('.module.css'))
    .flatMap((r) => [...r.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => ({ r, name: m[1] })))
    .filter(({ name }) => RESERVED.has(name))
    .map(({ r, name }) => `${where(r)} (.${name})`);
  expect(bad).toEqual([]);
});
