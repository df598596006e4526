// The /api/Warranty/* group: search by warranty no., email, plate, phone or VIN; detail by opaque id; client count.
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { MSG } from '../../../src/contract';
import { define } from '../define';
import { refuse } from '../../lib/envelope';
import { clean } from '../../lib/checks';
import { parseJson } from '../../lib/json';
import { findWarranties, findWarranty } from '../../db/repositories/warranty.repository';
import { getPage } from '../../db/repositories/site.repository';
import type { WarrantyTable } from '../../db/tables/warranty.table';
import type { SiteDoc } from '../index/site';

export const NO_WARRANTY = 'No warranty was found. Please check your warranty ID, email, plate No., tel or VIN.';

type Obj = Record<string, unknown>;
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const objs = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter((x): x is Obj => !!x && typeof x === 'object') : []);

const card = (w: Selectable<WarrantyTable>) => ({
  Id: w.public_id,
  cpname: w.cpname,
  CustomerName: w.customer_name,
  CarBrand: w.car_brand,
  CarModal: w.car_model,
  storeName: w.store_name,
  storeAddress: w.store_address,
});

const detail = (w: Selectable<WarrantyTable>) => ({
  order: { ProductType: w.product_type === 1 ? (1 as const) : (0 as const), warrantyNo: w.warranty_no },
  customer: {
    customer: { CustomerName: w.customer_name, CustomerEmail: w.customer_email, VINNO: w.vin, CarBrand: w.car_brand, CarModal: w.car_model },
  },
  construction: objs(parseJson<unknown>(w.construction, [])).map((c) => ({
    zorder: { ConstructionDate: s(c.ConstructionDate) },
    zconstruc: objs(c.items).map((i) => ({ VehicleId: s(i.VehicleId), name: s(i.name), vnames: s(i.vnames), StockNo: s(i.StockNo), baozhiqi: s(i.baozhiqi) })),
  })),
});

export default async function warrantyGroup(app: FastifyInstance) {
  const { db } = app.cms;

  define(app, 'checkWarranty', async ({ query }) => {
    const filter = clean(query.filter);
    if (!filter) return refuse(MSG.warrantyInput);
    const found = await findWarranties(db, filter);
    return found.length ? { count: found.length } : refuse(NO_WARRANTY);
  });

  define(app, 'warrantyList', async ({ query }) => {
    const filter = clean(query.filter);
    if (!filter) return refuse(MSG.warrantyInput);
    const found = await findWarranties(db, filter);
    return found.length ? found.map(card) : refuse(NO_WARRANTY);
  });

  define(app, 'warrantyDetail', async ({ query }) => {
    const row = await findWarranty(db, query.id.trim());
    return row ? detail(row) : refuse('This warranty does not exist.');
  });

  define(app, 'warrantyCount', async () => {
    const site = (await getPage<SiteDoc>(db, 'site')) ?? {};
    const n = Number(site.warranty_clients);
    if (Number.isInteger(n) && n >= 0) return String(n);
    const row = await db.selectFrom('warranties').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return String(Number(row.n));
  });
}
