// Adds the few response headers every API answer should carry: no sniffing, no framing, and no
// caching of anything that carries personal data or a session: the editing
// API, the login group, every dealer call, the warranty lookups and the release service's calls
// (contract/releases.ts). The public warranty count and the content calls stay cacheable.
import { endpoints, type Endpoint } from '../../contract';
import { releasePaths } from '../../contract/releases';
import { global as fp } from './global';

/** Sent with every answer; the public cache writes them itself on the answers it serves from memory. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

const PERSONAL_CALLS = ['checkWarranty', 'warrantyList', 'warrantyDetail'] as const;

/** Route patterns (as declared, so every spelling of a URL that reaches them counts) whose answers are never stored. */
export const PRIVATE_ROUTES = new Set([
  ...(Object.entries(endpoints) as [string, Endpoint][])
    .filter(([name, ep]) => ep.auth === 'dealer' || ep.path.startsWith('/api/login/') || (PERSONAL_CALLS as readonly string[]).includes(name))
    .map(([, ep]) => ep.path),
  // the service's calls (the editor's are under /api/editor/)
  ...(Object.values(releasePaths) as unknown[]).filter((p): p is string => typeof p === 'string' && !p.startsWith('/api/editor/')),
]);

export const isPrivateRoute = (route: string | undefined) => !!route && (route.startsWith('/api/editor/') || PRIVATE_ROUTES.has(route));

export default fp(async (app) => {
  // a callback hook, not an async one: no promise per answer
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    if (isPrivateRoute(req.routeOptions.url)) reply.header('cache-control', 'no-store');
    else if (req.headers.token && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
