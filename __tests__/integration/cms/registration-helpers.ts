// Helpers of the warranty registration tests: valid VINs, a complete request, JSON calls with a
// dealer token, photos made with sharp.
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { endpoints, vinCheckDigit, type RegistrationRequest } from '../../../contract';
import { dayIn } from '../../../cms/registration/calendar';
import { multipart } from './helpers';
import type { Db } from '../../../cms/db/database';
import { hashToken, newToken } from '../../../cms/lib/tokens';

/** A North American VIN (first character 1) with its right check digit; `n` makes it unique. */
export function vinFor(n: number): string {
  const base = `1HGCM826${'0'}3A${String(n).padStart(6, '0')}`;
  return base.slice(0, 8) + vinCheckDigit(base) + base.slice(9);
}

export const today = (timeZone: string) => dayIn(timeZone);

export function request(timeZone: string, over: Partial<RegistrationRequest> = {}): RegistrationRequest {
  return {
    owner: { name: 'Ada Owner', email: 'ada.owner@example.test', phone: '+49 30 1234 5678' },
    vehicle: { vin: vinFor(1), plate: 'B-AO 123', brand: 'Porsche', model: 'Taycan' },
    installation_date: today(timeZone),
    installations: [{ product_id: 1, areas: ['bonnet', 'bumper'], rolls: [{ serial: 'PPF-A-001', metres: 2.5 }] }],
    photos: [],
    idempotency_key: `key-${Math.random().toString(36).slice(2)}`,
    ...over,
  };
}

export function postJson(app: FastifyInstance, path: string, body: unknown, token?: string) {
  return app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, payload: JSON.stringify(body) });
}

export const registerCall = (app: FastifyInstance, body: unknown, token?: string) => postJson(app, endpoints.register.path, body, token);

export async function png(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
}

/** A JPEG carrying a GPS position and a camera make in its EXIF. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#a63' } })
    .withExif({
      IFD0: { Make: 'WorkshopCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' },
    })
    .jpeg()
    .toBuffer();
}

export async function uploadPhoto(app: FastifyInstance, data: Buffer, token: string, type = 'image/png') {
  const mp = multipart([{ field: 'file', filename: 'photo', type, data }]);
  return app.inject({ method: 'POST', url: endpoints.registrationPhoto.path, headers: { ...mp.headers, token }, payload: mp.payload });
}

export async function photoId(app: FastifyInstance, token: string): Promise<string> {
  const res = (await uploadPhoto(app, await png(), token)).json();
  if (res.code !== 1) throw new Error(`upload refused: ${res.msg}`);
  return res.data.id as string;
}

/**
 * `n` dealers (ids from `firstId`) with a login, a live session token each and rolls of product 1
 * (`rolls` per dealer, `metres` long), written straight to the database.
 */
export async function seedDealers(
  db: Db,
  n: number,
  firstId: number,
  rolls: number,
  metres: number,
): Promise<{ shopId: number; token: string; serials: string[] }[]> {
  const now = new Date().toISOString();
  const out: { shopId: number; token: string; serials: string[] }[] = [];
  for (let i = 0; i < n; i += 1) {
    const id = firstId + i;
    await db
      .insertInto('dealers')
      .values({
        id,
        status: 'published',
        updated_at: now,
        level: 'certified_shop',
        shop_name: `Load Shop ${id}`,
        shop_image: null,
        image: null,
        img: null,
        mobile: '+1 555 0100',
        email: `shop${id}@example.test`,
        address: `${id} Test Road`,
        desc: '',
        content: '',
        keywords: '',
        stars: 5,
        nation_id: null,
        city_id: null,
        lat: null,
        lng: null,
        article_ids: '[]',
        branding_ids: '[]',
      })
      .execute();
    await db
      .insertInto('accounts')
      .values({ shop_id: id, username: `load${id}`, email: `shop${id}@example.test`, updated_at: now })
      .execute();
    const token = newToken();
    await db
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), shop_id: id, created_at: now, expires_at: Math.floor(Date.now() / 1000) + 3600, revoked_at: null })
      .execute();
    const serials = Array.from({ length: rolls }, (_, k) => `LOAD-${id}-${k}`);
    for (const serial of serials)
      await db
        .insertInto('reg_rolls')
        .values({ serial, product_id: 1, length_cm: metres * 100, shop_id: id, created_at: now, updated_at: now })
        .execute();
    out.push({ shopId: id, token, serials });
  }
  return out;
}
