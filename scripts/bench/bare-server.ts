// The yardstick of `npm run bench:cms`: a bare Fastify route answering the {code,data,msg}
// envelope, on the same machine in the same run, so figures compare across machines.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 1, data: { ok: true }, msg: 'success' }));
app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' }).then(() => console.log('bare ready'));
for (const s of ['SIGINT', 'SIGTERM'] as const) process.once(s, () => void app.close().then(() => process.exit(0)));
