/**
 * @jest-environment node
 */
// bench:scale's content with BENCH_DISTINCT_IMAGES=1: each post's picture has bytes of its own and
// still decodes to the demo picture (scripts/lib/scale-content.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { distinctJpeg, generateScaleContent } from '../../scripts/lib/scale-content';

const DEMO = path.join(__dirname, '..', '..', 'cms', 'content');

test('a distinct JPEG decodes to the same picture with different bytes', async () => {
  const original = fs.readFileSync(path.join(DEMO, 'media', 'blog-01.jpg'));
  const a = distinctJpeg(original, 'post 1');
  const b = distinctJpeg(original, 'post 2');
  expect(a.equals(b)).toBe(false);
  const [meta, raw, rawA] = await Promise.all([sharp(original).metadata(), sharp(original).raw().toBuffer(), sharp(a).raw().toBuffer()]);
  expect(await sharp(a).metadata()).toMatchObject({ width: meta.width, height: meta.height, format: 'jpeg' });
  expect(rawA.equals(raw)).toBe(true);
  expect(() => distinctJpeg(Buffer.from('GIF89a'), 'x')).toThrow(/not a JPEG \(x\)/);
});

test('with distinct images every generated post names a file of its own that exists', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-content-'));
  try {
    const count = generateScaleContent(DEMO, out, 20, true);
    const blogs = JSON.parse(fs.readFileSync(path.join(out, 'blogs.json'), 'utf8')) as { id: number; image: string }[];
    expect(blogs.length).toBe(count);
    const generated = blogs.slice(-20);
    expect(new Set(generated.map((b) => b.image)).size).toBe(20);
    for (const b of generated) {
      expect(b.image).toBe(`media/post-${b.id}.jpg`);
      expect(fs.existsSync(path.join(out, b.image))).toBe(true);
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
