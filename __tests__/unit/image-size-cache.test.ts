/**
 * @jest-environment node
 */
// og:image sizes are read from each file once per process (src/seo/image-size.ts): thousands of
// pages share a few images, and a media file's path changes with its content.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageSizeOfFile } from '../../src/seo/image-size';

const png = (width: number, height: number) => {
  const b = Buffer.alloc(24);
  b.writeUInt32BE(0x89504e47, 0);
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
};

it('measures a file once, and a file that was missing once it is there', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-size-'));
  try {
    const file = path.join(dir, 'a.png');
    expect(imageSizeOfFile(file)).toBeNull();
    fs.writeFileSync(file, png(40, 30));
    expect(imageSizeOfFile(file)).toEqual({ width: 40, height: 30 });
    const open = jest.spyOn(fs, 'openSync');
    expect(imageSizeOfFile(file)).toEqual({ width: 40, height: 30 });
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
