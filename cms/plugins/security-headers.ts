// Adds the few response headers every API answer should carry (no sniffing, no framing, no caching of dealer data).
import { global as fp } from './global';

/** Sent with every answer; the public cache writes them itself on the answers it serves from memory. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

export default fp(async (app) => {
  // a callback hook, not an async one: no promise per answer
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    if (req.headers.token && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
