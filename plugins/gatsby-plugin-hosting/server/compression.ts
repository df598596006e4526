// Text answers of the static server compressed, as `gatsby serve` and every CDN send them
// (docs/configuration.md#hosting): brotli when the browser takes it, else gzip. A phone on a
// mobile network otherwise waits for the page's HTML, inline CSS and scripts at several times
// their compressed size before anything shows (docs/product/page-weight.md).
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text formats; images, video and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Below this, the encoding's own framing and the header cost about what they save. */
export const MIN_COMPRESSED_BYTES = 1024;

export const isCompressible = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

/** The encodings `Accept-Encoding` allows (a `q=0` refuses one), brotli first. */
export function pickEncoding(acceptEncoding: string | string[] | undefined, contentType: string, size: number): Encoding | null {
  if (!isCompressible(contentType) || size < MIN_COMPRESSED_BYTES) return null;
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name && !(q && Number(q[1]) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Brotli at quality 5: close to its best ratio on scripts and HTML at a small part of the time of
 * quality 11, so the first visitor of a page does not wait for the compressor (the result is
 * kept, see CompressedCache).
 */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br')
      zlib.brotliCompress(
        body,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        },
        done,
      );
    else zlib.gzip(body, { level: 6 }, done);
  });
}

interface Entry {
  mtimeMs: number;
  size: number;
  body: Promise<Buffer>;
  bytes: number;
}

/**
 * Compressed copies of the files served, each made once (per encoding) and kept while the file is
 * unchanged, the least recently used dropped beyond `maxBytes`.
 */
export class CompressedCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(file: string, stat: { mtimeMs: number; size: number }, encoding: Encoding, read: () => Buffer): Promise<Buffer> {
    const key = `${encoding}:${file}`;
    const hit = this.entries.get(key);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) {
      // most recently used last
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    if (hit) this.drop(key, hit);
    const entry: Entry = { mtimeMs: stat.mtimeMs, size: stat.size, body: compress(read(), encoding), bytes: 0 };
    this.entries.set(key, entry);
    entry.body.then(
      (out) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = out.length;
        this.total += out.length;
        for (const [k, e] of this.entries) {
          if (this.total <= this.maxBytes) break;
          this.drop(k, e);
        }
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key, entry);
      },
    );
    return entry.body;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}
