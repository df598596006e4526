// Adds the few response headers every API answer should carry (no sniffing, no framing, no caching of dealer data).
import { global as fp } from './global';

export default fp(async (app) => {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    if (req.headers.token && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
