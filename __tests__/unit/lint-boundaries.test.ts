/**
 * @jest-environment node
 */
// The boundaries of docs/architecture.md are the linter's to keep: a new import circle, an arrow
// up a layer of the site, or an import across parts must fail `npm run lint`. Each case lints a
// real file of the tree with one import added (ESLint's lintText, on the repository's own
// eslint.config.mjs), so a rule that is switched on but sees nothing — as no-cycle did while it
// followed only .js files — fails here.
//
// ESLint loads its flat config with a dynamic import, which jest's module system does not run:
// the cases are linted by one plain Node process.
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Case {
  /** what the added import does */
  what: string;
  /** the file of the tree it is added to */
  file: string;
  /** the added lines */
  add: string;
  /** the rule that must refuse it */
  rule: 'import-x/no-cycle' | 'import-x/no-restricted-paths' | '@typescript-eslint/no-restricted-imports';
}

const CASES: Case[] = [
  {
    what: 'a circle in the console (the form field and its control, a circle the issue named)',
    file: 'cms/admin/src/form/MediaField.tsx',
    add: "import { FieldControl } from './FieldControl';\nexport const circle = FieldControl;",
    rule: 'import-x/no-cycle',
  },
  {
    what: 'a circle in the CMS',
    file: 'cms/editor/field-rules.ts',
    add: "import { dataErrors } from './validate';\nexport const circle = dataErrors;",
    rule: 'import-x/no-cycle',
  },
  {
    what: 'a component importing a feature',
    file: 'src/components/ui/accordion.tsx',
    add: "import { HeaderSearch } from '../../features/search/header-search';\nexport const up = HeaderSearch;",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'the CMS importing the site',
    file: 'cms/editor/live-state.ts',
    add: "import { http } from '../../src/services/axios-client';\nexport const across = http;",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a plugin importing a script',
    file: 'plugins/gatsby-plugin-hosting/post-build.ts',
    add: "import { makePrivateCopy } from '../../scripts/lib/private-copy';\nexport const across = makePrivateCopy;",
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: "the console importing the contract's TypeBox schemas as values",
    file: 'cms/admin/src/lib/catalogue.ts',
    add: "import { ITEM_SCHEMAS } from '../../../../contract/editor-schemas';\nexport const typebox = ITEM_SCHEMAS;",
    rule: '@typescript-eslint/no-restricted-imports',
  },
];

type Found = { file: string; rules: string[]; fatal: string[] };

function lintCases(cases: Case[]): Found[] {
  const script = `
    import { ESLint } from 'eslint';
    import { readFileSync } from 'node:fs';
    const cases = JSON.parse(process.env.LINT_CASES);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const c of cases) {
      const filePath = process.cwd() + '/' + c.file;
      const [result] = await eslint.lintText(readFileSync(filePath, 'utf8') + '\\n' + c.add + '\\n', { filePath });
      out.push({ file: c.file, rules: result.messages.map((m) => m.ruleId), fatal: result.messages.filter((m) => m.fatal).map((m) => m.message) });
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, LINT_CASES: JSON.stringify(cases) },
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Found[];
}

test('lint refuses a new circle, an arrow up a layer and an import across parts', () => {
  const found = lintCases(CASES);
  for (const [i, c] of CASES.entries()) {
    expect({ what: c.what, fatal: found[i]!.fatal, refused: found[i]!.rules.includes(c.rule) }).toEqual({ what: c.what, fatal: [], refused: true });
  }
});

test('the same files as they are pass those rules', () => {
  const found = lintCases(CASES.map((c) => ({ ...c, add: '' })));
  for (const f of found)
    expect({ file: f.file, rules: f.rules.filter((r) => CASES.some((c) => c.rule === r)), fatal: f.fatal }).toEqual({ file: f.file, rules: [], fatal: [] });
});
