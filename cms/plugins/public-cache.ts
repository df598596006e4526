// An in-memory cache of public GET answers (lists, details, searches): under load most visitors
// ask the same few questions, and a serialized answer is far cheaper than a query.
// Only anonymous calls of the contract's public GET endpoints are cached (warranty and login
// lookups are throttled per client, so they always reach their handler; the warranty rows they
// read are memoized instead, through `app.publicMemo`).
// It is emptied when content changes, wherever the change was made: the cache reads the database's
// content version at most every CMS_PUBLIC_CACHE_CHECK_MS before answering (cms/lib/content-watch.ts),
// so another instance's or another process's write shows within that time. After any other request
// through this instance — a form post, a dealer's edit, the editing API, a preview read — the next
// one reads the version at once, so this instance's own writes show immediately; entries expire
// after CMS_PUBLIC_CACHE_S in any case
// (docs/configuration.md, docs/decisions/0012-cms-throughput.md).
import type { FastifyRequest } from 'fastify';
import { global as fp } from './global';
import { endpoints, type Endpoint } from '../../src/contract';
import { readContentVersion } from '../db/repositories/content-version.repository';
import { createContentWatch } from '../lib/content-watch';
import { previewing } from '../lib/visibility';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `load()`, or what it returned for `key` since content last changed (published content only;
     * inside a preview, and with the cache off, always `load()`).
     */
    publicMemo: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  }
}

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

/** A map that forgets its oldest entry past `max`. */
function bounded<V>(max: number) {
  const map = new Map<string, V>();
  return {
    map,
    set(key: string, value: V) {
      map.delete(key);
      if (map.size >= max) map.delete(map.keys().next().value!);
      map.set(key, value);
    },
  };
}

export default fp<{ ttlS: number; maxEntries: number; checkMs: number }>(async (app, { ttlS, maxEntries, checkMs }) => {
  if (ttlS <= 0) {
    app.decorate('publicMemo', <T>(_key: string, load: () => Promise<T>) => load());
    return;
  }
  const watch = createContentWatch(() => readContentVersion(app.cms.db), checkMs, app.log);
  const answers = bounded<Entry>(maxEntries);
  const memo = bounded<{ value: unknown; until: number }>(maxEntries);
  let seen = watch.generation;
  /** empties both caches when the generation moved; false when the version could not be read */
  const current = async () => {
    // the common case under load: read recently, nothing to wait for
    if (watch.isFresh() && watch.generation === seen) return true;
    const ok = await watch.fresh();
    if (watch.generation !== seen) {
      answers.map.clear();
      memo.map.clear();
      seen = watch.generation;
    }
    return ok;
  };

  app.decorate('publicMemo', async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (previewing() || !(await current())) return load();
    const hit = memo.map.get(key);
    if (hit && hit.until > Date.now()) return hit.value as T;
    const startedIn = watch.generation;
    const value = await load();
    if (watch.generation === startedIn) memo.set(key, { value, until: Date.now() + ttlS * 1000 });
    return value;
  });

  /** the generation each cacheable request started in */
  const startedIn = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?', 1)[0];
    if (req.method !== 'GET' || !anonymous(req) || !PUBLIC_GETS.has(path)) return;
    if (!(await current())) return;
    const hit = answers.map.get(req.url);
    if (hit && hit.until > Date.now()) return reply.type(hit.type).send(hit.body);
    startedIn.set(req, watch.generation);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // an answer computed before a change was seen may hold the old content: not stored
    if (startedIn.get(req) === watch.generation && reply.statusCode === 200 && typeof payload === 'string') {
      answers.set(req.url, {
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
    // it may have changed content (an edit) or not (a form post, a failed login): the next cached
    // answer first reads the version, which empties the cache only if the request did change something
    watch.expire();
  });
});
