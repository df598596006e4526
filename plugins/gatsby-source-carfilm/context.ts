/** What every sourcing step receives, and the record store steps fill for node creation. */
import type { ApiClient } from './client';
import type { CarfilmOptions } from './plugin-options';
import type { NodeTypeName } from './node-types';

export interface SourceRecord {
  /** Unique within its type: the API id, the title for page meta/articles, 'single' for singles. */
  key: string;
  data: Record<string, unknown>;
}

export type Records = Record<NodeTypeName, SourceRecord[]>;

export interface MinimalReporter {
  // Method syntax: Gatsby's reporter, with its own parameter types, must fit.
  panicOnBuild(...args: unknown[]): unknown;
  info: (msg: string) => unknown;
  warn: (msg: string) => unknown;
  verbose: (msg: string) => unknown;
}

export interface NodeFactory {
  // Method syntax: Gatsby's actions, with their own parameter types, must fit.
  createNode(node: Record<string, unknown>): unknown;
  createNodeId: (input: string) => string;
  createContentDigest(input: unknown): string;
}

export interface SourceContext extends NodeFactory {
  client: ApiClient;
  options: CarfilmOptions;
  reporter: MinimalReporter;
  records: Records;
  /** Where downloaded media are kept between builds (Gatsby's plugin cache directory). */
  cacheDir: string;
  /** The built site's public/ directory; media go to public/media/. */
  publicDir: string;
  /** Injected for tests; defaults to global fetch. */
  fetchImpl?: typeof fetch;
}

export function emptyRecords(names: readonly NodeTypeName[]): Records {
  return Object.fromEntries(names.map((n) => [n, []])) as unknown as Records;
}

/** Push list items with their API order; the key is the item's id unless given. */
export function addList<T extends object>(
  records: Records,
  type: NodeTypeName,
  items: readonly T[],
  keyOf: (item: T, i: number) => string = (it) => String((it as { id?: unknown }).id),
): void {
  items.forEach((item, i) => records[type].push({ key: keyOf(item, i), data: { ...(item as Record<string, unknown>), order: i } }));
}

export function addSingle(records: Records, type: NodeTypeName, data: object): void {
  records[type].push({ key: 'single', data: { ...(data as Record<string, unknown>) } });
}
