// Generates every demo media file of cms/content/media: SVG compositions rendered with sharp
// (JPEG/PNG), short clips with ffmpeg and small valid PDFs. Deterministic: rerunning it gives the
// same files. Run from the repo root: `npx tsx cms/content/tools/generate-media.ts`
// (add `--only=<substring>` to regenerate a subset, `--no-video` to skip ffmpeg).
import sharp from 'sharp';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const OUT = resolve(__dirname, '..', 'media');
const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7);
const noVideo = args.includes('--no-video');

// ---------------------------------------------------------------- palettes and helpers
interface Palette {
  bg0: string;
  bg1: string;
  accent: string;
  body0: string;
  body1: string;
}
const PALETTES: Record<string, Palette> = {
  cyan: { bg0: '#04060a', bg1: '#0f1b2b', accent: '#3fd0ff', body0: '#1b2633', body1: '#5d7186' },
  amber: { bg0: '#070707', bg1: '#201a12', accent: '#ffb347', body0: '#2a241c', body1: '#8c7a5e' },
  red: { bg0: '#060608', bg1: '#1d0c12', accent: '#ff3b4a', body0: '#3a0d15', body1: '#b8283a' },
  teal: { bg0: '#030c0e', bg1: '#0a2a2e', accent: '#38f2c6', body0: '#10282b', body1: '#4e8f8a' },
  silver: { bg0: '#0a0b0d', bg1: '#2a2f36', accent: '#e8ecf1', body0: '#3b4149', body1: '#c9d1da' },
  violet: { bg0: '#07050d', bg1: '#1c1330', accent: '#a78bfa', body0: '#221a38', body1: '#6f5aa8' },
  white: { bg0: '#0c0d10', bg1: '#23262b', accent: '#f5f5f0', body0: '#d7dade', body1: '#ffffff' },
  matte: { bg0: '#050505', bg1: '#17191b', accent: '#9aa3ad', body0: '#1c1e21', body1: '#3a3e44' },
};
const PALETTE_KEYS = Object.keys(PALETTES);

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function rng(seed: number) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Scene =
  | 'car'
  | 'suv'
  | 'ppf'
  | 'matte'
  | 'window'
  | 'roll'
  | 'layers'
  | 'tool'
  | 'plotter'
  | 'software'
  | 'portrait'
  | 'event'
  | 'shop'
  | 'doc'
  | 'training'
  | 'abstract'
  | 'chart';

interface Spec {
  file: string;
  w: number;
  h: number;
  scene: Scene;
  title?: string;
  kicker?: string;
  palette?: string;
  variant?: string;
  /** Pixels per unit of the composition (default 1): the same picture drawn sharper. */
  scale?: number;
}

// ---------------------------------------------------------------- backdrop
function backdrop(w: number, h: number, p: Palette, r: () => number, id: string): string {
  const streaks: string[] = [];
  for (let i = 0; i < 6; i++) {
    const y = h * (0.1 + r() * 0.55);
    const x = -w * 0.2 + r() * w * 0.6;
    const len = w * (0.4 + r() * 0.8);
    streaks.push(
      `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${len.toFixed(0)}" height="${(1 + r() * 2).toFixed(1)}" fill="url(#${id}streak)" opacity="${(0.15 + r() * 0.35).toFixed(2)}" transform="rotate(${(-8 + r() * 4).toFixed(1)} ${x} ${y})"/>`,
    );
  }
  return `
  <defs>
    <linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg0}"/></linearGradient>
    <radialGradient id="${id}glow" cx="0.68" cy="0.42" r="0.6"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.28"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
    <linearGradient id="${id}streak" x1="0" x2="1"><stop offset="0" stop-color="${p.accent}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></linearGradient>
    <linearGradient id="${id}floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient>
    <linearGradient id="${id}vignette" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#${id}bg)"/>
  <rect width="${w}" height="${h}" fill="url(#${id}glow)"/>
  ${streaks.join('\n  ')}
  <rect y="${(h * 0.72).toFixed(0)}" width="${w}" height="${(h * 0.28).toFixed(0)}" fill="url(#${id}floor)"/>`;
}

// ---------------------------------------------------------------- cars (drawn in a 1000x400 box)
const COUPE =
  'M40 300 C40 268 62 250 112 240 L262 214 C332 204 382 150 470 121 C560 94 682 94 762 130 C832 160 880 198 942 214 C976 222 988 252 982 286 L962 306 L872 306 A76 76 0 0 0 720 306 L302 306 A76 76 0 0 0 150 306 L62 306 Z';
const COUPE_GLASS = 'M410 178 C452 146 526 122 606 119 C682 117 742 134 800 174 Z';
const SUV =
  'M36 296 C34 262 52 240 100 230 L240 208 C300 196 340 130 400 100 C430 86 470 82 520 82 L790 84 C840 86 872 110 900 150 L950 200 C976 214 986 244 982 282 L964 306 L876 306 A78 78 0 0 0 720 306 L300 306 A78 78 0 0 0 144 306 L56 306 Z';
const SUV_GLASS = 'M392 176 C420 140 444 112 470 102 L610 100 L612 176 Z M630 100 L782 102 C820 104 846 130 868 176 L632 176 Z';
const CARS: Record<string, { body: string; glass: string; wheels: [number, number][]; line: string }> = {
  coupe: {
    body: COUPE,
    glass: COUPE_GLASS,
    wheels: [
      [226, 306],
      [796, 306],
    ],
    line: 'M118 250 C380 226 700 214 948 232',
  },
  suv: {
    body: SUV,
    glass: SUV_GLASS,
    wheels: [
      [222, 306],
      [798, 306],
    ],
    line: 'M104 240 C380 220 700 210 952 226',
  },
};

function car(
  kind: 'coupe' | 'suv',
  x: number,
  y: number,
  scale: number,
  p: Palette,
  id: string,
  opts: { film?: boolean; matte?: boolean; tint?: boolean; sweep?: number } = {},
): string {
  const c = CARS[kind];
  const body0 = opts.matte ? PALETTES.matte.body0 : p.body0;
  const body1 = opts.matte ? PALETTES.matte.body1 : p.body1;
  const sweep = opts.sweep ?? 0.55;
  const wheels = c.wheels
    .map(
      ([cx, cy]) => `
    <circle cx="${cx}" cy="${cy}" r="64" fill="#050608"/>
    <circle cx="${cx}" cy="${cy}" r="48" fill="url(#${id}rim)"/>
    ${[0, 72, 144, 216, 288].map((a) => `<rect x="${cx - 4}" y="${cy - 44}" width="8" height="40" rx="3" fill="#0b0d10" opacity="0.8" transform="rotate(${a} ${cx} ${cy})"/>`).join('')}
    <circle cx="${cx}" cy="${cy}" r="10" fill="${p.accent}" opacity="0.7"/>`,
    )
    .join('');
  const film = opts.film
    ? `
    <path d="M262 214 C332 204 382 150 470 121 L520 112 L560 226 L262 236 Z" fill="url(#${id}film)" opacity="0.55"/>
    <path d="M520 112 C545 150 555 190 560 226 C585 206 600 180 604 150 C590 160 570 150 520 112 Z" fill="#ffffff" opacity="0.35"/>
    <path d="M520 112 C545 150 555 190 560 226" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.8"/>`
    : '';
  return `
  <defs>
    <linearGradient id="${id}body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${body1}"/><stop offset="0.55" stop-color="${body0}"/><stop offset="1" stop-color="#020304"/></linearGradient>
    <linearGradient id="${id}shine" x1="0" y1="0" x2="1" y2="0"><stop offset="${Math.max(0, sweep - 0.25)}" stop-color="#fff" stop-opacity="0"/><stop offset="${sweep}" stop-color="#fff" stop-opacity="${opts.matte ? 0.12 : 0.55}"/><stop offset="${Math.min(1, sweep + 0.25)}" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <linearGradient id="${id}glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.tint ? '#05070a' : '#9fb4c8'}" stop-opacity="${opts.tint ? 0.95 : 0.55}"/><stop offset="1" stop-color="#020304" stop-opacity="0.95"/></linearGradient>
    <radialGradient id="${id}rim" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#d9dee4"/><stop offset="0.6" stop-color="#5b6168"/><stop offset="1" stop-color="#17191c"/></radialGradient>
    <linearGradient id="${id}film" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0.2"/></linearGradient>
    <radialGradient id="${id}shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.85"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="510" cy="372" rx="520" ry="34" fill="url(#${id}shadow)"/>
    <path d="${c.body}" fill="url(#${id}body)"/>
    <path d="${c.body}" fill="url(#${id}shine)"/>
    <path d="${c.glass}" fill="url(#${id}glass)"/>
    <path d="${c.line}" stroke="${p.accent}" stroke-width="3" fill="none" opacity="0.85"/>
    <path d="${c.line}" stroke="#fff" stroke-width="1.2" fill="none" opacity="0.6" transform="translate(0 -6)"/>
    <path d="M48 272 L118 262" stroke="${p.accent}" stroke-width="7" stroke-linecap="round" opacity="0.95"/>
    <path d="M956 236 L984 246" stroke="#ff2d3d" stroke-width="7" stroke-linecap="round" opacity="0.9"/>
    ${film}
    ${wheels}
    <g transform="translate(0 744) scale(1 -1)" opacity="0.12"><path d="${c.body}" fill="url(#${id}body)"/></g>
  </g>`;
}

// ---------------------------------------------------------------- objects
function roll(cx: number, cy: number, s: number, p: Palette, id: string): string {
  return `
  <defs>
    <linearGradient id="${id}roll" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="0.45" stop-color="#9aa3ad"/><stop offset="1" stop-color="#2a2f36"/></linearGradient>
    <linearGradient id="${id}sheet" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.05"/></linearGradient>
  </defs>
  <g transform="translate(${cx} ${cy}) scale(${s})">
    <path d="M0 60 L520 90 L520 150 L0 110 Z" fill="url(#${id}sheet)"/>
    <path d="M0 60 L520 90" stroke="#fff" stroke-width="1.5" opacity="0.6"/>
    <rect x="-260" y="0" width="300" height="120" rx="14" fill="url(#${id}roll)"/>
    <ellipse cx="-260" cy="60" rx="26" ry="60" fill="#c9d1da"/>
    <ellipse cx="-260" cy="60" rx="10" ry="22" fill="#15181c"/>
    <rect x="-200" y="14" width="200" height="6" rx="3" fill="#fff" opacity="0.7"/>
    <text x="-110" y="78" font-family="DejaVu Sans" font-weight="bold" font-size="18" letter-spacing="4" fill="#15181c" text-anchor="middle">CFM</text>
  </g>`;
}

function layers(x: number, y: number, s: number, p: Palette): string {
  const names = ['Self-healing top coat', 'TPU film 150 µm', 'Anti-yellowing layer', 'Acrylic adhesive', 'Release liner'];
  const cols = ['#ffffff', p.accent, '#8fb3d9', '#d8b46a', '#6b7480'];
  return `<g transform="translate(${x} ${y}) scale(${s})">${names
    .map(
      (n, i) => `
    <g transform="translate(${i * 24} ${i * 62})">
      <path d="M0 30 L300 0 L460 30 L160 60 Z" fill="${cols[i]}" opacity="${0.85 - i * 0.08}"/>
      <path d="M0 30 L160 60 L460 30" stroke="#fff" stroke-width="1" fill="none" opacity="0.5"/>
      <line x1="460" y1="30" x2="520" y2="30" stroke="${p.accent}" stroke-width="1.2"/>
      <text x="530" y="36" font-family="DejaVu Sans" font-size="20" fill="#e8ecf1">${esc(n)}</text>
    </g>`,
    )
    .join('')}</g>`;
}

function tool(variant: string, x: number, y: number, s: number, p: Palette, id: string): string {
  const defs = `<defs><linearGradient id="${id}metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f3f5"/><stop offset="0.5" stop-color="#8a939c"/><stop offset="1" stop-color="#2b3036"/></linearGradient>
    <linearGradient id="${id}grip" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.body0}"/></linearGradient></defs>`;
  let g = '';
  switch (variant) {
    case 'squeegee':
      g = `<path d="M0 120 L60 0 L300 0 L360 120 Z" fill="url(#${id}grip)"/><rect x="-6" y="120" width="372" height="26" rx="6" fill="#1a1c20"/><rect x="-6" y="140" width="372" height="10" rx="4" fill="${p.accent}" opacity="0.8"/><text x="180" y="74" font-family="DejaVu Sans" font-weight="bold" font-size="26" letter-spacing="6" fill="#fff" text-anchor="middle" opacity="0.85">CFM</text>`;
      break;
    case 'heatgun':
      g = `<path d="M0 40 C0 10 30 0 60 0 L330 0 C360 0 380 20 380 50 L380 80 C380 100 360 110 330 110 L200 110 L170 260 C165 280 120 285 110 262 L130 110 L60 110 C30 110 0 90 0 60 Z" fill="url(#${id}grip)"/><rect x="380" y="25" width="110" height="60" rx="8" fill="url(#${id}metal)"/><circle cx="490" cy="55" r="18" fill="#ff7a2f" opacity="0.55"/><rect x="70" y="30" width="180" height="10" rx="5" fill="#fff" opacity="0.4"/>`;
      break;
    case 'blade':
      g = `<rect x="0" y="40" width="260" height="56" rx="18" fill="url(#${id}grip)"/><path d="M260 44 L420 44 L470 70 L420 92 L260 92 Z" fill="url(#${id}metal)"/><path d="M300 44 L300 92 M340 44 L340 92 M380 44 L380 92" stroke="#2b3036" stroke-width="2"/><rect x="20" y="54" width="200" height="6" rx="3" fill="#fff" opacity="0.35"/>`;
      break;
    case 'bottle':
      g = `<rect x="60" y="120" width="170" height="260" rx="30" fill="url(#${id}grip)" opacity="0.9"/><rect x="95" y="60" width="100" height="70" rx="10" fill="#1a1c20"/><path d="M120 60 L120 20 L250 20 L270 40 L195 40 L195 60 Z" fill="#2b3036"/><rect x="80" y="200" width="130" height="90" rx="8" fill="#fff" opacity="0.85"/><text x="145" y="240" font-family="DejaVu Sans" font-weight="bold" font-size="22" fill="#15181c" text-anchor="middle">CFM</text><text x="145" y="268" font-family="DejaVu Sans" font-size="13" fill="#15181c" text-anchor="middle">SLIP GEL</text><rect x="76" y="140" width="14" height="220" rx="7" fill="#fff" opacity="0.35"/>`;
      break;
    case 'brochure':
      g = `<g transform="rotate(-8)"><rect x="0" y="0" width="260" height="360" rx="6" fill="#f3f4f6"/><rect x="0" y="0" width="260" height="170" fill="${p.body0}"/><circle cx="180" cy="70" r="80" fill="${p.accent}" opacity="0.35"/><rect x="24" y="200" width="170" height="14" fill="#15181c"/><rect x="24" y="228" width="210" height="8" fill="#9aa3ad"/><rect x="24" y="246" width="190" height="8" fill="#9aa3ad"/><rect x="24" y="264" width="200" height="8" fill="#9aa3ad"/></g><g transform="translate(200 30) rotate(6)"><rect x="0" y="0" width="260" height="360" rx="6" fill="#e6e8eb"/><rect x="0" y="190" width="260" height="170" fill="${p.body0}"/><rect x="24" y="30" width="150" height="16" fill="#15181c"/><rect x="24" y="60" width="200" height="8" fill="#9aa3ad"/><rect x="24" y="78" width="180" height="8" fill="#9aa3ad"/><text x="130" y="290" font-family="DejaVu Sans" font-weight="bold" font-size="22" letter-spacing="4" fill="${p.accent}" text-anchor="middle">CAR FILM MASTER</text></g>`;
      break;
    case 'poster':
      g = `<rect x="0" y="0" width="300" height="420" fill="${p.bg1}" stroke="#fff" stroke-width="6"/><circle cx="150" cy="160" r="110" fill="${p.accent}" opacity="0.25"/><path d="M30 260 C80 200 220 200 270 260 Z" fill="${p.body1}" opacity="0.8"/><text x="150" y="330" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="#fff" text-anchor="middle">PROTECT</text><text x="150" y="366" font-family="DejaVu Sans" font-size="16" letter-spacing="4" fill="${p.accent}" text-anchor="middle">WHAT YOU DRIVE</text>`;
      break;
    case 'signage':
      g = `<rect x="0" y="0" width="520" height="150" rx="10" fill="#0c0e11" stroke="${p.accent}" stroke-width="4"/><rect x="10" y="10" width="500" height="130" rx="6" fill="${p.accent}" opacity="0.12"/><text x="260" y="86" font-family="DejaVu Sans" font-weight="bold" font-size="40" letter-spacing="6" fill="#fff" text-anchor="middle">CAR FILM MASTER</text><text x="260" y="120" font-family="DejaVu Sans" font-size="16" letter-spacing="8" fill="${p.accent}" text-anchor="middle">CERTIFIED INSTALLER</text><rect x="250" y="150" width="20" height="160" fill="#2b3036"/>`;
      break;
    case 'sticker':
      g = `<circle cx="160" cy="160" r="150" fill="#0c0e11" stroke="${p.accent}" stroke-width="10"/><circle cx="160" cy="160" r="118" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="6 8"/><path d="M160 70 L230 100 L220 190 C210 230 180 250 160 262 C140 250 110 230 100 190 L90 100 Z" fill="${p.accent}" opacity="0.85"/><text x="160" y="178" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#0c0e11" text-anchor="middle">CFM</text>`;
      break;
    case 'kit':
    default:
      g = `<rect x="0" y="60" width="520" height="260" rx="20" fill="#15181c" stroke="${p.accent}" stroke-width="3"/><rect x="30" y="100" width="140" height="60" rx="10" fill="url(#${id}grip)"/><rect x="200" y="96" width="40" height="190" rx="10" fill="url(#${id}metal)"/><rect x="270" y="110" width="210" height="40" rx="8" fill="url(#${id}grip)" opacity="0.8"/><circle cx="360" cy="230" r="50" fill="url(#${id}metal)"/><rect x="30" y="190" width="140" height="90" rx="10" fill="#2b3036"/><rect x="0" y="30" width="520" height="40" rx="12" fill="#23272d"/>`;
  }
  return `${defs}<g transform="translate(${x} ${y}) scale(${s})">${g}</g>`;
}

function plotter(x: number, y: number, s: number, p: Palette, id: string): string {
  return `<defs><linearGradient id="${id}pl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f4"/><stop offset="0.5" stop-color="#9aa3ad"/><stop offset="1" stop-color="#30353b"/></linearGradient></defs>
  <g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="900" height="120" rx="22" fill="url(#${id}pl)"/>
    <rect x="20" y="110" width="860" height="40" fill="#15181c"/>
    <rect x="60" y="126" width="780" height="6" fill="${p.accent}" opacity="0.9"/>
    <rect x="380" y="88" width="90" height="60" rx="8" fill="#23272d"/><circle cx="425" cy="148" r="6" fill="${p.accent}"/>
    <rect x="700" y="26" width="150" height="60" rx="8" fill="#0c0e11"/><rect x="712" y="38" width="90" height="36" rx="4" fill="${p.accent}" opacity="0.5"/>
    <rect x="60" y="150" width="24" height="250" fill="#2b3036"/><rect x="816" y="150" width="24" height="250" fill="#2b3036"/>
    <rect x="20" y="392" width="120" height="14" rx="6" fill="#2b3036"/><rect x="760" y="392" width="120" height="14" rx="6" fill="#2b3036"/>
    <path d="M110 150 L790 150 L760 300 L140 300 Z" fill="#f4f6f8" opacity="0.2"/>
    <path d="M240 200 C300 180 420 178 520 190 C600 200 650 230 660 260 L250 262 Z" fill="none" stroke="${p.accent}" stroke-width="2" stroke-dasharray="8 6"/>
    <text x="80" y="70" font-family="DejaVu Sans" font-weight="bold" font-size="30" letter-spacing="6" fill="#15181c">CFM</text>
  </g>`;
}

function software(x: number, y: number, s: number, p: Palette, r: () => number): string {
  const pieces = Array.from({ length: 6 }, (_, i) => {
    const px = 40 + (i % 3) * 190;
    const py = 70 + Math.floor(i / 3) * 150;
    return `<path d="M${px} ${py + 90} C${px + 20} ${py + 20} ${px + 120} ${py} ${px + 160} ${py + 40 + r() * 20} L${px + 150} ${py + 110} Z" fill="none" stroke="${p.accent}" stroke-width="2"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="640" height="400" rx="16" fill="#0c0e11" stroke="#3b4149" stroke-width="4"/>
    <rect x="0" y="0" width="640" height="40" rx="16" fill="#1a1d22"/><circle cx="24" cy="20" r="6" fill="#ff5f57"/><circle cx="44" cy="20" r="6" fill="#febc2e"/><circle cx="64" cy="20" r="6" fill="#28c840"/>
    <text x="320" y="26" font-family="DejaVu Sans" font-size="14" fill="#9aa3ad" text-anchor="middle">CFM Precut · Pattern Library</text>
    ${pieces}
    <rect x="270" y="400" width="100" height="50" fill="#23272d"/><rect x="200" y="446" width="240" height="12" rx="6" fill="#2b3036"/>
  </g>`;
}

function portrait(w: number, h: number, p: Palette, id: string, big: boolean): string {
  const cx = w / 2;
  const hy = big ? h * 0.36 : h * 0.4;
  const hr = big ? w * 0.17 : w * 0.15;
  return `<defs><radialGradient id="${id}skin" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#4a4f57"/><stop offset="1" stop-color="#121418"/></radialGradient>
    <linearGradient id="${id}rimL" x1="0" x2="1"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.9"/><stop offset="0.25" stop-color="${p.accent}" stop-opacity="0"/></linearGradient></defs>
  <path d="M${cx - w * 0.42} ${h} C${cx - w * 0.42} ${hy + hr * 2.3} ${cx - w * 0.2} ${hy + hr * 1.5} ${cx} ${hy + hr * 1.5} C${cx + w * 0.2} ${hy + hr * 1.5} ${cx + w * 0.42} ${hy + hr * 2.3} ${cx + w * 0.42} ${h} Z" fill="url(#${id}skin)"/>
  <rect x="${cx - hr * 0.45}" y="${hy + hr * 0.8}" width="${hr * 0.9}" height="${hr * 0.9}" fill="#1a1d22"/>
  <ellipse cx="${cx}" cy="${hy}" rx="${hr}" ry="${hr * 1.22}" fill="url(#${id}skin)"/>
  <ellipse cx="${cx}" cy="${hy}" rx="${hr}" ry="${hr * 1.22}" fill="url(#${id}rimL)"/>
  <path d="M${cx - w * 0.42} ${h} C${cx - w * 0.42} ${hy + hr * 2.3} ${cx - w * 0.2} ${hy + hr * 1.5} ${cx} ${hy + hr * 1.5}" stroke="${p.accent}" stroke-width="3" fill="none" opacity="0.8"/>
  <path d="M${cx - hr * 0.9} ${hy + hr * 1.55} L${cx} ${hy + hr * 2.6} L${cx + hr * 0.9} ${hy + hr * 1.55}" stroke="${p.accent}" stroke-width="4" fill="none" opacity="0.55"/>`;
}

function event(w: number, h: number, p: Palette, id: string): string {
  const beams = [0.2, 0.45, 0.7, 0.9]
    .map(
      (fx, i) =>
        `<path d="M${w * fx} 0 L${w * fx - w * 0.12} ${h * 0.8} L${w * fx + w * 0.12} ${h * 0.8} Z" fill="url(#${id}beam)" opacity="${0.35 + (i % 2) * 0.2}"/>`,
    )
    .join('');
  return `<defs><linearGradient id="${id}beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.7"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></linearGradient></defs>
  ${beams}
  <rect x="${w * 0.08}" y="${h * 0.12}" width="${w * 0.84}" height="${h * 0.1}" fill="#0c0e11" stroke="${p.accent}" stroke-width="2"/>
  <text x="${w / 2}" y="${h * 0.19}" font-family="DejaVu Sans" font-weight="bold" font-size="${h * 0.05}" letter-spacing="${h * 0.012}" fill="#fff" text-anchor="middle">CAR FILM MASTER</text>
  <ellipse cx="${w / 2}" cy="${h * 0.82}" rx="${w * 0.42}" ry="${h * 0.07}" fill="#15181c" stroke="${p.accent}" stroke-width="2" opacity="0.9"/>`;
}

function shop(w: number, h: number, p: Palette): string {
  return `<rect x="${w * 0.06}" y="${h * 0.12}" width="${w * 0.88}" height="${h * 0.7}" fill="#101215" stroke="#2b3036" stroke-width="4"/>
  <rect x="${w * 0.06}" y="${h * 0.12}" width="${w * 0.88}" height="${h * 0.12}" fill="#0a0b0d"/>
  <text x="${w / 2}" y="${h * 0.2}" font-family="DejaVu Sans" font-weight="bold" font-size="${h * 0.05}" letter-spacing="${h * 0.01}" fill="${p.accent}" text-anchor="middle">CAR FILM MASTER · CERTIFIED</text>
  ${[0, 1, 2].map((i) => `<rect x="${w * (0.09 + i * 0.285)}" y="${h * 0.28}" width="${w * 0.26}" height="${h * 0.5}" fill="${p.accent}" opacity="0.1" stroke="${p.accent}" stroke-opacity="0.4"/>`).join('')}
  <rect x="${w * 0.06}" y="${h * 0.8}" width="${w * 0.88}" height="${h * 0.02}" fill="${p.accent}" opacity="0.6"/>`;
}

function doc(w: number, h: number, p: Palette, title: string): string {
  const pw = w * 0.42;
  const ph = h * 0.82;
  const px = w * 0.29;
  const py = h * 0.09;
  const lines = Array.from(
    { length: 9 },
    (_, i) => `<rect x="${px + pw * 0.1}" y="${py + ph * (0.5 + i * 0.05)}" width="${pw * (0.8 - (i % 3) * 0.12)}" height="${ph * 0.012}" fill="#9aa3ad"/>`,
  ).join('');
  return `<rect x="${px + 14}" y="${py + 14}" width="${pw}" height="${ph}" fill="#000" opacity="0.5"/>
  <rect x="${px}" y="${py}" width="${pw}" height="${ph}" fill="#f4f5f7"/>
  <rect x="${px}" y="${py}" width="${pw}" height="${ph * 0.36}" fill="${p.bg1}"/>
  <circle cx="${px + pw * 0.78}" cy="${py + ph * 0.16}" r="${Math.min(pw * 0.18, ph * 0.13)}" fill="${p.accent}" opacity="0.35"/>
  <text x="${px + pw * 0.1}" y="${py + ph * 0.3}" font-family="DejaVu Sans" font-weight="bold" font-size="${ph * 0.04}" fill="#fff">${esc(title.slice(0, 22))}</text>
  <text x="${px + pw * 0.1}" y="${py + ph * 0.44}" font-family="DejaVu Sans" font-weight="bold" font-size="${ph * 0.03}" fill="#15181c">CAR FILM MASTER</text>
  ${lines}
  <rect x="${px + pw * 0.62}" y="${py + ph * 0.9}" width="${pw * 0.28}" height="${ph * 0.05}" rx="4" fill="${p.accent}"/>
  <text x="${px + pw * 0.76}" y="${py + ph * 0.935}" font-family="DejaVu Sans" font-weight="bold" font-size="${ph * 0.028}" fill="#0c0e11" text-anchor="middle">PDF</text>`;
}

function chart(w: number, h: number, p: Palette, title: string): string {
  const sets: Record<string, [string, number][]> = {
    'Heat rejection chart': [
      ['IR 05', 96],
      ['IR 15', 94],
      ['IR 35', 92],
      ['IR 50', 91],
      ['IR 70', 90],
    ],
    'Self-healing test': [
      ['0 s', 100],
      ['10 s', 62],
      ['30 s', 31],
      ['60 s', 9],
      ['120 s', 2],
    ],
    'Gloss level chart': [
      ['Paint', 88],
      ['Gloss 8.5', 92],
      ['Gloss 10', 95],
      ['Satin', 22],
      ['Matte', 8],
    ],
    'UV rejection chart': [
      ['Glass', 62],
      ['Dyed', 95],
      ['IR 70', 99],
      ['IR 35', 99],
      ['IR 05', 99],
    ],
  };
  const data = sets[title] ?? sets['Heat rejection chart'];
  const x0 = w * 0.1;
  const y0 = h * 0.72;
  const ch = h * 0.5;
  const bw = (w * 0.8) / data.length;
  return `<line x1="${x0}" y1="${y0}" x2="${w * 0.92}" y2="${y0}" stroke="#9aa3ad" stroke-width="2"/>
  ${[0.25, 0.5, 0.75, 1].map((f) => `<line x1="${x0}" y1="${y0 - ch * f}" x2="${w * 0.92}" y2="${y0 - ch * f}" stroke="#9aa3ad" stroke-opacity="0.2"/>`).join('')}
  ${data
    .map(([label, v], i) => {
      const bx = x0 + i * bw + bw * 0.2;
      const bh = (ch * v) / 100;
      return `<rect x="${bx}" y="${y0 - bh}" width="${bw * 0.6}" height="${bh}" rx="4" fill="${p.accent}" opacity="${0.55 + i * 0.09}"/>
    <text x="${bx + bw * 0.3}" y="${y0 - bh - 10}" font-family="DejaVu Sans" font-weight="bold" font-size="${h * 0.04}" fill="#fff" text-anchor="middle">${v}%</text>
    <text x="${bx + bw * 0.3}" y="${y0 + h * 0.05}" font-family="DejaVu Sans" font-size="${h * 0.032}" fill="#c9d1da" text-anchor="middle">${esc(label)}</text>`;
    })
    .join('')}`;
}

function abstract(w: number, h: number, p: Palette, r: () => number): string {
  const curves = Array.from({ length: 7 }, (_, i) => {
    const y0 = h * (0.3 + i * 0.07);
    return `<path d="M0 ${y0} C${w * 0.3} ${y0 - h * 0.2 * r()} ${w * 0.6} ${y0 + h * 0.2 * r()} ${w} ${y0 - h * 0.1}" stroke="${i % 2 ? p.accent : '#ffffff'}" stroke-width="${1 + (i % 3)}" fill="none" opacity="${0.2 + r() * 0.4}"/>`;
  }).join('');
  return curves;
}

// ---------------------------------------------------------------- captions
function caption(w: number, h: number, p: Palette, kicker?: string, title?: string, banner = false): string {
  if (!title && !kicker) return '';
  const fs = banner ? 58 : w < 700 ? 30 : 34;
  const x = banner ? 110 : 40;
  const yTitle = banner ? h * 0.46 : h - 44;
  const words = (title ?? '').split(' ');
  const maxChars = banner ? 22 : 34;
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = last + ' ' + word;
    else lines.push(word);
  }
  const shown = lines.slice(0, banner ? 3 : 2);
  const startY = banner ? yTitle - (shown.length - 1) * fs * 0.6 : yTitle - (shown.length - 1) * fs * 1.15;
  return `<rect width="${w}" height="${h}" fill="url(#capv)"/>
  <defs><linearGradient id="capv" x1="0" y1="0" x2="${banner ? 1 : 0}" y2="${banner ? 0 : 1}">${
    banner
      ? '<stop offset="0" stop-color="#000" stop-opacity="0.6"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/>'
      : '<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/>'
  }</linearGradient></defs>
  ${kicker ? `<rect x="${x}" y="${startY - fs * 1.55}" width="36" height="3" fill="${p.accent}"/><text x="${x + 48}" y="${startY - fs * 1.35}" font-family="DejaVu Sans" font-size="${banner ? 18 : 14}" letter-spacing="${banner ? 6 : 4}" fill="${p.accent}">${esc(kicker.toUpperCase())}</text>` : ''}
  ${shown.map((l, i) => `<text x="${x}" y="${startY + i * fs * 1.15}" font-family="DejaVu Sans" font-weight="bold" font-size="${fs}" fill="#ffffff">${esc(l)}</text>`).join('')}`;
}

// ---------------------------------------------------------------- composition
function compose(s: Spec, bare = false): string {
  const seed = hash(s.file);
  const r = rng(seed);
  const p = PALETTES[s.palette ?? PALETTE_KEYS[seed % PALETTE_KEYS.length]];
  const { w, h } = s;
  const id = 'i' + (seed % 100000);
  const banner = w >= 1200;
  const carScale = banner ? (w * 0.62) / 1000 : (w * 0.86) / 1000;
  const carX = banner ? w * 0.34 : w * 0.07;
  const carY = banner ? h * 0.3 : h * 0.18;
  let body = '';
  switch (s.scene) {
    case 'car':
      body = car('coupe', carX, carY, carScale, p, id);
      break;
    case 'suv':
      body = car('suv', carX, carY, carScale, p, id);
      break;
    case 'ppf':
      body = car(r() > 0.5 ? 'coupe' : 'suv', carX, carY, carScale, p, id, { film: true });
      break;
    case 'matte':
      body = car('coupe', carX, carY, carScale, p, id, { matte: true });
      break;
    case 'window':
      body = car(r() > 0.5 ? 'suv' : 'coupe', carX, carY, carScale, p, id, { tint: true });
      break;
    case 'roll':
      body = roll(banner ? w * 0.6 : w * 0.5, h * 0.32, banner ? 1.4 : 0.95, p, id);
      break;
    case 'layers':
      body = layers(w * 0.08, h * 0.12, banner ? 1.3 : 0.9, p);
      break;
    case 'tool':
      body = tool(s.variant ?? 'kit', banner ? w * 0.5 : w * 0.22, banner ? h * 0.2 : h * 0.12, banner ? 1.2 : 0.8, p, id);
      break;
    case 'plotter':
      body = plotter(banner ? w * 0.42 : w * 0.08, banner ? h * 0.18 : h * 0.14, banner ? 0.95 : 0.78, p, id);
      break;
    case 'software':
      body = software(banner ? w * 0.5 : w * 0.15, h * 0.1, banner ? 1.15 : 0.85, p, r);
      break;
    case 'portrait':
      body = portrait(w, h, p, id, s.variant === 'big');
      break;
    case 'event':
      body = event(w, h, p, id) + car('coupe', w * 0.22, h * 0.42, (w * 0.56) / 1000, p, id + 'c', { film: r() > 0.5 });
      break;
    case 'shop':
      body = shop(w, h, p) + car(r() > 0.5 ? 'suv' : 'coupe', w * 0.2, h * 0.42, (w * 0.6) / 1000, p, id + 'c');
      break;
    case 'training':
      body =
        shop(w, h, p) +
        car('coupe', w * 0.15, h * 0.4, (w * 0.7) / 1000, p, id + 'c', { film: true }) +
        `<g transform="translate(${w * 0.6} ${h * 0.12})">${portrait(w * 0.4, h * 0.88, p, id + 'p', false)}</g>`;
      break;
    case 'doc':
      body = doc(w, h, p, s.title ?? 'Datasheet');
      break;
    case 'chart':
      body = chart(w, h, p, s.title ?? '');
      break;
    case 'abstract':
    default:
      body = abstract(w, h, p, r);
  }
  // wide scenes drawn for a card shape sit on the right of a banner, leaving the left for the caption
  if (banner && ['shop', 'training', 'event', 'doc'].includes(s.scene)) {
    const sw = Math.round((h * C.w) / C.h);
    const inner = compose({ ...s, w: sw, h, title: s.scene === 'doc' ? s.kicker : undefined, kicker: undefined, file: s.file + '#inner' }, true);
    body = `<g transform="translate(${w - sw * 0.92 - 20} ${h * 0.04}) scale(0.92)">${inner}</g>`;
  }
  // Pages lay their own titles over banners: text baked into a wide image would collide with them.
  const cap = banner || s.scene === 'portrait' || s.scene === 'doc' ? '' : caption(w, h, p, s.kicker, s.title, banner);
  if (bare) return body;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  ${backdrop(w, h, p, r, id)}
  ${body}
  ${cap}
  <text x="${w - 24}" y="${h - 20}" font-family="DejaVu Sans" font-size="${banner ? 14 : 11}" letter-spacing="4" fill="#ffffff" opacity="0.45" text-anchor="end">CAR FILM MASTER</text>
</svg>`;
}

function iconSvg(glyph: string, p: Palette): string {
  const g: Record<string, string> = {
    speed:
      '<path d="M24 84 A40 40 0 1 1 104 84" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M64 84 L88 50" stroke="ACC" stroke-width="8" stroke-linecap="round"/><circle cx="64" cy="84" r="8" fill="#fff"/>',
    width:
      '<path d="M20 64 L108 64 M20 64 L36 50 M20 64 L36 78 M108 64 L92 50 M108 64 L92 78" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/><rect x="16" y="30" width="6" height="68" fill="ACC"/><rect x="106" y="30" width="6" height="68" fill="ACC"/>',
    pressure:
      '<path d="M64 18 L64 80 M44 62 L64 82 L84 62" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="26" y="94" width="76" height="10" rx="5" fill="ACC"/>',
    precision:
      '<circle cx="64" cy="64" r="38" stroke="#fff" stroke-width="6" fill="none"/><circle cx="64" cy="64" r="12" fill="ACC"/><path d="M64 14 L64 36 M64 92 L64 114 M14 64 L36 64 M92 64 L114 64" stroke="#fff" stroke-width="6"/>',
    shield:
      '<path d="M64 16 L102 30 L98 70 C94 92 78 104 64 112 C50 104 34 92 30 70 L26 30 Z" fill="ACC"/><path d="M46 64 L60 78 L84 50" stroke="#0c0e11" stroke-width="8" fill="none" stroke-linecap="round"/>',
    drop: '<path d="M64 16 C80 44 96 62 96 80 A32 32 0 0 1 32 80 C32 62 48 44 64 16 Z" fill="ACC"/><path d="M50 82 A14 14 0 0 0 64 96" stroke="#fff" stroke-width="5" fill="none"/>',
    sun:
      '<circle cx="64" cy="64" r="22" fill="ACC"/>' +
      Array.from({ length: 8 }, (_, i) => `<rect x="61" y="14" width="6" height="18" rx="3" fill="#fff" transform="rotate(${i * 45} 64 64)"/>`).join(''),
    blade: '<path d="M20 84 L84 20 L108 44 L44 108 Z" fill="#fff"/><path d="M84 20 L108 44 L96 56 L72 32 Z" fill="ACC"/>',
    cloud:
      '<path d="M36 92 A22 22 0 0 1 40 48 A28 28 0 0 1 94 46 A22 22 0 0 1 94 92 Z" fill="#fff"/><path d="M64 60 L64 86 M52 76 L64 88 L76 76" stroke="ACC" stroke-width="7" fill="none" stroke-linecap="round"/>',
    star: '<path d="M64 14 L78 48 L114 50 L86 72 L96 108 L64 88 L32 108 L42 72 L14 50 L50 48 Z" fill="ACC"/>',
    badge: '<circle cx="64" cy="54" r="34" fill="ACC"/><path d="M44 80 L36 116 L64 102 L92 116 L84 80" fill="#fff"/>',
    plotter:
      '<rect x="14" y="40" width="100" height="30" rx="8" fill="#fff"/><rect x="22" y="70" width="84" height="10" fill="ACC"/><rect x="24" y="80" width="8" height="34" fill="#fff"/><rect x="96" y="80" width="8" height="34" fill="#fff"/>',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg0}"/></linearGradient></defs>
  <rect x="2" y="2" width="124" height="124" rx="28" fill="url(#b)" stroke="${p.accent}" stroke-opacity="0.5" stroke-width="2"/>
  ${(g[glyph] ?? g.star).replace(/ACC/g, p.accent)}
</svg>`;
}

function badgeSvg(kind: 'apple' | 'google'): string {
  const glyph =
    kind === 'apple'
      ? '<path d="M62 28 C56 28 50 34 50 40 C56 40 62 34 62 28 Z M70 50 C64 44 56 44 52 46 C48 48 46 48 42 46 C36 44 26 48 24 60 C22 74 32 92 40 92 C44 92 46 90 50 90 C54 90 56 92 60 92 C66 92 72 80 74 74 C66 70 64 56 70 50 Z" fill="#fff"/>'
      : '<path d="M28 24 L66 60 L28 96 Z" fill="#34d399"/><path d="M28 24 L80 52 L66 60 Z" fill="#60a5fa"/><path d="M28 96 L80 68 L66 60 Z" fill="#f87171"/><path d="M80 52 L94 60 L80 68 L66 60 Z" fill="#fbbf24"/>';
  const small = kind === 'apple' ? 'Download on the' : 'GET IT ON';
  const big = kind === 'apple' ? 'App Store' : 'Google Play';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="108" viewBox="0 0 360 108">
  <rect x="2" y="2" width="356" height="104" rx="18" fill="#050505" stroke="#a6a6a6" stroke-width="3"/>
  <g transform="translate(10 -6)">${glyph}</g>
  <text x="112" y="46" font-family="DejaVu Sans" font-size="18" fill="#fff">${small}</text>
  <text x="110" y="82" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#fff">${big}</text>
</svg>`;
}

// ---------------------------------------------------------------- PDF
function pdf(title: string, lines: string[]): Buffer {
  const escPdf = (s: string) => s.replace(/[^\x20-\x7e]/g, '-').replace(/([\\()])/g, '\\$1');
  const ops: string[] = [
    '0.05 0.07 0.1 rg 0 742 612 50 re f',
    'BT /F2 16 Tf 1 1 1 rg 40 760 Td (CAR FILM MASTER) Tj ET',
    `BT /F2 22 Tf 0.05 0.07 0.1 rg 40 700 Td (${escPdf(title)}) Tj ET`,
    '0.25 0.8 1 RG 2 w 40 688 m 572 688 l S',
  ];
  lines.forEach((l, i) => ops.push(`BT /F1 11 Tf 0.15 0.15 0.15 rg 40 ${660 - i * 18} Td (${escPdf(l)}) Tj ET`));
  ops.push('BT /F1 8 Tf 0.4 0.4 0.4 rg 40 40 Td (Car Film Master - demo document generated for the reference content set.) Tj ET');
  const stream = ops.join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  offsets.forEach((o) => {
    out += `${String(o).padStart(10, '0')} 00000 n \n`;
  });
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info << /Title (${escPdf(title)}) /Producer (generate-media.ts) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------------------------------------------------------------- the manifest
const B = { w: 1600, h: 700 };
// Full-screen heroes (the home slides, the warranty search) are drawn at twice the banner's
// pixels, as a photographer's upload would be: on a phone, where the hero is a tall box, the build
// crops a portrait of them (src/components/ui/hero-image.ts) that must be 780 px wide, so 1,387 px
// tall, without being enlarged (docs/product/page-weight.md#images).
const HERO = { scale: 2 };
const C = { w: 800, h: 560 };
const P = { w: 600, h: 750 };
const img = (file: string, size: { w: number; h: number }, scene: Scene, title?: string, kicker?: string, extra: Partial<Spec> = {}): Spec => ({
  file,
  ...size,
  scene,
  title,
  kicker,
  ...extra,
});

const images: Spec[] = [
  // banners
  img('banner-home.jpg', B, 'ppf', 'Protection that disappears', 'Car Film Master', { palette: 'cyan' }),
  img('banner-blog.jpg', B, 'event', 'News, events and stories from the film world', 'News & Blogs', { palette: 'violet' }),
  img('banner-ppf-1.jpg', B, 'ppf', 'Invisible armour for every panel', 'Paint Protection Film', { palette: 'cyan', ...HERO }),
  img('banner-ppf-2.jpg', B, 'matte', 'Satin finish. Factory feel.', 'Stealth Matte PPF', { palette: 'matte', ...HERO }),
  img('banner-ppf-3.jpg', B, 'window', 'Cooler cabins, clearer views', 'Window Film', { palette: 'teal' }),
  img('banner-ppf-mid.jpg', B, 'layers', 'Five layers of engineering', 'Film structure', { palette: 'cyan' }),
  img('banner-software-1.jpg', B, 'software', '180,000 precut patterns', 'Precut Software', { palette: 'cyan', ...HERO }),
  img('banner-software-2.jpg', B, 'software', 'Cut the pattern, not the paint', 'Zero-blade installs', { palette: 'teal' }),
  img('banner-software-3.jpg', B, 'software', 'Updated every week', 'Pattern library', { palette: 'violet' }),
  img('banner-plotter-1.jpg', B, 'plotter', 'Precision cutting at 1,200 mm/s', 'CFM Plotters', { palette: 'silver', ...HERO }),
  img('banner-plotter-2.jpg', B, 'plotter', 'Built for film shops', 'Cutting plotters', { palette: 'amber' }),
  img('banner-plotter-3.jpg', B, 'plotter', 'From pattern to panel in minutes', 'Workflow', { palette: 'cyan' }),
  img('banner-tools-1.jpg', B, 'tool', 'Tools installers trust', 'Installation tools', { palette: 'amber', variant: 'kit' }),
  img('banner-tools-2.jpg', B, 'tool', 'Heat, stretch, seal', 'Heat guns', { palette: 'red', variant: 'heatgun' }),
  img('banner-tools-3.jpg', B, 'tool', 'Marketing that sells film', 'Branding elements', { palette: 'cyan', variant: 'signage' }),
  img('banner-training.jpg', B, 'training', 'Learn from master installers', 'CFM Academy', { palette: 'amber', ...HERO }),
  img('banner-collection.jpg', B, 'car', 'The Collection', 'Signature builds', { palette: 'red' }),
  img('banner-about.jpg', B, 'suv', 'Fifteen years of film craft', 'About us', { palette: 'silver' }),
  img('banner-core-values.jpg', B, 'abstract', 'What we stand for', 'Core values', { palette: 'violet' }),
  img('banner-safein.jpg', B, 'ppf', 'Safe-IN installation process', 'Quality assured', { palette: 'teal' }),
  img('banner-warranty.jpg', B, 'ppf', 'Your warranty, one search away', 'Warranty check', { palette: 'cyan', ...HERO }),
  img('banner-faq.jpg', B, 'abstract', 'Answers from our technical team', 'FAQ', { palette: 'teal' }),
  img('banner-downloads.jpg', B, 'doc', 'Download Center', 'Datasheets and guides', { palette: 'silver' }),
  img('banner-partner.jpg', B, 'shop', 'Find a certified installer', 'Partner search', { palette: 'cyan' }),
  img('banner-become-partner.jpg', B, 'shop', 'Grow with Car Film Master', 'Become a partner', { palette: 'amber' }),
  img('banner-contact.jpg', B, 'car', 'Talk to our team', 'Contact us', { palette: 'violet' }),
  img('banner-cases.jpg', B, 'ppf', 'Cases from our network', 'Cases gallery', { palette: 'red' }),
  img('banner-dealer.jpg', B, 'shop', 'Dealer portal', 'For partners', { palette: 'silver' }),
  img('banner-login.jpg', B, 'abstract', 'Welcome back', 'Dealer login', { palette: 'cyan' }),
  img('training-1-title.jpg', B, 'training', 'PPF Master Installer', 'Course', { palette: 'cyan' }),
  img('training-2-title.jpg', B, 'training', 'Window Film Professional', 'Course', { palette: 'teal' }),
  img('training-3-title.jpg', B, 'training', 'Precut and Plotter Operator', 'Course', { palette: 'amber' }),
  img('training-4-title.jpg', B, 'training', 'Shop Owner Business Program', 'Course', { palette: 'violet' }),
];

// blog cards (the scene follows the story)
const blogScenes: [Scene, string, string, string?][] = [
  ['ppf', 'Self-healing explained', 'Blogs'],
  ['event', 'SEMA Show Las Vegas', 'Events'],
  ['shop', 'New country dealer', 'News'],
  ['window', 'Nano-ceramic window film', 'Blogs'],
  ['matte', 'Matte or gloss?', 'Blogs'],
  ['event', 'Automechanika Frankfurt', 'Events'],
  ['roll', 'New roll labels', 'News'],
  ['tool', 'Squeegee technique', 'Blogs', 'squeegee'],
  ['ppf', 'Hood edge wrapping', 'Blogs'],
  ['training', 'Academy graduates', 'News'],
  ['event', 'Dubai installer day', 'Events'],
  ['software', 'Software update 6.2', 'News'],
  ['suv', 'Winter road salt', 'Blogs'],
  ['window', 'Heat rejection numbers', 'Blogs'],
  ['plotter', 'Plotter maintenance', 'Blogs'],
  ['shop', 'Shop of the quarter', 'News'],
  ['car', 'Aftercare checklist', 'Blogs'],
  ['event', 'Melbourne open day', 'Events'],
  ['layers', 'Inside a 200 µm film', 'Blogs'],
  ['tool', 'Heat gun settings', 'Blogs', 'heatgun'],
  ['ppf', 'Full-body in 2 days', 'Blogs'],
  ['event', 'Trade show highlights', 'Events'],
  ['shop', 'Warranty portal upgrade', 'News'],
  ['window', 'Legal tint limits', 'Blogs'],
  ['car', 'Colour-change PPF', 'News'],
  ['tool', 'Marketing kit 2026', 'News', 'brochure'],
  ['suv', 'Fleet protection', 'Blogs'],
  ['event', 'Dealer summit 2026', 'Events'],
];
blogScenes.forEach(([scene, title, kicker, variant], i) =>
  images.push(img(`blog-${String(i + 1).padStart(2, '0')}.jpg`, C, scene, title, kicker, variant ? { variant } : {})),
);
images.push(
  img('blog-inline-01.jpg', C, 'layers', 'Film cross-section', 'Diagram'),
  img('blog-inline-02.jpg', C, 'event', 'Our booth', 'On the floor'),
  img('blog-inline-03.jpg', C, 'ppf', 'Edge wrapped, not cut', 'Detail'),
  img('blog-inline-04.jpg', C, 'window', 'Before and after tint', 'Comparison'),
);

// products and categories
const productCards: [string, Scene, string, string][] = [
  ['product-01.jpg', 'ppf', 'Crystal Gloss 8.5', 'cyan'],
  ['product-02.jpg', 'ppf', 'Crystal Gloss 10 Ultra', 'silver'],
  ['product-03.jpg', 'ppf', 'Crystal Gloss Color', 'red'],
  ['product-04.jpg', 'matte', 'Stealth Matte 8.5', 'matte'],
  ['product-05.jpg', 'matte', 'Stealth Satin Pro', 'violet'],
  ['product-06.jpg', 'window', 'Ceramic IR 70', 'teal'],
  ['product-07.jpg', 'window', 'Ceramic IR 35', 'cyan'],
  ['product-08.jpg', 'window', 'Ceramic IR 05 Privacy', 'amber'],
];
for (const [f, sc, t, pal] of productCards) images.push(img(f, C, sc, t, 'Car Film Master', { palette: pal }));
images.push(
  img('category-ppf-gloss.jpg', C, 'ppf', 'PPF Gloss', 'Category', { palette: 'cyan' }),
  img('category-ppf-matte.jpg', C, 'matte', 'PPF Matte', 'Category', { palette: 'matte' }),
  img('category-window.jpg', C, 'window', 'Window Film', 'Category', { palette: 'teal' }),
);
['Layer structure', 'Heat rejection chart', 'Self-healing test', 'Gloss level chart', 'UV rejection chart', 'Thickness comparison'].forEach((t, i) =>
  images.push(img(`spec-${String(i + 1).padStart(2, '0')}.jpg`, C, i === 0 || i === 5 ? 'layers' : 'chart', t, 'Specification')),
);

// cases
const caseScenes: [Scene, string][] = [
  ['ppf', 'Porsche 911 GT3 full body'],
  ['matte', 'BMW M4 stealth conversion'],
  ['window', 'Tesla Model Y ceramic tint'],
  ['suv', 'Range Rover Sport front end'],
  ['ppf', 'Audi RS6 Avant track pack'],
  ['car', 'Mercedes-AMG GT colour PPF'],
  ['window', 'Toyota Land Cruiser privacy'],
  ['matte', 'Lamborghini Huracan satin'],
  ['suv', 'Ford F-150 fleet package'],
  ['ppf', 'Nissan GT-R Nismo full front'],
  ['car', 'Ferrari 296 GTB clear bra'],
  ['window', 'Lexus LX 600 cabin comfort'],
  ['ppf', 'Academy live demo: Model 3'],
  ['suv', 'BMW X5 dealer showcase'],
  ['matte', 'Chevrolet Corvette Z06 matte'],
  ['ppf', 'Rivian R1S trail package'],
];
caseScenes.forEach(([sc, t], i) => images.push(img(`case-${String(i + 1).padStart(2, '0')}.jpg`, C, sc, t, 'Case')));

// plotters
['CFM Cutter S60', 'CFM Cutter S120', 'CFM Cutter Pro 160', 'CFM Cutter Pro 180X'].forEach((t, i) =>
  images.push(img(`plotter-${i + 1}.jpg`, C, 'plotter', t, 'Plotter', { palette: ['silver', 'cyan', 'amber', 'red'][i] })),
);
['Optical registration', 'Servo drive', 'Roll feeder'].forEach((t, i) => images.push(img(`plotter-feature-${i + 1}.jpg`, C, 'plotter', t, 'Feature')));

// tools
const toolCards: [string, string, string][] = [
  ['tool-01.jpg', 'squeegee', 'Felt-edge squeegee'],
  ['tool-02.jpg', 'squeegee', 'Hard-card squeegee'],
  ['tool-03.jpg', 'squeegee', 'Conqueror squeegee'],
  ['tool-04.jpg', 'squeegee', 'Corner tuck tool'],
  ['tool-05.jpg', 'heatgun', 'Heat gun HG-2000'],
  ['tool-06.jpg', 'heatgun', 'Infrared post-heat lamp'],
  ['tool-07.jpg', 'heatgun', 'Digital heat gun HG-Pro'],
  ['tool-08.jpg', 'heatgun', 'IR thermometer'],
  ['tool-09.jpg', 'blade', 'Snap-off blades 30°'],
  ['tool-10.jpg', 'blade', 'Knifeless tape'],
  ['tool-11.jpg', 'bottle', 'Slip gel concentrate'],
  ['tool-12.jpg', 'bottle', 'Tack solution'],
  ['tool-13.jpg', 'brochure', 'PPF brochure pack'],
  ['tool-14.jpg', 'poster', 'Showroom poster set'],
  ['tool-15.jpg', 'signage', 'Illuminated shop sign'],
  ['tool-16.jpg', 'sticker', 'Certified car sticker'],
  ['tool-17.jpg', 'brochure', 'Window film sample book'],
  ['tool-18.jpg', 'kit', 'Installer starter kit'],
  ['tool-20.jpg', 'squeegee', 'Bulldozer squeegee'],
  ['tool-21.jpg', 'squeegee', 'Micro squeegee set'],
  ['tool-22.jpg', 'kit', 'Magnetic film holders'],
  ['tool-23.jpg', 'kit', 'Lint-free towel pack'],
  ['tool-24.jpg', 'poster', 'Self-healing demo panel'],
  ['tool-25.jpg', 'signage', 'Counter display stand'],
  ['tool-26.jpg', 'brochure', 'Film swatch fan deck'],
  ['tool-27.jpg', 'poster', 'Social media template pack'],
  ['tool-28.jpg', 'kit', 'Installer uniform set'],
  ['tool-29.jpg', 'signage', 'Window banner 3 m'],
  ['tool-30.jpg', 'sticker', 'Warranty card stock'],
];
for (const [f, v, t] of toolCards) images.push(img(f, C, 'tool', t, 'Tools', { variant: v }));

// about, core values, partner, software, collection, training
[
  ['about-1.jpg', 'suv', 'Our story'],
  ['about-2.jpg', 'layers', 'Our technology'],
  ['about-3.jpg', 'shop', 'Our network'],
  ['about-4.jpg', 'training', 'Our academy'],
].forEach(([f, sc, t]) => images.push(img(f, C, sc as Scene, t, 'About')));
[
  ['core-1.jpg', 'ppf', 'Quality first'],
  ['core-2.jpg', 'layers', 'Innovation'],
  ['core-3.jpg', 'shop', 'Partnership'],
  ['core-4.jpg', 'training', 'Craftsmanship'],
  ['core-5.jpg', 'abstract', 'Responsibility'],
].forEach(([f, sc, t]) => images.push(img(f, C, sc as Scene, t, 'Core value')));
images.push(
  img('partner-country-dealer.jpg', C, 'shop', 'Country Dealer', 'Partner type', { palette: 'amber' }),
  img('partner-certified-shop.jpg', C, 'shop', 'Certified Shop', 'Partner type', { palette: 'cyan' }),
  img('partner-reseller.jpg', C, 'roll', 'Reseller', 'Partner type', { palette: 'teal' }),
  img('software-ui-1.jpg', C, 'software', 'Vehicle search', 'Main interface'),
  img('software-ui-2.jpg', C, 'software', 'Pattern preview', 'Main interface'),
  img('software-ui-3.jpg', C, 'software', 'Nesting and cut queue', 'Main interface'),
  img('software-recharge.jpg', C, 'software', 'Recharge cutting credits', 'How to recharge'),
  img('software-mini.jpg', C, 'software', 'Precut Software', 'CFM Cut'),
  img('collection-1.jpg', C, 'car', 'Midnight GT', 'Collection'),
  img('collection-2.jpg', C, 'matte', 'Stealth Coupe', 'Collection'),
  img('collection-3.jpg', C, 'suv', 'Expedition SUV', 'Collection'),
  img('collection-4.jpg', C, 'ppf', 'Track Edition', 'Collection'),
  img('training-page.jpg', C, 'training', 'CFM Academy', 'Training'),
  img('training-mini.jpg', C, 'event', 'Inside the academy', 'Training'),
);
for (let i = 1; i <= 4; i++) {
  images.push(
    img(
      `training-${i}.jpg`,
      C,
      'training',
      ['PPF Master Installer', 'Window Film Professional', 'Precut and Plotter Operator', 'Shop Owner Business Program'][i - 1],
      'Course',
    ),
  );
  images.push(img(`training-${i}-detail.jpg`, C, ['ppf', 'window', 'plotter', 'shop'][i - 1] as Scene, 'Hands-on session', 'In the bay'));
}
['Squeegee set', 'Heat gun station', 'Blade kit', 'Slip solution', 'Precut plotter'].forEach((t, i) =>
  images.push(
    img(`training-tools-${i + 1}.jpg`, C, i === 4 ? 'plotter' : 'tool', t, 'Academy tools', { variant: ['squeegee', 'heatgun', 'blade', 'bottle', 'kit'][i] }),
  ),
);
// dealers
for (let i = 1; i <= 20; i++) images.push(img(`shop-${String(i).padStart(2, '0')}.jpg`, C, i % 3 === 0 ? 'training' : 'shop', undefined, undefined));
// downloads (document thumbnails)
[
  'PPF Installation Guide',
  'Window Film Guide',
  'Warranty Terms',
  'Care and Maintenance',
  'Product Catalogue 2026',
  'Precut Software Manual',
  'Plotter Quick Start',
  'Brand Guidelines',
  'Safe-IN Checklist',
  'Dealer Price Sheet',
  'PPF Datasheet',
  'Window Film Datasheet',
  'Plotter Datasheet',
].forEach((t, i) => images.push(img(`download-${String(i + 1).padStart(2, '0')}.jpg`, C, 'doc', t)));
// trainers
for (let i = 1; i <= 5; i++) {
  const pal = PALETTE_KEYS[i % PALETTE_KEYS.length];
  images.push(img(`trainer-${i}.jpg`, P, 'portrait', undefined, undefined, { palette: pal }));
  images.push(img(`trainer-${i}-big.jpg`, P, 'portrait', undefined, undefined, { palette: pal, variant: 'big' }));
}

const icons: [string, string, string][] = [
  ['icon-speed.png', 'speed', 'cyan'],
  ['icon-width.png', 'width', 'cyan'],
  ['icon-pressure.png', 'pressure', 'cyan'],
  ['icon-precision.png', 'precision', 'cyan'],
  ['plotter-icon-1.png', 'plotter', 'silver'],
  ['plotter-icon-2.png', 'plotter', 'cyan'],
  ['plotter-icon-3.png', 'plotter', 'amber'],
  ['plotter-icon-4.png', 'plotter', 'red'],
  ['icon-blade.png', 'blade', 'cyan'],
  ['icon-cloud.png', 'cloud', 'cyan'],
];

// PDFs: datasheets, downloads and guides (file, title, lines)
const pdfs: [string, string, string[]][] = [
  ...[
    'Crystal Gloss 8.5',
    'Crystal Gloss 10 Ultra',
    'Crystal Gloss Color',
    'Stealth Matte 8.5',
    'Stealth Satin Pro',
    'Ceramic IR 70',
    'Ceramic IR 35',
    'Ceramic IR 05 Privacy',
  ].map((n, i): [string, string, string[]] => [
    `datasheet-product-${String(i + 1).padStart(2, '0')}.pdf`,
    `${n} - Technical Datasheet`,
    [
      `Product: ${n}`,
      i < 5 ? 'Type: Paint protection film (TPU), self-healing top coat' : 'Type: Nano-ceramic window film, dyed-free construction',
      i < 5 ? `Thickness: ${i === 1 ? '10 mil (254 um)' : '8.5 mil (216 um)'}` : `Visible light transmission: ${['70', '35', '5'][i - 5]} %`,
      i < 5 ? 'Tensile strength: > 40 MPa   Elongation at break: > 300 %' : 'Infrared rejection (900-1000 nm): up to 96 %',
      'UV rejection: 99 %',
      `Warranty: ${i < 5 ? '10' : '7'} years, registered through the Car Film Master warranty portal`,
      'Storage: 15-30 C, 40-60 % RH, in the original carton, away from direct sunlight.',
    ],
  ]),
  ...['CFM Cutter S60', 'CFM Cutter S120', 'CFM Cutter Pro 160', 'CFM Cutter Pro 180X'].map((n, i): [string, string, string[]] => [
    `datasheet-plotter-${i + 1}.pdf`,
    `${n} - Datasheet`,
    [
      `Model: ${n}`,
      `Max cutting width: ${[600, 1200, 1600, 1800][i]} mm`,
      `Cutting speed: up to ${[800, 1000, 1200, 1500][i]} mm/s`,
      `Cutting force: 20 - ${[500, 600, 750, 1000][i]} g`,
      'Mechanical resolution: 0.025 mm',
      'Interfaces: USB 2.0, Ethernet, Wi-Fi',
    ],
  ]),
  [
    'guide-ppf-installation.pdf',
    'PPF Installation Guide',
    [
      '1. Decontaminate: wash, clay and degrease every panel.',
      '2. Prepare slip and tack solutions at the ratios in this guide.',
      '3. Float, anchor, squeegee from the centre out.',
      '4. Wrap edges 3-5 mm where the panel allows; never cut on paint.',
      '5. Post-heat edges to 80-90 C to set the adhesive.',
      '6. Inspect under Safe-IN criteria before hand-over.',
    ],
  ],
  [
    'guide-window-film.pdf',
    'Window Film Installation Guide',
    [
      '1. Clean glass inside and out; remove defroster residue carefully.',
      '2. Heat-shrink the film on the outside of the glass.',
      '3. Transfer, squeegee and seal edges on the inside.',
      '4. Advise the customer not to roll windows down for 72 hours.',
    ],
  ],
  [
    'warranty-terms.pdf',
    'Limited Warranty Terms',
    [
      'PPF: 10 years against yellowing, cracking, blistering and delamination.',
      'Window film: 7 years against fading, bubbling and adhesive failure.',
      'Warranties are valid only when installed by an authorised partner',
      'and registered in the warranty portal within 30 days of installation.',
    ],
  ],
  [
    'care-maintenance.pdf',
    'Care and Maintenance',
    [
      'Wait 48 hours before the first wash.',
      'Use pH-neutral shampoo; avoid abrasive polishes.',
      'Pressure washers: keep 30 cm from film edges.',
      'Self-healing: warm water or sunlight removes light swirl marks.',
    ],
  ],
  [
    'catalogue-2026.pdf',
    'Product Catalogue 2026',
    [
      'Paint protection film: Crystal Gloss, Stealth Matte, Color series.',
      'Window film: Ceramic IR series in 5, 15, 35, 50 and 70 % VLT.',
      'Precut software, cutting plotters, installation tools and branding.',
    ],
  ],
  [
    'software-manual.pdf',
    'Precut Software User Manual',
    [
      'Installation and licence activation.',
      'Searching vehicles by make, model, year and trim.',
      'Nesting, wrap extensions and cut queue.',
      'Recharging cutting credits in four steps.',
    ],
  ],
  [
    'plotter-quick-start.pdf',
    'Plotter Quick Start',
    [
      'Unpack, level and connect power and network.',
      'Load the roll, set pinch rollers and blade depth.',
      'Run the test cut: the square must peel cleanly, the liner must stay intact.',
    ],
  ],
  [
    'brand-guidelines.pdf',
    'Brand Guidelines for Partners',
    ['Logo clear space, colours and typography.', 'Shop signage and vehicle sticker placement.', 'Social media templates and approved photography.'],
  ],
  [
    'safe-in-checklist.pdf',
    'Safe-IN Inspection Checklist',
    [
      'Dust: particle diameter <= 1 mm, not visible within 1 m, max 5 per film.',
      'Bubbles: diameter <= 5 mm; anything over 6 mm must be fixed.',
      'Crease and scratch: wrinkle length <= 2 mm, no lifted edges.',
      'Glue marks and wrapping: clean edges, fully wrapped where specified.',
    ],
  ],
  [
    'dealer-price-sheet.pdf',
    'Dealer Price Sheet (Sample)',
    ['Prices are indicative and confidential to authorised partners.', 'Contact your country dealer for current volume pricing.'],
  ],
];

// ---------------------------------------------------------------- run
async function main() {
  mkdirSync(OUT, { recursive: true });
  const want = (f: string) => !only || f.includes(only);
  let n = 0;
  for (const s of images) {
    if (!want(s.file)) continue;
    const svg = compose(s);
    // librsvg draws an SVG at 72 dpi: a higher density draws the same composition with more pixels
    const pipeline = sharp(Buffer.from(svg), { density: 72 * (s.scale ?? 1) });
    if (s.file.endsWith('.png')) await pipeline.png({ compressionLevel: 9 }).toFile(join(OUT, s.file));
    else await pipeline.jpeg({ quality: 72, mozjpeg: true }).toFile(join(OUT, s.file));
    n++;
  }
  for (const [f, glyph, pal] of icons)
    if (want(f)) {
      await sharp(Buffer.from(iconSvg(glyph, PALETTES[pal])))
        .png({ compressionLevel: 9 })
        .toFile(join(OUT, f));
      n++;
    }
  if (want('app-store.png'))
    await sharp(Buffer.from(badgeSvg('apple')))
      .png({ compressionLevel: 9 })
      .toFile(join(OUT, 'app-store.png'));
  if (want('google-play.png'))
    await sharp(Buffer.from(badgeSvg('google')))
      .png({ compressionLevel: 9 })
      .toFile(join(OUT, 'google-play.png'));
  for (const [f, t, lines] of pdfs)
    if (want(f)) {
      writeFileSync(join(OUT, f), pdf(t, lines));
      n++;
    }
  if (!noVideo && want('video')) {
    await videos();
    n += 4;
  }
  const files = readdirSync(OUT);
  const total = files.reduce((a, f) => a + statSync(join(OUT, f)).size, 0);
  console.log(`generated ${n} files; media/ holds ${files.length} files, ${(total / 1048576).toFixed(2)} MB`);
}

/** H.264 in MP4 (Safari) and VP9 in WebM (the rest): the two files every demo clip has. */
const H264 = ['-c:v', 'libx264', '-preset', 'slow', '-crf', '28', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'];
// one thread and bit-exact output, so a run writes the same file as the last
const VP9 = [
  '-c:v',
  'libvpx-vp9',
  '-b:v',
  '0',
  '-crf',
  '42',
  '-row-mt',
  '0',
  '-threads',
  '1',
  '-deadline',
  'good',
  '-cpu-used',
  '4',
  '-pix_fmt',
  'yuv420p',
  '-an',
  '-fflags',
  '+bitexact',
];
function encodeBoth(ff: (args: string[]) => unknown, input: string[], name: string) {
  ff([...input, ...H264, join(OUT, `${name}.mp4`)]);
  ff([...input, ...VP9, join(OUT, `${name}.webm`)]);
}

async function videos() {
  const ff = (a: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...a], { stdio: 'inherit' });
  // 1. slow zoom over the home banner
  const src = join(OUT, 'banner-home.jpg');
  const zoom = "scale=1920:-2,zoompan=z='min(zoom+0.0012,1.18)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=125:s=640x360:fps=25";
  encodeBoth(ff, ['-loop', '1', '-i', src, '-vf', zoom, '-t', '5'], 'video-brand');
  // 2. a light sweep across a film-wrapped car, frame by frame
  const tmp = mkdtempSync(join(tmpdir(), 'cfm-frames-'));
  const p = PALETTES.cyan;
  const frames = 60;
  for (let i = 0; i < frames; i++) {
    const t = i / (frames - 1);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">${backdrop(640, 360, p, rng(7), 'v')}
      ${car('coupe', 40, 90, 0.56, p, 'c', { film: t > 0.5, sweep: -0.2 + t * 1.4 })}
      ${caption(640, 360, p, 'Car Film Master', t > 0.5 ? 'Self-healing PPF' : 'Invisible protection')}</svg>`;
    await sharp(Buffer.from(svg))
      .jpeg({ quality: 85 })
      .toFile(join(tmp, `f${String(i).padStart(3, '0')}.jpg`));
  }
  const seq = ['-framerate', '12', '-i', join(tmp, 'f%03d.jpg')];
  encodeBoth(ff, [...seq, '-vf', 'fps=25'], 'video-film');
  rmSync(tmp, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
