// Parses application/x-www-form-urlencoded bodies (how the site posts its forms).
import { global as fp } from './global';
import formbody from '@fastify/formbody';

export default fp(async (app) => {
  await app.register(formbody, { bodyLimit: 256 * 1024 });
});
