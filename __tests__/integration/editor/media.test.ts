// Media for editors: images (with alt text), PDF and video, told apart by their bytes, each kind
// with its size limit; a searchable list; deleting a file that content still uses is refused.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type TestCms } from '../cms/helpers';
import { editDoc, MACHINE_TOKEN, type EditorClient, startWithEditor } from './helpers';
import { MEDIA_LIMITS } from '../../../cms/editor/media-check';

let cms: TestCms;
let ed: EditorClient;
beforeAll(async () => {
  ({ cms, ed } = await startWithEditor({ editorToken: MACHINE_TOKEN }));
});
afterAll(() => cms.close());

function form(file: { name: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = `----edtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (file: { name: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}, cookie = ed.cookie) => {
  const f = form(file, fields);
  return cms.app.inject({ method: 'POST', url: '/api/editor/media', headers: { ...f.headers, cookie }, payload: f.payload });
};
const image = (format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a6' } })
    .toFormat(format)
    .toBuffer();
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(64)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

it('accepts every kind, stores images with their alt text, and serves the files', async () => {
  const cases: [string, string, Buffer, string][] = [
    ['a.jpg', 'image/jpeg', await image('jpeg'), 'jpg'],
    ['b.png', 'image/png', await image('png'), 'png'],
    ['c.webp', 'image/webp', await image('webp'), 'webp'],
    ['d.avif', 'image/avif', await image('avif'), 'avif'],
    ['e.pdf', 'application/pdf', PDF, 'pdf'],
    ['f.mp4', 'video/mp4', MP4, 'mp4'],
    ['g.webm', 'video/webm', WEBM, 'webm'],
  ];
  for (const [name, type, data, kind] of cases) {
    const res = await upload({ name, type, data }, { alt: `Alt of ${name}` });
    expect(res.statusCode).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({ kind, name, bytes: data.length, uploaded_by: 'editor' });
    expect(row.path).toMatch(new RegExp(`^media/editor/[0-9a-f]{32}\\.${kind}$`));
    expect(row.alt).toBe(['pdf', 'mp4', 'webm'].includes(kind) ? '' : `Alt of ${name}`);
    expect(fs.readFileSync(path.join(cms.config.uploadDir, row.path)).equals(data)).toBe(true);
  }
});

it('refuses disguised, broken, oversize and missing files with a clear message', async () => {
  const text = await upload({ name: 'x.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') });
  expect(text.statusCode).toBe(400);
  expect(text.json().msg).toMatch(/told by the file’s content/);
  const broken = await upload({ name: 'y.png', type: 'image/png', data: Buffer.concat([(await image('png')).subarray(0, 40), Buffer.alloc(40)]) });
  expect(broken.statusCode).toBe(400);
  expect(broken.json().msg).toMatch(/not a valid PNG/);
  const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MEDIA_LIMITS.image + 1)]);
  const tooBig = await upload({ name: 'z.jpg', type: 'image/jpeg', data: big });
  expect(tooBig.statusCode).toBe(400);
  expect(tooBig.json().msg).toMatch(/at most 10 MB/);
  expect((await upload(null, { alt: 'nothing' })).statusCode).toBe(400);
  expect((await cms.app.inject({ method: 'POST', url: '/api/editor/media', headers: { cookie: ed.cookie }, payload: { file: 'x' } })).statusCode).toBe(400);
  // the machine token cannot upload
  const f = form({ name: 'a.pdf', type: 'application/pdf', data: PDF });
  expect(
    (
      await cms.app.inject({
        method: 'POST',
        url: '/api/editor/media',
        headers: { ...f.headers, authorization: `Bearer ${MACHINE_TOKEN}` },
        payload: f.payload,
      })
    ).statusCode,
  ).toBe(403);
});

it('lists and searches the library and changes alt text', async () => {
  const up = (await upload({ name: 'storefront.png', type: 'image/png', data: await image('png') }, { alt: 'Dealer storefront at night' })).json().data;
  const found = (await ed.call('GET', '/api/editor/media?search=storefront')).json().data;
  expect(found.data.map((r: { id: number }) => r.id)).toEqual([up.id]);
  expect(found.data[0].url).toBe(`http://cms.test/uploads/${up.path}`);
  expect((await ed.call('GET', '/api/editor/media?kind=pdf')).json().data.data.every((r: { kind: string }) => r.kind === 'pdf')).toBe(true);
  const alt = await ed.call('PATCH', `/api/editor/media/${up.id}`, { alt: 'Storefront, lit' });
  expect(alt.json().data.alt).toBe('Storefront, lit');
});

it('refuses to delete media that content uses, naming the items, and deletes it once unused', async () => {
  const up = (await upload({ name: 'cover.webp', type: 'image/webp', data: await image('webp') }, { alt: 'Cover' })).json().data;
  await editDoc(ed, '/api/editor/items/blogs/1', (d) => ({ ...d, image: up.path }));
  const refused = await ed.call('DELETE', `/api/editor/media/${up.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().data.used_by).toEqual([expect.objectContaining({ type: 'blogs', id: 1 })]);
  expect(refused.json().msg).toMatch(/blogs\/1/);
  await ed.call('POST', '/api/editor/items/blogs/1/discard');
  const done = await ed.call('DELETE', `/api/editor/media/${up.id}`);
  expect(done.json().data.deleted).toBe(true);
  expect(fs.existsSync(path.join(cms.config.uploadDir, up.path))).toBe(false);
});
