/**
 * @jest-environment node
 */
// The size of the images rich HTML shows, read from the source plugin's media cache
// (plugins/gatsby-source-carfilm/media-sizes.ts), for their width and height.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { htmlImageUrls, mediaSizes } from '../../plugins/gatsby-source-carfilm/media-sizes';
import type { Records } from '../../plugins/gatsby-source-carfilm/context';

const records = (html: string) => ({ CmsBlog: [{ key: '1', data: { content: html, image: '/media/not-in-html.jpg' } }] }) as unknown as Records;

describe('mediaSizes', () => {
  let cache: string;
  beforeAll(async () => {
    cache = fs.mkdtempSync(path.join(os.tmpdir(), 'media-sizes-'));
    fs.mkdirSync(path.join(cache, 'media'));
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336' } })
      .jpeg()
      .toFile(path.join(cache, 'media', 'abc-wide.jpg'));
    fs.writeFileSync(path.join(cache, 'media', 'abc-broken.jpg'), 'not an image');
  });
  afterAll(() => fs.rmSync(cache, { recursive: true, force: true }));

  it('finds the /media/ images of HTML strings, not plain media fields or other hosts', () => {
    const urls = htmlImageUrls(records(`<p><img alt="a" src="/media/abc-wide.jpg"><img src='https://x.example/y.jpg'></p>`));
    expect([...urls]).toEqual(['/media/abc-wide.jpg']);
  });

  it('reads the width and height of each file, and none of a file it cannot read', async () => {
    const size = await mediaSizes(records('<img src="/media/abc-wide.jpg"><img src="/media/abc-broken.jpg"><img src="/media/abc-missing.jpg">'), cache);
    expect(size('/media/abc-wide.jpg')).toEqual({ width: 64, height: 48 });
    expect(size('/media/abc-broken.jpg')).toBeUndefined();
    expect(size('/media/abc-missing.jpg')).toBeUndefined();
  });
});
