// Uploads: one real image (JPEG, PNG, WebP, GIF) under 5 MB, checked by its bytes, stored under a random name and served.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PUBLIC_URL, multipart, type TestCms, startWithAlpha } from './helpers';

let cms: TestCms;
let token: string;
beforeAll(async () => {
  ({ cms, token } = await startWithAlpha());
});
afterAll(() => cms.close());

const png = (w = 8, h = 8) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
const upload = (parts: Parameters<typeof multipart>[0], tok: string | null = token) => {
  const mp = multipart(parts);
  return cms.app.inject({ method: 'POST', url: '/api/common/uploadImg', headers: { ...mp.headers, ...(tok ? { token: tok } : {}) }, payload: mp.payload });
};
const uploadedFiles = () => {
  const dir = path.join(cms.config.uploadDir, 'shop');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

it('accepts a real PNG, stores it under a random name and serves it back', async () => {
  const data = await png();
  const res = (await upload([{ field: 'file', filename: '../../evil name.png', type: 'image/png', data }])).json();
  expect(res.code).toBe(1);
  expect(res.data.code).toMatch(/^\/uploads\/shop\/[0-9a-f]{32}\.png$/);
  expect(res.data.url).toBe(PUBLIC_URL + res.data.code);
  const served = await cms.app.inject({ method: 'GET', url: res.data.code });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.rawPayload.equals(data)).toBe(true);
});

it.each([
  ['jpeg', 'jpg'],
  ['webp', 'webp'],
  ['gif', 'gif'],
] as const)('accepts a %s image', async (format, ext) => {
  const data = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#36c' } })
    .toFormat(format)
    .toBuffer();
  const res = (await upload([{ field: 'file', filename: `x.${ext}`, type: `image/${format}`, data }])).json();
  expect(res.code).toBe(1);
  expect(res.data.code.endsWith(`.${ext}`)).toBe(true);
});

it('refuses a text file renamed to .png', async () => {
  const before = uploadedFiles().length;
  const res = (await upload([{ field: 'file', filename: 'photo.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') }])).json();
  expect(res).toEqual({ code: 0, data: null, msg: 'Only JPEG, PNG, WebP or GIF images are accepted.' });
  expect(uploadedFiles().length).toBe(before);
});

it('refuses a file with PNG magic bytes but no image inside', async () => {
  const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
  expect((await upload([{ field: 'file', filename: 'x.png', type: 'image/png', data: fake }])).json().msg).toBe(
    'Only JPEG, PNG, WebP or GIF images are accepted.',
  );
});

it('refuses an SVG and a PDF', async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>');
  expect((await upload([{ field: 'file', filename: 'x.svg', type: 'image/svg+xml', data: svg }])).json().code).toBe(0);
  expect((await upload([{ field: 'file', filename: 'x.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4') }])).json().code).toBe(0);
});

it('refuses a file over 5 MB', async () => {
  const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
  const res = await upload([{ field: 'file', filename: 'big.png', type: 'image/png', data: big }]);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ code: 0, data: null, msg: 'The image is larger than 5 MB.' });
});

it('refuses an image over 40 megapixels', async () => {
  const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  expect(huge.length).toBeLessThan(5 * 1024 * 1024);
  expect((await upload([{ field: 'file', filename: 'huge.png', type: 'image/png', data: huge }])).json().msg).toBe('The image is larger than 40 megapixels.');
});

it('wants exactly one file in field `file`', async () => {
  const data = await png();
  const one = 'Please upload one image file.';
  expect((await upload([])).json().msg).toBe(one);
  expect((await upload([{ field: 'image', filename: 'x.png', type: 'image/png', data }])).json().msg).toBe(one);
  expect(
    (
      await upload([
        { field: 'file', filename: 'a.png', type: 'image/png', data },
        { field: 'file', filename: 'b.png', type: 'image/png', data },
      ])
    ).json().msg,
  ).toBe(one);
  const notMultipart = await cms.app.inject({
    method: 'POST',
    url: '/api/common/uploadImg',
    headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'file=abc',
  });
  expect(notMultipart.json()).toEqual({ code: 0, data: null, msg: one });
});

it('needs a dealer token', async () => {
  const res = await upload([{ field: 'file', filename: 'x.png', type: 'image/png', data: await png() }], null);
  expect(res.statusCode).toBe(401);
});

it('serves nothing outside the upload folder', async () => {
  for (const url of ['/uploads/../cms.sqlite', '/uploads/%2e%2e/cms.sqlite', '/uploads/shop/', '/uploads/media/nope.png', '/uploads/%2e%2e%2fcms.sqlite']) {
    const res = await cms.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(0);
  }
});

it('an uploaded image can be saved as the shop image', async () => {
  const up = (await upload([{ field: 'file', filename: 'x.png', type: 'image/png', data: await png() }])).json();
  const qs = new URLSearchParams({ shop_name: 'Alpha', mobile: '1', nation_id: '1', city_id: '101', desc: 'd', shop_image: up.data.code });
  const res = (await cms.app.inject({ method: 'GET', url: `/api/shop/saveInfo?${qs}`, headers: { token } })).json();
  expect(res.code).toBe(1);
  expect(res.data.shop_image).toBe(up.data.code);
  expect(res.data.shop_image_url).toBe(up.data.url);
});

it('serves byte ranges (video seeking)', async () => {
  const whole = await cms.app.inject({ method: 'GET', url: '/uploads/media/v.mp4' });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['accept-ranges']).toBe('bytes');
  const part = await cms.app.inject({ method: 'GET', url: '/uploads/media/v.mp4', headers: { range: 'bytes=4-9' } });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 4-9/${whole.rawPayload.length}`);
  expect(part.rawPayload.equals(whole.rawPayload.subarray(4, 10))).toBe(true);
  const bad = await cms.app.inject({ method: 'GET', url: '/uploads/media/v.mp4', headers: { range: 'bytes=999-' } });
  expect(bad.statusCode).toBe(416);
});
