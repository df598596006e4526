// The editing API's token check guards its routes, not the spelling of the URL: percent-encoded
// paths and absolute-form request targets reach the same routes and must meet the same guard.
import net from 'node:net';
import { startCms, type TestCms } from '../cms/helpers';

const TOKEN = 'editor-token-for-tests-0123456789';
let cms: TestCms;
let port: number;
beforeAll(async () => {
  cms = await startCms({ editorToken: TOKEN });
  await cms.app.listen({ port: 0, host: '127.0.0.1' });
  port = (cms.app.server.address() as net.AddressInfo).port;
});
afterAll(() => cms.close());

/** Sends one raw HTTP/1.1 request (so the request target is exactly what we write) and returns the status. */
function raw(target: string, method = 'GET', body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), text }));
    socket.on('error', reject);
    const head = [`${method} ${target} HTTP/1.1`, `host: 127.0.0.1:${port}`, 'connection: close'];
    if (body) head.push('content-type: application/json', `content-length: ${Buffer.byteLength(body)}`);
    socket.write(`${head.join('\r\n')}\r\n\r\n${body ?? ''}`);
  });
}

it.each([
  ['/api/%65ditor/submissions/contact'],
  ['/api/editor/submissions/contact'],
  ['/api/%65ditor/changes'],
  ['/%61pi/editor/changes'],
  ['/api/editor/%63hanges'],
])('refuses GET %s without the token', async (target) => {
  const res = await raw(target);
  expect(res.status).toBe(401);
  expect(res.text).not.toContain('"code":1');
});

it('refuses an absolute-form request target without the token', async () => {
  const res = await raw(`http://127.0.0.1:${port}/api/editor/changes`);
  expect(res.status).toBe(401);
});

it('refuses an encoded PUT that would publish a post, and the post stays unpublished', async () => {
  const res = await raw('/api/%65ditor/items/blogs/777', 'PUT', JSON.stringify({ title: 'defaced', status: 'published' }));
  expect(res.status).toBe(401);
  const detail = await cms.app.inject({ method: 'GET', url: '/api/Blog/detail?id=777' });
  expect(detail.json().code).toBe(0);
});

it('still answers with the token', async () => {
  const res = await cms.app.inject({ method: 'GET', url: '/api/%65ditor/changes', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
});
