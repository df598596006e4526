// A registration photo as stored: checked by its bytes (cms/lib/image-check.ts), turned upright,
// scaled to at most 2048 px on its longest side and re-encoded as JPEG without any metadata (sharp
// writes none unless asked: no GPS position, camera, owner or time leaves the workshop's phone).
import sharp from 'sharp';
import { REG_LIMITS } from '../../contract';
import { MAX_PIXELS, checkImage } from '../lib/image-check';

export type StoredPhoto = { ok: true; data: Buffer; width: number; height: number } | { ok: false; msg: string };

export async function preparePhoto(buf: Buffer): Promise<StoredPhoto> {
  const check = await checkImage(buf);
  if (!check.ok) return check;
  const max = REG_LIMITS.photoMaxPx;
  const { data, info } = await sharp(buf, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { ok: true, data, width: info.width, height: info.height };
}
