/**
 * @jest-environment node
 */
// The build's API client: the envelope check and how failures are named.
import { Type } from '@sinclair/typebox';
import { checkEnvelope, createClient, describeCall } from '../../plugins/gatsby-source-carfilm/client';
import { SourceError, CODES } from '../../plugins/gatsby-source-carfilm/report';
import { buildSdl } from '../../plugins/gatsby-source-carfilm/schema-sdl';
import { withDefaults } from '../../plugins/gatsby-source-carfilm/plugin-options';
import { parse } from 'graphql';

const Item = Type.Object({ id: Type.Integer({ minimum: 1 }), title: Type.String(), image: Type.Union([Type.String(), Type.Null()]) });

describe('checkEnvelope', () => {
  it('accepts a fitting answer', () => {
    expect(checkEnvelope(Type.Array(Item), { code: 1, msg: '', data: [{ id: 1, title: 't', image: null }] })).toBeNull();
  });
  it('reports code ≠ 1 with the server msg', () => {
    expect(checkEnvelope(Item, { code: 0, msg: 'No such blog.', data: null })).toEqual({
      kind: 'refused',
      message: 'answered code 0 with msg "No such blog."',
    });
  });
  it('reports the first schema error path', () => {
    const p = checkEnvelope(Type.Array(Item), {
      code: 1,
      msg: '',
      data: [
        { id: 1, title: 't', image: null },
        { id: 2, title: 5, image: null },
      ],
    });
    expect(p?.kind).toBe('shape');
    expect(p?.message).toMatch(/^answer does not fit the contract at \/data\/1\/title: Expected string \(got 5\)$/);
  });
  it('reports a missing field', () => {
    expect(checkEnvelope(Item, { code: 1, msg: '', data: { id: 1, image: null } })?.message).toMatch(/at \/data\/title: .*\(missing\)/);
  });
  it('reports a body that is not an envelope', () => {
    expect(checkEnvelope(Item, ['x'])?.kind).toBe('shape');
  });
});

describe('checkEnvelope, compiled once per schema', () => {
  it('compiles a schema once and still tells fitting answers from off-contract ones', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module checkEnvelope uses
    const { TypeCompiler } = require('@sinclair/typebox/compiler') as typeof import('@sinclair/typebox/compiler');
    const compile = jest.spyOn(TypeCompiler, 'Compile');
    const Fresh = Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() }));
    try {
      expect(checkEnvelope(Fresh, { code: 1, msg: '', data: [{ id: 1, title: 'a' }] })).toBeNull();
      expect(checkEnvelope(Fresh, { code: 1, msg: '', data: [{ id: 2, title: 3 }] })).toEqual({
        kind: 'shape',
        message: 'answer does not fit the contract at /data/0/title: Expected string (got 3)',
      });
      expect(checkEnvelope(Fresh, { code: 1, msg: '', data: [] })).toBeNull();
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });
});

describe('createClient', () => {
  const opts = { ...withDefaults({ apiUrl: 'http://cms.test/' }), retries: 2, timeoutMs: 200 };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('GETs the endpoint path with the query and returns data', async () => {
    const fetchMock = jest.fn(async () => json({ code: 1, msg: '', data: { title: 'x', image: null, sub_title: 's', desc: 'd', keywords: 'k' } }));
    const client = createClient(opts, fetchMock as unknown as typeof fetch);
    await expect(client.get('articles', { title: 'About US' })).resolves.toMatchObject({ title: 'x' });
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('http://cms.test/api/index/getArticles?title=About+US');
  });

  it('throws a SourceError naming the call when the API refuses', async () => {
    const client = createClient(opts, (async () => json({ code: 0, msg: 'Unknown blog', data: null })) as unknown as typeof fetch);
    const err = await client.get('blogDetail', { id: 7 }).catch((e) => e);
    expect(err).toBeInstanceOf(SourceError);
    expect(err.code).toBe(CODES.Refused);
    expect(err.message).toBe('GET /api/Blog/detail?id=7: the API answered code 0 with msg "Unknown blog"');
  });

  it('retries connection failures a few times, then names the endpoint and the reason', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const fetchMock = jest.fn(async () => {
      throw refused;
    });
    const client = createClient(opts, fetchMock as unknown as typeof fetch);
    const err = await client.get('siteInfo').catch((e) => e);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(err.code).toBe(CODES.Unreachable);
    expect(err.message).toMatch(/^GET \/api\/index\/info: the API at http:\/\/cms\.test is unreachable \(connection refused\) after 3 attempt\(s\)/);
  });

  it('names HTTP errors (e.g. a path the CMS does not know)', async () => {
    const client = createClient(opts, (async () => json({ code: 0, msg: 'Not found', data: null }, 404)) as unknown as typeof fetch);
    await expect(client.get('footer')).rejects.toThrow('GET /api/index/getFooter: the API answered HTTP 404');
  });

  it('names non-JSON answers', async () => {
    const client = createClient(opts, (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch);
    await expect(client.get('footer')).rejects.toThrow(/GET \/api\/index\/getFooter: the answer is not JSON/);
  });

  it('describes calls with their query', () => {
    expect(describeCall('/api/Blog/list', { page: 2, keywords: undefined })).toBe('/api/Blog/list?page=2');
  });
});

describe('plugin options and schema', () => {
  it('defaults give up on an unreachable API within 30 s', () => {
    const o = withDefaults({});
    expect((o.retries + 1) * o.timeoutMs + 300 + 800).toBeLessThan(30000);
    expect(o.apiUrl).toMatch(/^http/);
  });

  it('generates valid SDL with explicit node types (no inference)', () => {
    const sdl = buildSdl();
    expect(() => parse(sdl)).not.toThrow();
    expect(sdl).toMatch(/type CmsBlog implements Node @dontInfer \{[^}]*cmsId: Int!/);
    expect(sdl).toMatch(/type CmsBlog implements Node @dontInfer \{[^}]*related: \[CmsBlogRelated!\]!/);
    expect(sdl).toMatch(/image_media: CmsMedia @link\(by: "url", from: "image"\)/);
    expect(sdl).toMatch(/type CmsMedia implements Node @dontInfer/);
  });

  it('gives a contract object that stands in several node types one type, for one fragment', () => {
    const sdl = buildSdl();
    expect(() => parse(sdl)).not.toThrow();
    expect(sdl).toMatch(/type CmsTraining implements Node @dontInfer \{[^}]*trainers: \[CmsTrainer!\]!/);
    expect(sdl).toMatch(/type CmsTrainingPage implements Node @dontInfer \{[^}]*trainers: \[CmsTrainer!\]!/);
    expect(sdl).toMatch(/type CmsPpfPage implements Node @dontInfer \{[^}]*goods: \[CmsGoodsCard!\]!/);
    expect(sdl).toMatch(/type CmsToolCategory implements Node @dontInfer \{[^}]*goods: \[CmsGoodsCard!\]!/);
    expect(sdl.match(/^type CmsTrainer \{/gm)).toHaveLength(1);
    expect(sdl).toMatch(/type CmsTrainer \{[^}]*big_image_media: CmsMedia @link\(by: "url", from: "big_image"\)/);
    expect(sdl).toMatch(/type CmsGoodsCard \{[^}]*goods_image_media: CmsMedia @link\(by: "url", from: "goods_image"\)/);
    expect(sdl).not.toMatch(/CmsTrainingTrainers|CmsTrainingPageTrainers|CmsPpfPageGoods\b|CmsToolCategoryGoods/);
  });

  it('links each URL of a media list to its file, in order', () => {
    const sdl = buildSdl();
    expect(sdl).toMatch(/type CmsToolsPage implements Node @dontInfer \{[^}]*images_arr_media: \[CmsMedia\] @link\(by: "url", from: "images_arr"\)/);
    expect(sdl).not.toMatch(/label_arr_media/);
  });
});
