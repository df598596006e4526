/**
 * Short CSS-module class names in production builds (docs/styles.md#class-names). Gatsby names a
 * class `<file>-module--<class>--<hash>`, some 30 characters that every element's class attribute
 * and every page's inline CSS repeat; a production build names it with 5 characters instead, a
 * hash of the module's path and the class's name. Being a hash (no counter, no order), the two
 * compilations of a build, the browser's scripts (build-javascript) and the HTML renderer
 * (build-html), name each class the same without sharing anything. `gatsby develop` keeps
 * Gatsby's readable names.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NAME_CHARS = `${LETTERS}0123456789-_`;
/** A letter, then four of 64 characters: 870 million names for about a thousand classes. */
export const NAME_LENGTH = 5;

/** The name of class `local` of the module at `file` (a path relative to the site root). */
export function shortClassName(file: string, local: string): string {
  const digest = createHash('md5')
    .update(`${file.split(path.sep).join('/')}\0${local}`)
    .digest();
  let name = LETTERS[digest[0] % LETTERS.length];
  for (let i = 1; i < NAME_LENGTH; i++) name += NAME_CHARS[digest[i] & 63];
  return name;
}

type LoaderContext = { resourcePath: string; rootContext?: string };
export type GetLocalIdent = (loaderContext: LoaderContext, localIdentName: string, local: string, options: { context?: string }) => string;

/**
 * css-loader's `modules.getLocalIdent` for names from `nameOf`. Two classes with one name would
 * style each other's elements, silently; a build that meets such a pair stops and says which
 * (never expected: about one chance in a thousand million per pair of classes).
 */
export function makeGetLocalIdent(nameOf: (file: string, local: string) => string = shortClassName): GetLocalIdent {
  /** Names made in this process, with the class each stands for. */
  const named = new Map<string, string>();
  return (loaderContext, _localIdentName, local, options) => {
    const root = options.context ?? loaderContext.rootContext ?? process.cwd();
    const file = path.relative(root, loaderContext.resourcePath).split(path.sep).join('/');
    const name = nameOf(file, local);
    const key = `${file} .${local}`;
    const other = named.get(name);
    if (other === undefined) named.set(name, key);
    else if (other !== key) {
      throw new Error(
        `short class names: ${key} and ${other} are both named "${name}"; rename one of the two classes (plugins/gatsby-plugin-build-tuning/short-class-names.ts)`,
      );
    }
    return name;
  };
}

/** The short name of a class, the same for the same class. */
export const getLocalIdent = makeGetLocalIdent();

interface Loader {
  loader?: string;
  options?: { modules?: false | Record<string, unknown> } & Record<string, unknown>;
}
interface Rule {
  test?: unknown;
  oneOf?: Rule[];
  rules?: Rule[];
  use?: unknown;
}
export interface ModuleRulesConfig {
  module?: { rules?: unknown[] };
}

const isCssLoader = (u: unknown): u is Loader => typeof u === 'object' && u !== null && /[\\/]css-loader[\\/]/.test(String((u as Loader).loader ?? ''));

function cssModuleLoaders(rules: unknown[] | undefined, out: Loader[] = []): Loader[] {
  for (const r of rules ?? []) {
    if (typeof r !== 'object' || r === null) continue;
    const rule = r as Rule;
    cssModuleLoaders(rule.oneOf, out);
    cssModuleLoaders(rule.rules, out);
    if (!(rule.test instanceof RegExp) || !rule.test.test('x.module.css') || !Array.isArray(rule.use)) continue;
    for (const u of rule.use) if (isCssLoader(u) && u.options?.modules) out.push(u);
  }
  return out;
}

/**
 * Gives the css-loader of every CSS-module rule in a production webpack config the short names
 * (in place); returns whether it found one.
 */
export function shortClassNames(config: ModuleRulesConfig): boolean {
  const loaders = cssModuleLoaders(config.module?.rules);
  for (const l of loaders) l.options!.modules = { ...(l.options!.modules as Record<string, unknown>), getLocalIdent };
  return loaders.length > 0;
}
