/**
 * Width and height from an image file's header (PNG, JPEG, GIF, WebP), for og:image:width and
 * og:image:height at build time. Reads only the first 64 KiB; unknown formats give null.
 */
import nodeFs from 'node:fs';

// Gatsby's page renderer wraps webpack's `fs` and, on any read, warns and gives up incremental page
// builds. These reads only measure image files whose URLs change with their content, so a page's
// HTML still changes exactly when its data does: read them through Node's own require instead.
declare const __non_webpack_require__: NodeJS.Require | undefined;
const fs: typeof nodeFs = typeof __non_webpack_require__ === 'function' ? (__non_webpack_require__('fs') as typeof nodeFs) : nodeFs;

export interface ImageSize {
  width: number;
  height: number;
}

export function imageSizeOf(buf: Buffer): ImageSize | null {
  if (buf.length >= 24 && buf.readUInt32BE(0) === 0x89504e47) return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  if (buf.length >= 10 && buf.toString('ascii', 0, 3) === 'GIF') return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  if (buf.length >= 30 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return webp(buf);
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8) return jpeg(buf);
  return null;
}

function webp(buf: Buffer): ImageSize | null {
  const chunk = buf.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const b = buf.readUInt32LE(21);
    return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
  }
  return null;
}

function jpeg(buf: Buffer): ImageSize | null {
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    // Start-of-frame markers (baseline, progressive, …) carry the size; C4, C8 and CC do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    i += 2 + buf.readUInt16BE(i + 2);
  }
  return null;
}

/**
 * Sizes measured in this process, by file. A media file's URL changes with its content, so a
 * file's size never changes under the same path; thousands of pages showing the same few images
 * (the default share image, a post's cover) measure each once. Files not found are not kept.
 */
const measured = new Map<string, ImageSize | null>();

export function imageSizeOfFile(file: string): ImageSize | null {
  const known = measured.get(file);
  if (known !== undefined) return known;
  let fd: number | null = null;
  try {
    fd = fs.openSync(file, 'r');
    const buf = Buffer.allocUnsafe(65536);
    const n = fs.readSync(fd, buf, 0, buf.length, 0);
    const size = imageSizeOf(buf.subarray(0, n));
    measured.set(file, size);
    return size;
  } catch {
    return null;
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
}
