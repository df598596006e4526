// Helpers of the live-features specs (live-*.spec.ts): dialogs, dealer sessions, the CMS outbox,
// a real PNG and the demo values to search for. Not a spec itself.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { APIRequestContext, BrowserContext, Dialog, Page } from '@playwright/test';
import { apiUrl, siteUrl } from './support/env';
import { readEnv } from './support/harness';

export const TOKEN_COOKIE = 'carfilmmaster_shop_token';
export const INFO_COOKIE = 'carfilmmaster_shop_info';

export const DEALERS = {
  berlin: { username: 'dealer.berlin', password: 'Berlin#2026film', email: 'berlin@example.com', shopId: 1 },
  dubai: { username: 'dealer.dubai', password: 'Dubai#2026film', email: 'dubai@example.com', shopId: 9 },
  texas: { username: 'dealer.texas', password: 'Texas#2026film', email: 'texas@example.com', shopId: 6 },
} as const;

/**
 * Every alert/confirm the page shows, in order. Alerts are accepted; confirms get `confirm`
 * (true = OK). Returns the live list of messages.
 */
export function recordDialogs(page: Page, opts: { confirm?: boolean } = {}): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push(dialog.message());
    if (dialog.type() === 'confirm' && opts.confirm === false) void dialog.dismiss();
    else void dialog.accept();
  });
  return seen;
}

/** Wait until `seen` has at least `n` messages. */
export async function dialogsCount(page: Page, seen: string[], n: number, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (seen.length < n) {
    if (Date.now() > deadline) throw new Error(`expected ${n} dialogs, saw ${seen.length}: ${JSON.stringify(seen)}`);
    await page.waitForTimeout(50);
  }
}

export interface UserInfo {
  id: number;
  username: string;
  shop_name: string;
  token: string;
  [k: string]: unknown;
}

/** Log in through the API (no UI), for tests that only need a session. */
export async function apiLogin(request: APIRequestContext, who: { username: string; password: string }): Promise<UserInfo> {
  const res = await request.post(`${apiUrl()}/api/login/login`, { form: { username: who.username, password: who.password } });
  const body = (await res.json()) as { code: number; data: { userinfo: UserInfo }; msg: string };
  if (body.code !== 1) throw new Error(`login ${who.username} refused: ${body.msg}`);
  return body.data.userinfo;
}

/** Put a session into the browser's cookies exactly as the site stores it (js-cookie encoding). */
export async function setSessionCookies(context: BrowserContext, token: string, info: object): Promise<void> {
  const url = siteUrl();
  await context.addCookies([
    { name: TOKEN_COOKIE, value: encodeURIComponent(token), url, sameSite: 'Strict' },
    { name: INFO_COOKIE, value: encodeURIComponent(JSON.stringify(info)), url, sameSite: 'Strict' },
  ]);
}

/** The latest reset link sent to `to`, read from the CMS outbox (the DB file the harness created). */
export async function latestResetCode(to: string): Promise<string> {
  // better-sqlite3 is a dependency of the CMS; read-only so the running CMS is not disturbed.
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(readEnv().cms.dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT body FROM outbox WHERE lower(to_address) = lower(?) ORDER BY id DESC LIMIT 1').get(to) as { body: string } | undefined;
    const code = row?.body.match(/\/ResetPwd\/([^\s/]+)/)?.[1];
    if (!code) throw new Error(`no reset mail for ${to} in the outbox`);
    return code;
  } finally {
    db.close();
  }
}

/** A real PNG (solid colour, w×h) built byte by byte: signature, IHDR, IDAT, IEND. */
export function makePng(w: number, h: number, rgb: [number, number, number] = [225, 6, 0]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3).map((_, i) => rgb[i % 3]!)]);
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface DemoWarranty {
  warrantyNo: string;
  phone: string;
  plate: string;
  CustomerEmail: string | null;
  VINNO: string | null;
  CustomerName: string;
  cpname: string;
}

/** The demo warranties (cms/content), whose plate and phone the API never echoes back. */
export function demoWarranties(): DemoWarranty[] {
  const file = path.resolve(__dirname, '../../cms/content/warranties.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoWarranty[];
}

/**
 * The browser title a live page must have: its page meta's sub_title, the brand once
 * (docs/product/routes-and-screens.md#page-titles-and-meta).
 */
export async function metaTitle(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.get(`${apiUrl()}/api/index/getPageMeta`, { params: { title } });
  const sub = ((await res.json()) as { data: { sub_title: string } }).data.sub_title;
  const brand = ' | Car Film Master';
  return `${sub.endsWith(brand) ? sub.slice(0, -brand.length) : sub}${brand}`;
}

/** Wait until React has hydrated the page (the layout's <main> carries React's props), so typed input and clicks are handled. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return !!main && Object.keys(main).some((k) => k.startsWith('__reactProps'));
  });
}

/** page.goto, then wait for hydration. */
export async function gotoReady(page: Page, url: string) {
  const res = await page.goto(url);
  await hydrated(page);
  return res;
}
