// Accepts an upload only when its bytes are a real JPEG, PNG, WebP or GIF image within the limits.
import sharp from 'sharp';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;

export const UPLOAD_MSG = {
  one: 'Please upload one image file.',
  type: 'Only JPEG, PNG, WebP or GIF images are accepted.',
  size: 'The image is larger than 5 MB.',
  pixels: 'The image is larger than 40 megapixels.',
} as const;

type Kind = 'jpeg' | 'png' | 'webp' | 'gif';
const EXT: Record<Kind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };

export function sniff(buf: Buffer): Kind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.toString('latin1', 0, 6))) return 'gif';
  return null;
}

export type ImageCheck = { ok: true; ext: string } | { ok: false; msg: string };

export async function checkImage(buf: Buffer): Promise<ImageCheck> {
  if (buf.length === 0) return { ok: false, msg: UPLOAD_MSG.one };
  if (buf.length > MAX_UPLOAD_BYTES) return { ok: false, msg: UPLOAD_MSG.size };
  const kind = sniff(buf);
  if (!kind) return { ok: false, msg: UPLOAD_MSG.type };
  try {
    const meta = await sharp(buf, { limitInputPixels: false, failOn: 'error' }).metadata();
    if (meta.format !== kind || !meta.width || !meta.height) return { ok: false, msg: UPLOAD_MSG.type };
    if (meta.width * meta.height > MAX_PIXELS) return { ok: false, msg: UPLOAD_MSG.pixels };
    // decode the pixels too: a valid header on a broken body is refused
    await sharp(buf, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).resize(8, 8).raw().toBuffer();
  } catch {
    return { ok: false, msg: UPLOAD_MSG.type };
  }
  return { ok: true, ext: EXT[kind] };
}
