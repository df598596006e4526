// Error paths answer the {code, data, msg} envelope, never a 500 or the framework's own body, and
// the upload folder serves nothing outside itself, symbolic links included (cms/README.md#security-behaviour).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startCms, type TestCms } from '../cms/helpers';

let cms: TestCms;
let port: number;
beforeAll(async () => {
  cms = await startCms();
  await cms.app.listen({ port: 0, host: '127.0.0.1' });
  port = (cms.app.server.address() as net.AddressInfo).port;
});
afterAll(() => cms.close());

/** one raw HTTP/1.1 request, so the request target reaches the server exactly as written */
function raw(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) }));
    socket.on('error', reject);
    socket.write(`GET ${target} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nconnection: close\r\n\r\n`);
  });
}

it.each(['/uploads/%25', '/uploads/media/%25', '/uploads/%25%25', '/uploads/%2525'])('%s is a 404 with the JSON envelope', async (target) => {
  const res = await raw(target);
  expect(res.status).toBe(404);
  expect(JSON.parse(res.body)).toMatchObject({ code: 0, data: null });
});

it.each(['/api/index/info%ZZ', '/api/blog%E0%A4%A/list', '/uploads/%ZZ'])(
  '%s (a URL that cannot be decoded) is a 400 with the JSON envelope',
  async (target) => {
    const res = await raw(target);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body);
    expect(body).toEqual({ code: 0, data: null, msg: 'The request URL is not valid.' });
    expect(res.body).not.toContain('FST_ERR');
  },
);

it('refuses a symbolic link that leads out of the upload folder, and serves one that stays inside', async () => {
  const secret = path.join(cms.dir, 'secret.txt');
  fs.writeFileSync(secret, 'outside the upload folder');
  fs.mkdirSync(path.join(cms.config.uploadDir, 'media'), { recursive: true });
  fs.writeFileSync(path.join(cms.config.uploadDir, 'media', 'inside.txt'), 'inside');
  fs.symlinkSync(secret, path.join(cms.config.uploadDir, 'media', 'escape.txt'));
  fs.symlinkSync(cms.dir, path.join(cms.config.uploadDir, 'media', 'dir-escape'));
  fs.symlinkSync(path.join(cms.config.uploadDir, 'media', 'inside.txt'), path.join(cms.config.uploadDir, 'media', 'alias.txt'));

  for (const url of ['/uploads/media/escape.txt', '/uploads/media/dir-escape/secret.txt', '/uploads/media/dir-escape/cms.sqlite']) {
    const res = await cms.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 0, data: null });
    expect(res.body).not.toContain('outside');
  }
  const inside = await cms.app.inject({ method: 'GET', url: '/uploads/media/alias.txt' });
  expect(inside.statusCode).toBe(200);
  expect(inside.body).toBe('inside');
});
