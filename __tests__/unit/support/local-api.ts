// A real HTTP server on a free local port for the site's axios client (src/services/axios-client.ts)
// in a unit test, through axios's Node http adapter (jsdom's XHR would add CORS to the test). Call it at the top of a file or a describe block: the server
// starts before its tests and closes after them.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http } from '../../../src/services/axios-client';

export interface LocalApi {
  /** the server's origin, e.g. http://127.0.0.1:41234 (set once the tests run) */
  readonly url: string;
}

export function localApiServer(handler: RequestListener): LocalApi {
  let server: Server | null = null;
  const api = { url: '' };
  beforeAll(async () => {
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    http.defaults.baseURL = api.url;
    http.defaults.adapter = 'http';
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return api;
}
