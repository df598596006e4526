/**
 * @jest-environment node
 */
// The media step downloads a file once (the plugin cache) and puts it in public/media; a later
// sourcing (a preview refresh) neither downloads nor copies again a file that is already there,
// and copies it again when public/ lost it. After the build, a file public/ already holds as it
// was copied is not written again (a kept work directory's release copy sees it unchanged).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyMediaToPublic, downloadMedia, localMediaPath } from '../../plugins/gatsby-source-carfilm/media';
import { emptyRecords, type SourceContext } from '../../plugins/gatsby-source-carfilm/context';
import { NODE_TYPE_NAMES } from '../../plugins/gatsby-source-carfilm/node-types';
import { withDefaults } from '../../plugins/gatsby-source-carfilm/plugin-options';

const API = 'http://localhost:4201';
const URL_ = `${API}/uploads/media/banner.jpg`;

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-copy-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function ctx(downloads: string[]): SourceContext {
  const records = emptyRecords(NODE_TYPE_NAMES);
  records.CmsHome.push({ key: 'single', data: { banner: URL_ } });
  return {
    records,
    options: withDefaults({ apiUrl: API, editorToken: '' }),
    cacheDir: path.join(dir, 'cache'),
    publicDir: path.join(dir, 'public'),
    fetchImpl: (async (u: string) => {
      downloads.push(String(u));
      return new Response(Buffer.from('jpeg bytes'), { headers: { 'content-type': 'image/jpeg' } });
    }) as unknown as typeof fetch,
    reporter: { info: () => undefined, warn: () => undefined, verbose: () => undefined, panicOnBuild: () => undefined },
    createNode: () => undefined,
    createNodeId: (s: string) => s,
    createContentDigest: () => 'd',
    client: undefined as never,
  };
}

it('copies a media file into public/media once, and again only when public/ lost it', async () => {
  const downloads: string[] = [];
  const publicFile = path.join(dir, 'public', localMediaPath(URL_));
  await downloadMedia(ctx(downloads));
  expect(fs.readFileSync(publicFile, 'utf8')).toBe('jpeg bytes');

  // a marker in the public copy survives a second sourcing: nothing was downloaded or copied over it
  fs.writeFileSync(publicFile, 'already there');
  const second = ctx(downloads);
  await downloadMedia(second);
  expect(fs.readFileSync(publicFile, 'utf8')).toBe('already there');
  expect(downloads).toEqual([URL_]);
  expect(second.records.CmsHome[0].data.banner).toBe(localMediaPath(URL_));

  fs.rmSync(publicFile);
  await downloadMedia(ctx(downloads));
  expect(fs.readFileSync(publicFile, 'utf8')).toBe('jpeg bytes');
  expect(downloads).toEqual([URL_]);
});

it('after the build, copies what public/media lacks or holds otherwise, and leaves the rest unwritten', async () => {
  const cache = path.join(dir, 'cache');
  const pub = path.join(dir, 'public');
  const cached = path.join(cache, 'media');
  fs.mkdirSync(cached, { recursive: true });
  fs.writeFileSync(path.join(cached, 'a.jpg'), 'a bytes');
  fs.writeFileSync(path.join(cached, 'b.jpg'), 'b bytes');
  fs.writeFileSync(path.join(cached, 'c.jpg.tmp'), 'half');
  expect(await copyMediaToPublic(cache, pub)).toEqual({ files: 2, copied: 2 });
  const a = path.join(pub, 'media', 'a.jpg');
  const b = path.join(pub, 'media', 'b.jpg');
  expect(Math.abs(fs.statSync(a).mtimeMs - fs.statSync(path.join(cached, 'a.jpg')).mtimeMs)).toBeLessThan(1);
  const written = { a: fs.statSync(a).ctimeMs, b: fs.statSync(b).ctimeMs };
  await new Promise((r) => setTimeout(r, 20));

  expect(await copyMediaToPublic(cache, pub)).toEqual({ files: 2, copied: 0 });
  expect(fs.statSync(a).ctimeMs).toBe(written.a);

  // public/ lost one, and holds another that is not the cached file: both copied again
  fs.rmSync(a);
  fs.writeFileSync(b, 'other bytes');
  expect(await copyMediaToPublic(cache, pub)).toEqual({ files: 2, copied: 2 });
  expect(fs.readFileSync(a, 'utf8')).toBe('a bytes');
  expect(fs.readFileSync(b, 'utf8')).toBe('b bytes');
  expect(fs.existsSync(path.join(pub, 'media', 'c.jpg.tmp'))).toBe(false);
});
