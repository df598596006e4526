// Serves the upload folder (demo media and dealer uploads) under /uploads/.
import fs from 'node:fs';
import { global as fp } from './global';
import fastifyStatic from '@fastify/static';

export default fp<{ root: string }>(async (app, { root }) => {
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1h',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
});
