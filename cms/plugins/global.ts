// Marks a plugin as non-encapsulated (what fastify-plugin does) without depending on that package.
import type { FastifyPluginAsync } from 'fastify';

export function global<T extends Record<string, unknown> = Record<never, never>>(plugin: FastifyPluginAsync<T>): FastifyPluginAsync<T> {
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  return plugin;
}
