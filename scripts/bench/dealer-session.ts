/**
 * A signed-in demo dealer for the portal rows of `npm run bench` (scripts/bench/portal-templates.ts):
 * the first demo login of cms/content/demo-logins.json signs in through the real login call, then
 * registers one installation through the real dealer calls (contract/registrations.ts: a photo
 * upload, then the registration) with one of its own rolls, so the detail screens have an id to show. Returns the two session cookies exactly
 * as the site stores them (src/session/session.ts: js-cookie, URI-encoded) and those ids.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AREAS, endpoints, vinCheckDigit, type AreaNode, type RegistrationRequest, type Roll } from '../../contract';
import { SHOP_INFO_COOKIE, SHOP_TOKEN_COOKIE } from '../../src/session/cookie-names';
import { ROOT } from '../lib/proc';

export interface BenchCookie {
  name: string;
  value: string;
}

export interface DealerFixture {
  /** the dealer who signed in */
  username: string;
  cookies: BenchCookie[];
  /** the registration made for this run (opaque id of registrationDetail) */
  registrationId: string;
  /** one of the dealer's branding elements, null when it has none */
  brandingId: number | null;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(api: string, what: string, init: { path: string; token?: string; method?: string; body?: BodyInit; type?: string }): Promise<T> {
  const res = await fetch(`${api}${init.path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { token: init.token } : {}), ...(init.type ? { 'content-type': init.type } : {}) },
    body: init.body,
  });
  const text = await res.text();
  let env: Envelope<T>;
  try {
    env = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${what}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (env.code !== 1) throw new Error(`${what} refused (HTTP ${res.status}): ${env.msg}`);
  return env.data;
}

/** The first panel (a leaf of the area tree) of a film kind. */
function firstPanel(kind: Roll['kind']): string {
  const leaf = (n: AreaNode): AreaNode => (n.children?.length ? leaf(n.children[0]!) : n);
  const top = AREAS.find((a) => a.kind === kind);
  if (!top) throw new Error(`no area of the film kind ${kind}`);
  return leaf(top).id;
}

/** A VIN with its right check digit (a North American one, first character 1), unique per run. */
function vin(): string {
  const digits = String(Date.now() % 1_000_000).padStart(6, '0');
  const base = `1HGCM82603A${digits}`;
  return base.slice(0, 8) + vinCheckDigit(base) + base.slice(9);
}

/** Yesterday in UTC: never in the future and within the 30 days back in any shop's time zone. */
function installationDay(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

export async function signInDemoDealer(api: string): Promise<DealerFixture> {
  const logins = JSON.parse(fs.readFileSync(path.join(ROOT, 'cms', 'content', 'demo-logins.json'), 'utf8')) as {
    dealers: { username: string; password: string }[];
  };
  const who = logins.dealers[0];
  if (!who) throw new Error('cms/content/demo-logins.json names no dealer');
  const { userinfo } = await call<{ userinfo: { token: string; [k: string]: unknown } }>(api, `login of ${who.username}`, {
    path: endpoints.login.path,
    method: 'POST',
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams({ username: who.username, password: who.password }).toString(),
  });
  const token = userinfo.token;

  const rolls = await call<Roll[]>(api, 'the dealer\u2019s rolls', { path: endpoints.rolls.path, token });
  const roll = rolls.find((r) => r.remaining_m >= 1);
  if (!roll) throw new Error(`${who.username} has no roll with a metre left to register with (cms/content/rolls.json)`);
  // a registration needs a photo (REG_LIMITS.photosMin): a real image, uploaded through the real call
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2b2f36' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'installation.jpg');
  const uploaded = await call<{ id: string }>(api, 'the photo upload', { path: endpoints.registrationPhoto.path, method: 'POST', token, body: form });
  const request: RegistrationRequest = {
    owner: { name: 'Bench Owner', email: 'bench.owner@example.test', phone: '+49 30 1234 5678' },
    vehicle: { vin: vin(), plate: 'B-LH 100', brand: 'Porsche', model: 'Taycan' },
    installation_date: installationDay(),
    installations: [{ product_id: roll.product_id, areas: [firstPanel(roll.kind)], rolls: [{ serial: roll.serial, metres: 1 }] }],
    photos: [uploaded.id],
    idempotency_key: `bench-${randomUUID()}`,
  };
  const registered = await call<{ id: string }>(api, 'the registration', {
    path: endpoints.register.path,
    method: 'POST',
    token,
    type: 'application/json',
    body: JSON.stringify(request),
  });

  const branding = await call<{ data: { goods_id: number }[] }>(api, 'the branding elements', { path: `${endpoints.brandingList.path}?page=1`, token });

  return {
    username: who.username,
    cookies: [
      { name: SHOP_TOKEN_COOKIE, value: encodeURIComponent(token) },
      { name: SHOP_INFO_COOKIE, value: encodeURIComponent(JSON.stringify(userinfo)) },
    ],
    registrationId: registered.id,
    brandingId: branding.data[0]?.goods_id ?? null,
  };
}
