// The media library's alt text reaches the site (docs/product/editing.md#media): an editor uploads an
// image with alt text and uses it as a blog's image; sourcing against that real CMS (with a small
// stand-in for Gatsby's node store, no gatsby build) gives the image's CmsMedia node that alt.
// Without the machine token the library is not readable and the alt stays empty, quietly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_NODE_TYPE } from '../../plugins/gatsby-source-carfilm/node-types';
import { startCms, type TestCms } from './cms/helpers';
import { editDoc, signIn, MACHINE_TOKEN, type EditorClient } from './editor/helpers';
import { fakeGatsby } from './support/fake-gatsby';
import { freePort } from '../../scripts/lib/proc';

let cms: TestCms;
let ed: EditorClient;
let apiUrl: string;
let imagePath: string;
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'media-alt-'));
  dirs.push(d);
  return d;
};

function form(file: { name: string; type: string; data: Buffer }, fields: Record<string, string>) {
  const boundary = `----alttest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
  chunks.push(file.data, Buffer.from('\r\n'), Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  // media URLs must point at the CMS the build reads, or the plugin leaves them alone: pick the port first
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  cms = await startCms({ editorToken: MACHINE_TOKEN, publicUrl: apiUrl });
  await cms.app.listen({ port, host: '127.0.0.1' });
  ed = await signIn(cms.app);
  const data = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  const f = form({ name: 'red-car.jpg', type: 'image/jpeg', data }, { alt: 'A red car with matte film' });
  const up = await cms.app.inject({ method: 'POST', url: '/api/editor/media', headers: { ...f.headers, cookie: ed.cookie }, payload: f.payload });
  expect(up.statusCode).toBe(201);
  imagePath = up.json().data.path;
  expect((await editDoc(ed, '/api/editor/items/blogs/1', (d) => ({ ...d, image: imagePath }))).statusCode).toBe(200);
  expect((await ed.call('POST', '/api/editor/items/blogs/1/publish')).json().code).toBe(1);
});
afterAll(async () => {
  await cms.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const nodeOf = (g: ReturnType<typeof fakeGatsby>) => g.byType(MEDIA_NODE_TYPE).find((n) => String(n.originalUrl).endsWith(`/${imagePath}`));

it('puts the media library alt text on the media node of an image the content uses', async () => {
  const g = fakeGatsby(tmp());
  await g.run({ apiUrl, editorToken: MACHINE_TOKEN, preview: false });
  const node = nodeOf(g);
  expect(node).toBeDefined();
  expect(node!.alt).toBe('A red car with matte film');
  expect(node!.file).toEqual(expect.any(String));
  // files that are not in the library (the demo's own) have no alt rather than a made-up one
  expect(g.byType(MEDIA_NODE_TYPE).filter((n) => n.alt === '').length).toBeGreaterThan(0);
  expect(g.warnings.filter((w) => w.includes('alt text'))).toEqual([]);
});

it('sources without the alt text, quietly, when the build has no editor token', async () => {
  const g = fakeGatsby(tmp());
  await g.run({ apiUrl, editorToken: '', preview: false });
  expect(nodeOf(g)!.alt).toBe('');
  expect(g.warnings.filter((w) => w.includes('alt text'))).toEqual([]);
});

it('warns, and still sources, when the CMS refuses the token', async () => {
  const g = fakeGatsby(tmp());
  await g.run({ apiUrl, editorToken: 'not-the-cms-token-0123456789', preview: false });
  expect(nodeOf(g)!.alt).toBe('');
  expect(g.warnings.join('\n')).toMatch(/alt text could not be read .*HTTP 401/);
});
