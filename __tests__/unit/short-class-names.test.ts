/**
 * @jest-environment node
 */
// Production builds name CSS-module classes with 5 characters, the same in the browser's scripts
// and in the HTML renderer (docs/styles.md#class-names); develop keeps Gatsby's readable names.
import path from 'node:path';
import { runWebpackHook } from './support/webpack-hook';
import {
  getLocalIdent,
  makeGetLocalIdent,
  NAME_LENGTH,
  shortClassName,
  shortClassNames,
  type ModuleRulesConfig,
} from '../../plugins/gatsby-plugin-build-tuning/short-class-names';

const ROOT = process.cwd();

/** Gatsby's own rules for a stage, as its webpack config builds them. */
function gatsbyRules(stage: string): ModuleRulesConfig {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createWebpackUtils } = require('gatsby/dist/utils/webpack-utils') as {
    createWebpackUtils: (stage: string, program: { directory: string }) => { rules: { cssModules: () => unknown; css: () => unknown } };
  };
  const { rules } = createWebpackUtils(stage, { directory: ROOT });
  return { module: { rules: [{ test: /\.jsx?$/, use: [] }, { oneOf: [rules.cssModules(), rules.css()] }] } };
}

type Ident = typeof getLocalIdent;
function identOf(config: ModuleRulesConfig): Ident | undefined {
  const oneOf = (config.module!.rules![1] as { oneOf: { use: { loader: string; options?: { modules?: { getLocalIdent?: Ident } } }[] }[] }).oneOf;
  return oneOf[0].use.find((u) => /[\\/]css-loader[\\/]/.test(u.loader))?.options?.modules?.getLocalIdent;
}

const context = (file: string) => ({ resourcePath: path.join(ROOT, file), rootContext: ROOT });

test('a class name is a letter and four more characters, the same every time', () => {
  const name = shortClassName('src/styles/surfaces.module.css', 'surface');
  expect(name).toHaveLength(NAME_LENGTH);
  expect(name).toMatch(/^[a-zA-Z][\w-]{4}$/);
  expect(shortClassName('src/styles/surfaces.module.css', 'surface')).toBe(name);
});

test('names differ by module and by class', () => {
  const a = shortClassName('src/styles/surfaces.module.css', 'surface');
  expect(shortClassName('src/styles/surfaces.module.css', 'panel')).not.toBe(a);
  expect(shortClassName('src/components/ui/card.module.css', 'surface')).not.toBe(a);
});

test('every class of the site gets a name of its own', () => {
  // the real modules and classes, read from src: no two share a name
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fs = require('node:fs') as typeof import('node:fs');
  const files = (fs.readdirSync(path.join(ROOT, 'src'), { recursive: true }) as string[]).filter((f) => f.endsWith('.module.css'));
  const names = new Map<string, string>();
  for (const f of files) {
    const css = fs.readFileSync(path.join(ROOT, 'src', f), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, local] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
      const key = `src/${f} .${local}`;
      const name = shortClassName(`src/${f}`, local);
      expect([name, names.get(name) ?? key]).toEqual([name, key]);
      names.set(name, key);
    }
  }
  expect(names.size).toBeGreaterThan(100);
});

test('the loader hook names a class from its path under the site root', () => {
  expect(getLocalIdent(context('src/styles/stacks.module.css'), '', 'stack', { context: ROOT })).toBe(shortClassName('src/styles/stacks.module.css', 'stack'));
});

test.each(['build-javascript', 'build-html'])("%s: Gatsby's CSS-module loader gets the short names", (stage) => {
  const config = gatsbyRules(stage);
  expect(shortClassNames(config)).toBe(true);
  const ident = identOf(config);
  expect(ident).toBe(getLocalIdent);
  // the plain-CSS rule is left alone
  const css = (config.module!.rules![1] as { oneOf: { use: { loader?: string; options?: { modules?: unknown } }[] }[] }).oneOf[1];
  expect(css.use.filter((u) => u && /[\\/]css-loader[\\/]/.test(u.loader ?? '')).map((u) => u.options?.modules)).toEqual([false]);
});

const run = (stage: string, config: ModuleRulesConfig): ModuleRulesConfig => runWebpackHook(stage, config);

test('gatsby-node gives both production stages the short names and leaves develop readable', () => {
  expect(identOf(run('build-html', gatsbyRules('build-html')))).toBe(getLocalIdent);
  const develop = run('develop', { ...gatsbyRules('develop'), optimization: { splitChunks: { cacheGroups: {} } } } as ModuleRulesConfig);
  expect(identOf(develop)).toBeUndefined();
});

test('a production config without the CSS-module rule stops the build with a message', () => {
  expect(() => run('build-html', { module: { rules: [] } })).toThrow(/no css-loader for \*\.module\.css/);
});

test('two classes with one name stop the build, naming both', () => {
  const ident = makeGetLocalIdent(() => 'aaaaa');
  expect(ident(context('src/a.module.css'), '', 'x', { context: ROOT })).toBe('aaaaa');
  // the same class again (the other compilation): the same name, no error
  expect(ident(context('src/a.module.css'), '', 'x', { context: ROOT })).toBe('aaaaa');
  expect(() => ident(context('src/b.module.css'), '', 'y', { context: ROOT })).toThrow('src/b.module.css .y and src/a.module.css .x are both named "aaaaa"');
});
