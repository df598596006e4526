// A content directory in the loader's format (cms/content/FORMAT.md) with N extra published blogs:
// the demo content plus generated posts of realistic length (about eight paragraphs, like a
// starter blog's posts), deterministic text, images cycled from the demo media.
import fs from 'node:fs';
import path from 'node:path';

const WORDS = (
  'film paint protection gloss ceramic coating installer panel edge wrap squeegee heat gun tint ' +
  'warranty durable clear self healing scratch urethane layer adhesive curing bonnet bumper mirror ' +
  'door sill headlight roof pillar dealer training studio detail polish decontaminate clay wash dry ' +
  'inspect measure template plotter software precut yellowing stain resistant hydrophobic matte satin'
).split(' ');

/** A small deterministic generator (mulberry32): the same N gives the same content every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentence(rnd: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rnd() * WORDS.length)]);
  const s = out.join(' ');
  return `${s[0].toUpperCase()}${s.slice(1)}.`;
}

function paragraph(rnd: () => number): string {
  const n = 4 + Math.floor(rnd() * 4);
  return Array.from({ length: n }, () => sentence(rnd, 8 + Math.floor(rnd() * 10))).join(' ');
}

const TAGS = ['Blogs', 'Events', 'News'];

/**
 * A JPEG that decodes to the same picture as `jpeg` but whose bytes are its own: a comment
 * segment (FF FE) naming `label` right after the start-of-image marker. Gatsby keys image work
 * on a file's content, so each post then costs its own resizes, as real posts with their own
 * pictures do.
 */
export function distinctJpeg(jpeg: Buffer, label: string): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error(`distinctJpeg: not a JPEG (${label})`);
  const text = Buffer.from(label, 'latin1');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/**
 * Copies `demoDir` to `outDir` and appends `n` published blogs to blogs.json. Returns the number
 * of blogs the directory then holds. With `distinctImages`, each post gets a picture file of its
 * own (`media/post-<id>.jpg`, the cycled demo picture with its own bytes); otherwise the posts
 * share the demo's blog pictures, which the build processes once.
 */
export function generateScaleContent(demoDir: string, outDir: string, n: number, distinctImages = false): number {
  fs.cpSync(demoDir, outDir, { recursive: true });
  const file = path.join(outDir, 'blogs.json');
  const blogs = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: number }[];
  const images = fs
    .readdirSync(path.join(demoDir, 'media'))
    .filter((f) => /^blog-.*\.(jpe?g|png|webp)$/.test(f))
    .sort();
  const firstId = Math.max(0, ...blogs.map((b) => b.id)) + 1;
  const bytes = new Map<string, Buffer>();
  const imageFor = (id: number, name: string): string => {
    if (!distinctImages || !/\.jpe?g$/.test(name)) return `media/${name}`;
    if (!bytes.has(name)) bytes.set(name, fs.readFileSync(path.join(demoDir, 'media', name)));
    fs.writeFileSync(path.join(outDir, 'media', `post-${id}.jpg`), distinctJpeg(bytes.get(name)!, `post ${id}`));
    return `media/post-${id}.jpg`;
  };
  const rnd = random(n);
  const start = Date.UTC(2016, 0, 1);
  for (let i = 0; i < n; i++) {
    const id = firstId + i;
    const title = sentence(rnd, 5 + Math.floor(rnd() * 5)).slice(0, -1);
    const paragraphs = Array.from({ length: 8 }, () => `<p>${paragraph(rnd)}</p>`);
    // a subheading every few paragraphs, as real posts have
    paragraphs.splice(3, 0, `<h3>${sentence(rnd, 4).slice(0, -1)}</h3>`);
    paragraphs.splice(7, 0, `<h3>${sentence(rnd, 4).slice(0, -1)}</h3>`);
    const created = new Date(start + i * 3_600_000 * 7).toISOString().replace('T', ' ').slice(0, 19);
    blogs.push({
      id,
      status: 'published',
      title,
      sub_title: `${title} | Car Film Master`,
      desc: sentence(rnd, 20),
      keywords: WORDS.slice(i % 40, (i % 40) + 4).join(', '),
      image: images.length ? imageFor(id, images[i % images.length]) : null,
      label_arr: [TAGS[i % TAGS.length]],
      createtime: created,
      content: paragraphs.join('\n'),
      related: [firstId + ((i + 1) % n), firstId + ((i + 2) % n)].filter((r) => r !== id),
    } as { id: number });
  }
  fs.writeFileSync(file, JSON.stringify(blogs));
  return blogs.length;
}
