// The console's side of warranty registration (docs/product/warranty-registration.md#console):
// the roll registry (admins change it; editors read it), registrations with filters, their photos,
// void and transfer of a warranty, CSV export. Registrations hold personal data: only signed-in
// people (not the machine token) read them, every answer is no-store, every change is audited.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  NewRoll,
  REG_MSG,
  RegistrationAdminQuery,
  RollListQuery,
  RollPatch,
  TransferRequest,
  VoidRequest,
  registrationPaths,
  type FieldError,
  type NewRoll as NewRollBody,
  type RegistrationAdminQuery as AdminQuery,
  type RollPatch as Patch,
  type TransferRequest as Transfer,
} from '../../../contract/registrations';
import { sendRefusal } from '../../lib/envelope';
import { nowIso } from '../../lib/tokens';
import { pageWindow, paged } from '../../lib/paging';
import { audit } from '../../db/repositories/editor-users.repository';
import { ownDealer } from '../../db/repositories/network.repository';
import { warrantyKey } from '../../db/repositories/warranty.repository';
import {
  findPhoto,
  findRegisteredWarranty,
  findRegistration,
  findRoll,
  installationsOf,
  listRegistrations,
  listRolls,
  rollUsesOf,
  shopNames,
  usesOfRoll,
} from '../../db/repositories/registration.repository';
import { detailOf, summaries } from '../../registration/views';
import { checkOwner, cmToMetres } from '../../registration/request-checks';
import { checkRollCsv } from '../../registration/roll-csv';
import { registrationMail, warrantyView } from '../../registration/register';
import { toCsv } from '../../editor/csv';
import { rollView } from '../shop/registrations';
import { personOf, requireAdmin, requirePerson } from './principal';
import { ok, sendWith } from './answers';

const PER_PAGE = 50;
const SerialParams = Type.Object({ serial: Type.String({ minLength: 1, maxLength: 40 }) });
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

const fields = (reply: FastifyReply, status: number, errors: FieldError[]) => sendWith(reply, errors[0].message, status, { errors });

export async function registrationConsoleRoutes(app: FastifyInstance) {
  const { db, config, mailer } = app.cms;
  const person = { preValidation: [requirePerson] };
  const admin = { preValidation: [requireAdmin] };
  const who = (req: FastifyRequest) => personOf(req).username;

  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  // the CSV import's body, as text (1 MB, the app's body limit)
  for (const type of ['text/csv', 'text/plain']) {
    app.removeContentTypeParser(type);
    app.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => done(null, body));
  }

  const known = async () => ({
    products: new Set((await db.selectFrom('products').select('id').execute()).map((p) => p.id)),
    dealers: new Set((await db.selectFrom('dealers').select('id').execute()).map((d) => d.id)),
  });
  const viewOf = async (serial: string) => rollView((await findRoll(db, serial))!);

  app.get(registrationPaths.rolls, { ...person, schema: { querystring: RollListQuery } }, async (req) => {
    const q = req.query as { page?: number; search?: string; shop_id?: number; product_id?: number };
    const w = pageWindow(q.page, PER_PAGE);
    const { total, rows } = await listRolls(db, { search: q.search?.trim() || undefined, shopId: q.shop_id, productId: q.product_id }, w.perPage, w.offset);
    return ok(paged(rows.map(rollView), total, w));
  });

  app.post(registrationPaths.rolls, { ...admin, schema: { body: NewRoll } }, async (req, reply) => {
    const b = req.body as NewRollBody;
    const serial = b.serial.toUpperCase();
    const k = await known();
    const errors: FieldError[] = [];
    if (!k.products.has(b.product_id)) errors.push({ path: '/product_id', message: `There is no product ${b.product_id}.` });
    if (b.shop_id && !k.dealers.has(b.shop_id)) errors.push({ path: '/shop_id', message: REG_MSG.dealerUnknown(String(b.shop_id)) });
    if (await findRoll(db, serial)) errors.push({ path: '/serial', message: REG_MSG.serialTaken(serial) });
    if (errors.length) return fields(reply, errors[0].path === '/serial' ? 409 : 400, errors);
    const now = nowIso();
    try {
      await db
        .insertInto('reg_rolls')
        .values({ serial, product_id: b.product_id, length_cm: Math.round(b.length_m * 100), shop_id: b.shop_id ?? null, created_at: now, updated_at: now })
        .execute();
    } catch {
      return fields(reply, 409, [{ path: '/serial', message: REG_MSG.serialTaken(serial) }]);
    }
    await audit(db, who(req), 'roll add', `roll/${serial}`, `${b.length_m} m of product ${b.product_id}${b.shop_id ? ` to dealer ${b.shop_id}` : ''}`);
    return ok(await viewOf(serial));
  });

  app.post(registrationPaths.rollsImport, admin, async (req, reply) => {
    const text = typeof req.body === 'string' ? req.body : '';
    const k = await known();
    const serials = new Set((await db.selectFrom('reg_rolls').select('serial').execute()).map((r) => r.serial));
    const { rows, errors } = checkRollCsv(text, { ...k, serials });
    if (errors.length) return sendWith(reply, rows.length || errors.length > 1 ? REG_MSG.csvRows(errors.length) : errors[0].message, 400, { errors });
    const now = nowIso();
    try {
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += 200)
          await trx
            .insertInto('reg_rolls')
            .values(rows.slice(i, i + 200).map((r) => ({ ...r, created_at: now, updated_at: now })))
            .execute();
      });
    } catch {
      // a roll added meanwhile took one of the serials: the transaction stored none
      return sendWith(reply, REG_MSG.csvRows(1), 409, {
        errors: [{ path: '/', message: 'A roll of the file was added meanwhile: nothing was imported; import the file again.' }],
      });
    }
    await audit(db, who(req), 'roll import', 'rolls', `${rows.length} rolls`);
    return ok({ imported: rows.length });
  });

  app.get(`${registrationPaths.rolls}/:serial`, { ...person, schema: { params: SerialParams } }, async (req, reply) => {
    const roll = await findRoll(db, (req.params as { serial: string }).serial.toUpperCase());
    if (!roll) return sendRefusal(reply, 'This roll is not in the registry.', 404);
    const uses = await usesOfRoll(db, roll.id);
    return ok({
      roll: rollView(roll),
      uses: uses.map((u) => ({
        warranty_id: u.warranty_id,
        warranty_no: u.warranty_no,
        state: u.state,
        registration_id: u.registration_id,
        shop_name: u.shop_name ?? '',
        installation_date: u.installation_date,
        metres: cmToMetres(u.used_cm),
      })),
    });
  });

  app.patch(`${registrationPaths.rolls}/:serial`, { ...admin, schema: { params: SerialParams, body: RollPatch } }, async (req, reply) => {
    const serial = (req.params as { serial: string }).serial.toUpperCase();
    const b = req.body as Patch;
    const roll = await findRoll(db, serial);
    if (!roll) return sendRefusal(reply, 'This roll is not in the registry.', 404);
    if (b.shop_id && !(await ownDealer(db, b.shop_id))) return fields(reply, 400, [{ path: '/shop_id', message: REG_MSG.dealerUnknown(String(b.shop_id)) }]);
    const set: { shop_id?: number | null; length_cm?: number; updated_at: string } = { updated_at: nowIso() };
    if (b.shop_id !== undefined) set.shop_id = b.shop_id;
    if (b.length_m !== undefined) set.length_cm = Math.round(b.length_m * 100);
    let q = db.updateTable('reg_rolls').set(set).where('id', '=', roll.id);
    // never below what registrations already used (checked in the update itself: one may be spending now)
    if (set.length_cm !== undefined) q = q.where('used_cm', '<=', set.length_cm);
    const done = await q.executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      const now = await findRoll(db, serial);
      return fields(reply, 409, [{ path: '/length_m', message: REG_MSG.lengthBelowUsed(cmToMetres(now?.used_cm ?? 0)) }]);
    }
    const what = [
      b.shop_id !== undefined ? `dealer ${roll.shop_id ?? 'stock'} → ${b.shop_id ?? 'stock'}` : '',
      b.length_m !== undefined ? `length ${cmToMetres(roll.length_cm)} → ${b.length_m} m` : '',
    ]
      .filter(Boolean)
      .join(', ');
    await audit(db, who(req), 'roll change', `roll/${serial}`, what);
    return ok(await viewOf(serial));
  });

  const filterOf = (q: AdminQuery) => ({
    shopId: q.shop_id,
    productId: q.product_id,
    from: q.from,
    to: q.to,
    state: q.state,
    search: q.search?.trim() || undefined,
  });

  app.get(registrationPaths.registrations, { ...person, schema: { querystring: RegistrationAdminQuery } }, async (req) => {
    const q = req.query as AdminQuery;
    const w = pageWindow(q.page, PER_PAGE);
    const { total, rows } = await listRegistrations(db, filterOf(q), w.perPage, w.offset);
    return ok(paged(await summaries(db, rows), total, w));
  });

  app.get(registrationPaths.registrationsCsv, { ...person, schema: { querystring: RegistrationAdminQuery } }, async (req, reply) => {
    const q = req.query as AdminQuery;
    const { rows } = await listRegistrations(db, filterOf(q), 1_000_000, 0);
    const insts = await installationsOf(
      db,
      rows.map((r) => r.id),
    );
    const uses = await rollUsesOf(
      db,
      insts.map((i) => i.id),
    );
    const shops = await shopNames(
      db,
      rows.map((r) => r.shop_id),
    );
    const states = new Map(
      (insts.length
        ? await db
            .selectFrom('reg_warranties')
            .select(['id', 'state', 'void_reason'])
            .where(
              'id',
              'in',
              insts.map((i) => i.warranty_id),
            )
            .execute()
        : []
      ).map((w) => [w.id, w]),
    );
    const byReg = new Map(rows.map((r) => [r.id, r]));
    const lines = insts.map((i) => {
      const r = byReg.get(i.registration_id)!;
      return {
        registration: r.public_id,
        submitted_at: r.created_at,
        dealer: shops.get(r.shop_id)?.shop_name ?? String(r.shop_id),
        warranty_no: i.warranty_no,
        state: states.get(i.warranty_id)?.state ?? '',
        void_reason: states.get(i.warranty_id)?.void_reason ?? '',
        installation_date: i.installation_date,
        product: i.product_name,
        areas: i.areas,
        rolls: uses
          .filter((u) => u.installation_id === i.id)
          .map((u) => `${u.serial} ${cmToMetres(u.used_cm)} m`)
          .join('; '),
        valid_until: i.valid_until,
        owner_name: r.owner_name,
        owner_email: r.owner_email,
        owner_phone: r.owner_phone,
        vin: r.vin,
        plate: r.plate,
        brand: r.brand,
        model: r.model,
      };
    });
    await audit(db, who(req), 'export', 'registrations', `${lines.length} installations`);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="registrations.csv"')
      .send(lines.length ? toCsv(lines) : 'registration\r\n');
  });

  app.get(`${registrationPaths.registrations}/:id`, { ...person, schema: { params: IdParams } }, async (req, reply) => {
    const reg = await findRegistration(db, (req.params as { id: string }).id);
    return reg ? ok(await detailOf(db, reg)) : sendRefusal(reply, REG_MSG.notFound, 404);
  });

  app.get('/api/editor/registration-photos/:id', { ...person, schema: { params: IdParams } }, async (req, reply) => {
    const photo = await findPhoto(db, (req.params as { id: string }).id);
    if (!photo) return sendRefusal(reply, 'This photo does not exist.', 404);
    return reply.type('image/jpeg').send(Buffer.from(photo.data));
  });

  const warrantyOr404 = async (req: FastifyRequest, reply: FastifyReply) => {
    const w = await findRegisteredWarranty(db, (req.params as { id: string }).id);
    if (!w) sendRefusal(reply, REG_MSG.warrantyNotFound, 404);
    return w;
  };

  app.post('/api/editor/registered-warranties/:id/void', { ...person, schema: { params: IdParams, body: VoidRequest } }, async (req, reply) => {
    const w = await warrantyOr404(req, reply);
    if (!w) return reply;
    const reason = (req.body as { reason: string }).reason.trim();
    if (!reason) return fields(reply, 400, [{ path: '/reason', message: REG_MSG.voidReason }]);
    const now = nowIso();
    const done = await db
      .updateTable('reg_warranties')
      .set({ state: 'void', live_key: null, void_reason: reason, voided_at: now, updated_at: now })
      .where('id', '=', w.id)
      .where('state', '=', 'live')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return sendRefusal(reply, REG_MSG.alreadyVoid, 409);
    await audit(db, who(req), 'warranty void', `warranty/${w.warranty_no}`, reason);
    return ok(warrantyView((await findRegisteredWarranty(db, w.public_id))!, w.registration_id));
  });

  app.post('/api/editor/registered-warranties/:id/transfer', { ...person, schema: { params: IdParams, body: TransferRequest } }, async (req, reply) => {
    const w = await warrantyOr404(req, reply);
    if (!w) return reply;
    const b = req.body as Transfer;
    const errors: FieldError[] = [];
    const owner = checkOwner(b.owner, '/owner', errors);
    if (errors.length) return fields(reply, 400, errors);
    const now = nowIso();
    const done = await db
      .updateTable('reg_warranties')
      .set({
        owner_name: owner.name,
        owner_email: owner.email,
        owner_phone: owner.phone,
        key_email: warrantyKey(owner.email),
        key_phone: warrantyKey(owner.phone),
        updated_at: now,
      })
      .where('id', '=', w.id)
      .where('state', '=', 'live')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return sendRefusal(reply, REG_MSG.isVoid, 409);
    await audit(db, who(req), 'warranty transfer', `warranty/${w.warranty_no}`, (b.note ?? '').trim() || 'resale');
    const fresh = (await findRegisteredWarranty(db, w.public_id))!;
    const view = warrantyView(fresh, fresh.registration_id);
    const shop = (await shopNames(db, [w.shop_id])).get(w.shop_id);
    await mailer.send(
      registrationMail(config.siteUrl, owner.email, { id: '', warranties: [view], warnings: [], repeated: false }, shop?.shop_name ?? 'Car Film Master'),
    );
    return ok(view);
  });
}
