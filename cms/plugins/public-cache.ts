// An in-memory cache of public GET answers (lists, details, searches): under load most visitors
// ask the same few questions, and a stored answer is far cheaper than a query.
// Only anonymous calls of the contract's public GET endpoints are cached (warranty and login
// lookups are throttled per client, so they always reach their handler; the warranty rows they
// read are memoized instead, through `app.publicMemo`).
// It is emptied when content changes, wherever the change was made: the cache reads the database's
// content version at most every CMS_PUBLIC_CACHE_CHECK_MS before answering (cms/lib/content-watch.ts),
// so another instance's or another process's write shows within that time. After any other request
// through this instance — a form post, a dealer's edit, the editing API, a preview read — the next
// one reads the version at once, so this instance's own writes show immediately; entries expire
// after CMS_PUBLIC_CACHE_S in any case.
// A hit is the common case under load, so it is written straight to the socket: the stored bytes
// with headers prepared when the answer was stored (the same ones a computed answer gets: type,
// length, security headers, CORS), without the hooks, serializer and promises of a computed answer.
// When the request log writes no line for a success (production), a hit is answered by the HTTP
// server's own request listener, before Fastify makes its request and reply objects or routes
// (docs/configuration.md, docs/decisions/0012-cms-throughput.md).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { global as fp } from './global';
import { SECURITY_HEADERS } from './security-headers';
import { endpoints, type Endpoint } from '../../contract';
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

const anonymousHeaders = (h: IncomingHttpHeaders) => !h.token && !h.authorization && !h.cookie && !h['x-editor-token'];
const anonymous = (req: FastifyRequest) => anonymousHeaders(req.headers);

/** An anonymous GET of a public call: the cache may answer it. */
function cacheablePath(req: FastifyRequest): boolean {
  if (req.method !== 'GET') return false;
  const url = req.url;
  const q = url.indexOf('?');
  return PUBLIC_GETS.has(q < 0 ? url : url.slice(0, q)) && anonymous(req);
}

interface Entry {
  body: Buffer;
  /** the answer's headers, CORS excepted (it depends on the asker's Origin) */
  headers: Record<string, string>;
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

export type PublicCacheOptions = {
  ttlS: number;
  maxEntries: number;
  checkMs: number;
  /** the CORS rule (cms/plugins/cors.ts): a hit answers before the CORS plugin's hook runs */
  allowsOrigin: (origin: string) => boolean;
  /**
   * true when the request log writes no line for a success: hits may then be answered before
   * Fastify sees the request at all (its onResponse hooks and log line are all a hit would miss)
   */
  beforeFastify?: boolean;
};

export default fp<PublicCacheOptions>(async (app, { ttlS, maxEntries, checkMs, allowsOrigin, beforeFastify = false }) => {
  if (ttlS <= 0) {
    app.decorate('publicMemo', <T>(_key: string, load: () => Promise<T>) => load());
    return;
  }
  const watch = createContentWatch(() => readContentVersion(app.cms.db), checkMs, app.log);
  const answers = bounded<Entry>(maxEntries);
  const memo = bounded<{ value: unknown; until: number }>(maxEntries);
  let seen = watch.generation;
  /** true when the cache may answer without reading the version (the common case under load) */
  const upToDate = () => watch.isFresh() && watch.generation === seen;
  /** empties both caches when the generation moved; false when the version could not be read */
  const current = async () => {
    if (upToDate()) return true;
    const ok = await watch.fresh();
    if (watch.generation !== seen) {
      answers.map.clear();
      memo.map.clear();
      seen = watch.generation;
    }
    return ok;
  };

  const remembered = (key: string) => {
    const hit = memo.map.get(key);
    return hit && hit.until > Date.now() ? hit : undefined;
  };
  const memoSlowly = async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (previewing() || !(await current())) return load();
    const hit = remembered(key);
    if (hit) return hit.value as T;
    const startedIn = watch.generation;
    const value = await load();
    if (watch.generation === startedIn) memo.set(key, { value, until: Date.now() + ttlS * 1000 });
    return value;
  };
  // a throttled lookup asks on every request: a current hit is answered without an async function's promises
  app.decorate('publicMemo', <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = upToDate() && !previewing() ? remembered(key) : undefined;
    return hit ? Promise.resolve(hit.value as T) : memoSlowly(key, load);
  });

  /** The stored answer to `url`, if it has not expired. */
  const stored = (url: string): Entry | undefined => {
    const hit = answers.map.get(url);
    return hit && hit.until > Date.now() ? hit : undefined;
  };

  const write = (res: ServerResponse, hit: Entry, origin: string | undefined) => {
    res.writeHead(200, origin && allowsOrigin(origin) ? { ...hit.headers, 'access-control-allow-origin': origin } : hit.headers);
    res.end(hit.body);
  };

  /** Writes a stored answer; false when there is none (or it expired). */
  const answerFromMemory = (req: FastifyRequest, reply: FastifyReply): boolean => {
    const hit = stored(req.url);
    if (!hit) return false;
    reply.hijack();
    // Fastify still runs the onResponse hooks and writes the request log's line
    write(reply.raw, hit, req.headers.origin);
    return true;
  };

  if (beforeFastify) {
    // Only URLs of cacheable calls are ever stored, so a stored answer for the URL is enough to know
    // the call; whether this asker is anonymous, and whether the cache is known to be current without
    // a database read, are checked here. Anything else goes to Fastify as before (with its hooks
    // above), and so does everything once the app closes: Fastify then answers 503 and closes
    // kept-alive connections, which a hit would otherwise keep open.
    let open = true;
    const server = app.server;
    const fastify = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    if (fastify.length !== 1) throw new Error(`public cache: expected Fastify's one request listener, found ${fastify.length}`);
    const [handle] = fastify;
    server.removeListener('request', handle);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (open && req.method === 'GET' && upToDate() && anonymousHeaders(req.headers)) {
        const hit = stored(req.url!);
        if (hit) return write(res, hit, req.headers.origin);
      }
      handle(req, res);
    });
    app.addHook('preClose', (done) => {
      open = false;
      done();
    });
  }

  /** the generation each cacheable request that missed started in */
  const startedIn = new WeakMap<FastifyRequest, number>();

  // callback hooks, not async ones: a hit creates no promise at all
  app.addHook('onRequest', (req, reply, done) => {
    if (!cacheablePath(req)) return done();
    if (upToDate()) {
      if (answerFromMemory(req, reply)) return;
      startedIn.set(req, watch.generation);
      return done();
    }
    current().then(
      (ok) => {
        if (ok && answerFromMemory(req, reply)) return;
        if (ok) startedIn.set(req, watch.generation);
        done();
      },
      (err: Error) => done(err),
    );
  });

  app.addHook('onSend', (req, reply, payload, done) => {
    // an answer computed before a change was seen may hold the old content: not stored
    if (startedIn.get(req) === watch.generation && reply.statusCode === 200 && typeof payload === 'string') {
      const body = Buffer.from(payload);
      answers.set(req.url, {
        body,
        headers: {
          ...SECURITY_HEADERS,
          'content-type': String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          'content-length': String(body.length),
          // what the CORS plugin says for a dynamic origin rule
          vary: 'Origin',
        },
        until: Date.now() + ttlS * 1000,
      });
    }
    done(null, payload);
  });

  app.addHook('onResponse', (req, _reply, done) => {
    if ((req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') && anonymous(req)) return done();
    // it may have changed content (an edit) or not (a form post, a failed login): the next cached
    // answer first reads the version, which empties the cache only if the request did change something
    watch.expire();
    done();
  });
});
