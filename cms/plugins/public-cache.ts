// An in-memory cache of public GET answers (lists, details, searches): under load most visitors
// ask the same few questions, and a serialized answer is far cheaper than a query.
// Only anonymous calls of the contract's public GET endpoints are cached (warranty and login
// lookups are throttled per client, so they always reach their handler).
// It is emptied when content changes, wherever the change was made: the database keeps a content
// version that triggers raise on every write to a public table (migration
// 2026-11-24-cms-content-version), and the cache reads it at most every CMS_PUBLIC_CACHE_CHECK_MS
// before answering, so another instance's or another process's write shows within that time
// (docs/decisions/0012-cms-throughput.md). Any other request through this instance — a form post,
// a dealer's edit, the editing API, a preview read — empties it at once when it ends, and entries
// expire after CMS_PUBLIC_CACHE_S in any case (docs/configuration.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { global as fp } from './global';
import { endpoints, type Endpoint } from '../../src/contract';
import { readContentVersion } from '../db/repositories/content-version.repository';

const NEVER = /^\/api\/(Warranty|login)\//;
const PUBLIC_GETS = new Set(
  Object.values(endpoints as Record<string, Endpoint>)
    .filter((e) => e.method === 'GET' && !e.auth && !NEVER.test(e.path))
    .map((e) => e.path),
);

const anonymous = (req: FastifyRequest) => !req.headers.token && !req.headers.authorization && !req.headers.cookie && !req.headers['x-editor-token'];

interface Entry {
  body: string;
  type: string;
  until: number;
}

/**
 * The content version as last read, read again when older than `checkMs`. Each change (or failed
 * read) starts a new generation; an answer computed in an older one is not stored, as it may have
 * read the content before the change.
 */
function versionWatch(app: FastifyInstance, checkMs: number, onChange: () => void) {
  let version: number | null = null;
  let checkedAt = -Infinity;
  let reading: Promise<void> | null = null;
  const read = async () => {
    // the time the read starts: a change committed after it is seen by the next read
    const started = Date.now();
    try {
      const v = await readContentVersion(app.cms.db);
      if (version !== null && v !== version) onChange();
      version = v;
      checkedAt = started;
    } catch (err) {
      // without the version a cached answer could be stale: empty the cache and read again next time
      version = null;
      onChange();
      app.log.warn({ err: { message: (err as Error).message } }, 'public cache: reading the content version failed');
    } finally {
      reading = null;
    }
  };
  return {
    /** resolves once the version is at most `checkMs` old; false when it could not be read */
    async fresh(): Promise<boolean> {
      if (version === null || Date.now() - checkedAt >= checkMs) await (reading ??= read());
      return version !== null;
    },
  };
}

export default fp<{ ttlS: number; maxEntries: number; checkMs: number }>(async (app, { ttlS, maxEntries, checkMs }) => {
  if (ttlS <= 0) return;
  const entries = new Map<string, Entry>();
  let generation = 0;
  const clear = () => {
    entries.clear();
    generation++;
  };
  const watch = versionWatch(app, checkMs, clear);
  /** the generation each cacheable request started in */
  const startedIn = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?', 1)[0];
    if (req.method !== 'GET' || !anonymous(req) || !PUBLIC_GETS.has(path)) return;
    if (!(await watch.fresh())) return;
    const hit = entries.get(req.url);
    if (hit && hit.until > Date.now()) return reply.type(hit.type).send(hit.body);
    startedIn.set(req, generation);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (startedIn.get(req) === generation && reply.statusCode === 200 && typeof payload === 'string') {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(req.url, {
        body: payload,
        type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        until: Date.now() + ttlS * 1000,
      });
    }
    return payload;
  });

  app.addHook('onResponse', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
      if (anonymous(req)) return;
    }
    clear();
  });
});
