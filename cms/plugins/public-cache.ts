// A short-lived in-memory cache of public GET answers (lists, details, searches): under load most
// visitors ask the same few questions, and a serialized answer is far cheaper than a query.
// Only anonymous calls of the contract's public GET endpoints are cached (warranty and login
// lookups are throttled per client, so they always reach their handler). Any other request — a
// form post, a dealer's edit, the editing API, a preview read — empties the cache when it ends, and
// entries expire after CMS_PUBLIC_CACHE_S seconds, which bounds how stale another instance's
// write can look behind a load balancer (docs/configuration.md).
import type { FastifyRequest } from 'fastify';
import { global as fp } from './global';
import { endpoints, type Endpoint } from '../../src/contract';

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

export default fp<{ ttlS: number; maxEntries: number }>(async (app, { ttlS, maxEntries }) => {
  if (ttlS <= 0) return;
  const entries = new Map<string, Entry>();
  const cacheable = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?', 1)[0];
    if (req.method !== 'GET' || !anonymous(req) || !PUBLIC_GETS.has(path)) return;
    const hit = entries.get(req.url);
    if (hit && hit.until > Date.now()) return reply.type(hit.type).send(hit.body);
    cacheable.add(req);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (cacheable.has(req) && reply.statusCode === 200 && typeof payload === 'string') {
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
    entries.clear();
  });
});
