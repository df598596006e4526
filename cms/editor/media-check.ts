// Which files editors may upload (docs/product/editing.md#media), told apart by their bytes, never
// by the name or the declared type: images (checked and decoded like the dealer's upload), PDF, video.
import sharp from 'sharp';

export type MediaKind = 'jpg' | 'png' | 'webp' | 'avif' | 'pdf' | 'mp4' | 'webm';

const MB = 1024 * 1024;
export const MEDIA_LIMITS: Record<'image' | 'pdf' | 'video', number> = { image: 10 * MB, pdf: 20 * MB, video: 100 * MB };
export const MAX_MEDIA_BYTES = MEDIA_LIMITS.video;
const MAX_PIXELS = 40_000_000;

export const groupOf = (kind: MediaKind) => (kind === 'pdf' ? 'pdf' : kind === 'mp4' || kind === 'webm' ? 'video' : 'image');

export function sniffMedia(buf: Buffer): MediaKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (buf.length >= 5 && buf.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (buf.length >= 12 && buf.toString('latin1', 4, 8) === 'ftyp') {
    const brand = buf.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash'].includes(brand)) return 'mp4';
    return null;
  }
  // EBML header whose doctype is webm
  if (buf.length >= 4 && buf.readUInt32BE(0) === 0x1a45dfa3 && buf.subarray(0, 64).includes(Buffer.from('webm'))) return 'webm';
  return null;
}

export type MediaCheck = { ok: true; kind: MediaKind } | { ok: false; msg: string };

const mb = (n: number) => `${n / MB} MB`;

export async function checkMedia(buf: Buffer): Promise<MediaCheck> {
  if (buf.length === 0) return { ok: false, msg: 'Please upload one file (field "file").' };
  const kind = sniffMedia(buf);
  if (!kind) return { ok: false, msg: 'Only JPEG, PNG, WebP or AVIF images, PDF documents and MP4 or WebM videos are accepted (told by the file’s content).' };
  const group = groupOf(kind);
  if (buf.length > MEDIA_LIMITS[group]) return { ok: false, msg: `A ${group === 'pdf' ? 'PDF' : group} may be at most ${mb(MEDIA_LIMITS[group])}.` };
  if (group === 'image') {
    try {
      const meta = await sharp(buf, { limitInputPixels: false, failOn: 'error' }).metadata();
      const format = kind === 'jpg' ? 'jpeg' : kind === 'avif' ? 'heif' : kind;
      if (meta.format !== format || !meta.width || !meta.height) return { ok: false, msg: `The file is not a valid ${kind.toUpperCase()} image.` };
      if (meta.width * meta.height > MAX_PIXELS) return { ok: false, msg: 'The image is larger than 40 megapixels.' };
      await sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).resize(8, 8).raw().toBuffer();
    } catch {
      return { ok: false, msg: `The file is not a valid ${kind.toUpperCase()} image.` };
    }
  }
  return { ok: true, kind };
}
