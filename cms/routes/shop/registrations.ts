// Dealer portal: warranty registration (docs/product/warranty-registration.md). The shop behind the
// token registers installations on its own rolls, uploads photos, reads and (within 7 days) changes
// its own registrations. Another dealer's registration, roll or photo is refused like any other
// cross-dealer call: code 0 with "… is not available to your shop.", whether it exists or not.
import type { FastifyInstance } from 'fastify';
import { DEALER_PHOTO_PATH, REG_MSG, kindOfProductType, type Roll } from '../../../contract';
import { define } from '../define';
import { TOO_MANY, refuse, refuseFields, sendRefusal } from '../../lib/envelope';
import { throttleKey } from '../../lib/throttle';
import { nowIso, newOpaqueId } from '../../lib/tokens';
import { maskEmail } from '../../lib/mask';
import { pageWindow, paged } from '../../lib/paging';
import { audit } from '../../db/repositories/editor-users.repository';
import { ownDealer } from '../../db/repositories/network.repository';
import { findPhoto, findRegistration, listRegistrations, registrableProducts, rollsOfShop, type RollRow } from '../../db/repositories/registration.repository';
import { Refused, register, registrationMail } from '../../registration/register';
import { editRegistration } from '../../registration/edit';
import { detailOf, summaries } from '../../registration/views';
import { preparePhoto } from '../../registration/photo';
import { cmToMetres } from '../../registration/request-checks';
import { readOneFile } from '../../lib/read-file';

export const REG_PER_PAGE = 10;

export const rollView = (r: RollRow): Roll => ({
  serial: r.serial,
  product_id: r.product_id,
  product_name: r.product_name ?? '',
  kind: kindOfProductType(r.product_type ?? 0),
  length_m: cmToMetres(r.length_cm),
  used_m: cmToMetres(r.used_cm),
  remaining_m: cmToMetres(r.length_cm - r.used_cm),
  shop_id: r.shop_id,
  shop_name: r.shop_name,
});

/** who changed a registration, in the audit log */
export const dealerActor = (shopId: number) => `dealer ${shopId}`;

export default async function registrationPortalRoutes(app: FastifyInstance) {
  const { db, config, mailer, throttle } = app.cms;
  // a workshop registers a few cars a day: ten times the login limit per shop and window bounds what
  // a stolen token can write (photos are the bulk of it)
  const allowed = (what: string, shopId: number) => throttle.allow(config.throttleMax * 10, throttleKey(`registration:${what}`, String(shopId)));

  define(app, 'registrationProducts', async () =>
    (await registrableProducts(db)).map((p) => ({ id: p.id, name: p.goods_name, kind: kindOfProductType(p.product_type), term_years: p.warranty_years })),
  );

  define(app, 'rolls', async ({ query, dealer }) => (await rollsOfShop(db, dealer.shopId, query.product_id)).map(rollView));

  define(app, 'registrationPhoto', async ({ req, dealer }) => {
    if (!(await allowed('photo', dealer.shopId))) return refuse(TOO_MANY, 429);
    const read = await readOneFile(req);
    if (!read.ok) return refuse(read.msg);
    const photo = await preparePhoto(read.buf);
    if (!photo.ok) return refuse(photo.msg);
    const id = newOpaqueId();
    await db
      .insertInto('reg_photos')
      .values({
        public_id: id,
        shop_id: dealer.shopId,
        registration_id: null,
        data: photo.data,
        width: photo.width,
        height: photo.height,
        created_at: nowIso(),
      })
      .execute();
    return { id, width: photo.width, height: photo.height };
  });

  app.get(DEALER_PHOTO_PATH, { preHandler: app.requireDealer }, async (req, reply) => {
    const id = String((req.query as { id?: unknown }).id ?? '').slice(0, 64);
    const photo = id ? await findPhoto(db, id) : undefined;
    reply.header('cache-control', 'no-store');
    if (!photo || photo.shop_id !== req.dealer!.shopId) return sendRefusal(reply, REG_MSG.photoNotYours);
    return reply.type('image/jpeg').send(Buffer.from(photo.data));
  });

  define(app, 'register', async ({ body, dealer }) => {
    if (!(await allowed('register', dealer.shopId))) return refuse(TOO_MANY, 429);
    try {
      const done = await register(db, dealer.shopId, body, config.brandTimeZone, nowIso);
      if (done.created) {
        const shop = await ownDealer(db, dealer.shopId);
        await mailer.send(registrationMail(config.siteUrl, done.registration.owner_email, done.result, shop?.shop_name ?? 'Your installer'));
      }
      return done.result;
    } catch (err) {
      if (err instanceof Refused) return refuseFields(err.errors);
      throw err;
    }
  });

  define(app, 'registrations', async ({ query, dealer }) => {
    const w = pageWindow(query.page, REG_PER_PAGE);
    const { total, rows } = await listRegistrations(db, { shopId: dealer.shopId, search: query.search?.trim() || undefined }, w.perPage, w.offset);
    return paged(await summaries(db, rows), total, w);
  });

  define(app, 'registrationDetail', async ({ query, dealer }) => {
    const reg = await findRegistration(db, query.id);
    return reg && reg.shop_id === dealer.shopId ? detailOf(db, reg) : refuse(REG_MSG.registrationNotYours);
  });

  define(app, 'registrationEdit', async ({ body, dealer }) => {
    const reg = await findRegistration(db, body.id);
    if (!reg || reg.shop_id !== dealer.shopId) return refuse(REG_MSG.registrationNotYours);
    try {
      const out = await editRegistration(db, reg, body, nowIso());
      if (out.changed.length) await audit(db, dealerActor(dealer.shopId), 'registration.edit', reg.public_id, out.changed.join(', '));
      if (out.oldEmail !== out.newEmail) {
        const text = [
          'Hello,',
          '',
          `The email address of your Car Film Master warranty registration (vehicle ${reg.vin}) was changed to ${maskEmail(out.newEmail, true)} by your installer.`,
          'If you did not ask for this, please contact your installer or Car Film Master.',
        ].join('\n');
        await mailer.send({ to: out.oldEmail, subject: 'The email address of your warranty was changed', text, redacted: text });
        const fresh = await findRegistration(db, reg.public_id);
        const detail = await detailOf(db, fresh!);
        const shop = await ownDealer(db, dealer.shopId);
        await mailer.send(
          registrationMail(
            config.siteUrl,
            out.newEmail,
            { id: detail.id, warranties: detail.warranties, warnings: [], repeated: false },
            shop?.shop_name ?? 'Your installer',
          ),
        );
      }
      return detailOf(db, (await findRegistration(db, reg.public_id))!);
    } catch (err) {
      if (err instanceof Refused) return refuseFields(err.errors);
      throw err;
    }
  });
}
