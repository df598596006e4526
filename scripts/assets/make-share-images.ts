// Writes the default share image (static/images/og-default.png, 1200×630) and the logo for
// structured data (static/images/logo-mark.png, 512×512) from the brand mark. Run once when the
// mark changes: `npx tsx scripts/assets/make-share-images.ts`; the PNGs are committed.
import path from 'node:path';
import sharp from 'sharp';

const MARK = `<path d="M20 2 36 8v12c0 9.6-6.6 16.4-16 20C10.6 36.4 4 29.6 4 20V8L20 2Z" fill="#ffffff"/>
<path d="M9 25.5 29.5 12" stroke="#e10600" stroke-width="3.2" stroke-linecap="round"/>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 40 40">
<rect width="40" height="40" fill="#0b0c0f"/><g transform="translate(4 4) scale(0.8)">${MARK}</g></svg>`;

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#0b0c0f"/>
<g transform="translate(120 195) scale(6)">${MARK}</g>
<text x="420" y="300" font-family="Helvetica, Arial, sans-serif" font-size="76" font-weight="700" fill="#ffffff">CAR FILM MASTER</text>
<text x="420" y="370" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#c9ccd3">Paint protection film · window film · precut</text>
<rect x="420" y="400" width="160" height="6" fill="#e10600"/>
</svg>`;

async function main() {
  const dir = path.join(__dirname, '..', '..', 'static', 'images');
  await sharp(Buffer.from(logo)).png().toFile(path.join(dir, 'logo-mark.png'));
  await sharp(Buffer.from(share)).png({ compressionLevel: 9 }).toFile(path.join(dir, 'og-default.png'));
}

void main();
