// A small real HTTP server answering the release service's four calls of contract/releases.ts as
// the CMS must (the lease with its expiry, the snapshot, events checked against the contract's
// schema, rollback orders), plus a test-only `GET /test/content` that the tiny build reads in place
// of the site's content. The tests of releases/ run the service against it; one test runs it
// against the real CMS (__tests__/integration/releases/real-cms.test.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Value } from '@sinclair/typebox/value';
import { ReleaseEvent, ReleaseLeaseRequest, releasePaths, type ReleaseLease, type RollbackOrder, type SiteSnapshot } from '../../contract/releases';
import { indexPages } from '../../releases/checks';

/** What the tiny build (__tests__/fixtures/releases/tiny-build.js) makes, and how it misbehaves. */
export interface BuildKnobs {
  /** how long the build takes */
  delayMs: number;
  /** exit with this code instead of building */
  failCode: number;
  /** leave the home page out */
  skipHome: boolean;
  /** add this many detail pages to the first route the CMS counts (a count mismatch) */
  extraPages: number;
}

export interface ReleaseCms {
  base: string;
  token: string;
  seq: number;
  heldThrough: number;
  counts: Record<string, number>;
  knobs: BuildKnobs;
  events: ReleaseEvent[];
  orders: (RollbackOrder & { done: boolean })[];
  lease: { holder: string; expires: number } | null;
  /** answer every event call with 503, as a CMS that is away */
  refuseEvents: boolean;
  /** a publish: the log moves on, and `route`'s count with it */
  publish(route?: string, delta?: number): void;
  order(release: string, by?: string): number;
  eventsOf(kind: ReleaseEvent['kind']): ReleaseEvent[];
  stop(): Promise<void>;
}

export async function startReleaseCms(token = 'release-token-for-tests-0123456789'): Promise<ReleaseCms> {
  const liveBefore = new Set<string>();
  const cms: ReleaseCms = {
    base: '',
    token,
    seq: 1,
    heldThrough: 0,
    counts: { blogInfo: 3, ProductInfo: 2 },
    knobs: { delayMs: 0, failCode: 0, skipHome: false, extraPages: 0 },
    events: [],
    orders: [],
    lease: null,
    refuseEvents: false,
    publish(route = 'blogInfo', delta = 1) {
      cms.seq++;
      cms.counts[route] = (cms.counts[route] ?? 0) + delta;
    },
    order(release, by = 'admin') {
      const id = cms.orders.length + 1;
      cms.orders.push({ id, release, by, at: new Date().toISOString(), done: false });
      return id;
    },
    eventsOf: (kind) => cms.events.filter((e) => e.kind === kind),
    stop: () => new Promise((r) => server.close(() => r())),
  };

  const answer = (res: http.ServerResponse, status: number, data: unknown, msg = 'ok') => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ code: status === 200 ? 1 : 0, data, msg }));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/test/content') {
        return answer(res, 200, { seq: cms.seq, counts: cms.counts, indexPages: indexPages(), ...cms.knobs });
      }
      if (req.headers.authorization !== `Bearer ${token}`) return answer(res, 401, null, 'The release service token is wrong.');
      const body = raw ? (JSON.parse(raw) as unknown) : undefined;
      const now = Date.now();
      if (req.method === 'POST' && path === releasePaths.lease) {
        if (!Value.Check(ReleaseLeaseRequest, body)) return answer(res, 400, null, 'not a ReleaseLeaseRequest');
        if (!cms.lease || cms.lease.expires <= now || cms.lease.holder === body.holder) cms.lease = { holder: body.holder, expires: now + body.ttl_ms };
        const lease: ReleaseLease = { held: cms.lease.holder === body.holder, holder: cms.lease.holder, expires_at: new Date(cms.lease.expires).toISOString() };
        return answer(res, 200, lease);
      }
      if (req.method === 'GET' && path === releasePaths.snapshot) {
        const snap: SiteSnapshot = { seq: cms.seq, held_through: cms.heldThrough, counts: { ...cms.counts }, taken_at: new Date().toISOString() };
        return answer(res, 200, snap);
      }
      if (req.method === 'POST' && path === releasePaths.events) {
        if (cms.refuseEvents) return answer(res, 503, null, 'The CMS is away.');
        if (!Value.Check(ReleaseEvent, body))
          return answer(res, 400, null, `not a ReleaseEvent: ${[...Value.Errors(ReleaseEvent, body)].map((e) => `${e.path} ${e.message}`).join('; ')}`);
        cms.events.push(body);
        const order = body.order ? cms.orders.find((o) => o.id === body.order) : undefined;
        if (order) order.done = true;
        // a release going live again (an order, or the rollback command) holds what was published up to now
        if (body.kind === 'live' && (body.order || liveBefore.has(body.release))) cms.heldThrough = cms.seq;
        if (body.kind === 'live') liveBefore.add(body.release);
        return answer(res, 200, {});
      }
      if (req.method === 'GET' && path === releasePaths.orders) {
        return answer(res, 200, cms.orders.find((o) => !o.done) ?? null);
      }
      return answer(res, 404, null, 'Not found');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cms.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return cms;
}
