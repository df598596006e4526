// The /api/Warranty/* group: search by warranty no., email, plate, phone or VIN; detail by opaque id; client count.
// Lookups are throttled per client and overall, and a warranty number alone only reveals masked personal data.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../../contract';
import { define, serializedAnswer } from '../define';
import { TOO_MANY, refuse, type Serialized } from '../../lib/envelope';
import { clean } from '../../lib/checks';
import { parseJson } from '../../lib/json';
import { maskEmail, maskName, maskTail } from '../../lib/mask';
import { throttleKey } from '../../lib/throttle';
import { findWarranties, findWarranty, warrantyKey } from '../../db/repositories/warranty.repository';
import { getPage } from '../../db/repositories/site.repository';
import type { SiteDoc } from '../index/site';
import { findRegisteredWarranties, findRegisteredWarranty } from '../../db/repositories/registration.repository';
import { publicRows, type PublicWarrantyRow } from '../../registration/public-rows';

export const NO_WARRANTY = 'No warranty was found. Please check your warranty ID, email, plate No., tel or VIN.';

type Obj = Record<string, unknown>;
/** a warranty of the content files, or a registered one (cms/registration/public-rows.ts) */
type Row = PublicWarrantyRow;
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const objs = (v: unknown): Obj[] => (Array.isArray(v) ? v.filter((x): x is Obj => !!x && typeof x === 'object') : []);

/**
 * Whether the asker knows the owner: searched by a personal key (email, plate, tel, VIN), or gave
 * the warranty number with one of them as the second key. A number alone is printed on paperwork
 * and could be guessed, so it does not count.
 */
function knowsOwner(w: Row, filter: string, second: string): boolean {
  const personal = [w.key_email, w.key_plate, w.key_phone, w.key_vin].filter((k): k is string => !!k);
  return [filter, second].some((given) => personal.includes(warrantyKey(given)));
}

const card = (w: Row, owner: boolean) => ({
  Id: w.public_id,
  cpname: w.cpname,
  CustomerName: owner ? w.customer_name : maskName(w.customer_name),
  CarBrand: w.car_brand,
  CarModal: w.car_model,
  storeName: w.store_name,
  storeAddress: w.store_address,
  ...(w.voided ? { void: true } : {}),
});

/** Email and phone are masked even for the owner (the page may be printed or shared); VIN and name only for others. */
const detail = (w: Row, owner: boolean) => ({
  order: { ProductType: w.product_type === 1 ? (1 as const) : (0 as const), warrantyNo: w.warranty_no },
  customer: {
    customer: {
      CustomerName: owner ? w.customer_name : maskName(w.customer_name),
      CustomerEmail: w.customer_email ? maskEmail(w.customer_email, owner) : null,
      VINNO: w.vin ? (owner ? w.vin : maskTail(w.vin, 4)) : null,
      CustomerTel: w.phone ? maskTail(w.phone, 4) : null,
      CarBrand: w.car_brand,
      CarModal: w.car_model,
    },
  },
  construction: objs(parseJson<unknown>(w.construction, [])).map((c) => ({
    zorder: { ConstructionDate: s(c.ConstructionDate) },
    zconstruc: objs(c.items).map((i) => ({ VehicleId: s(i.VehicleId), name: s(i.name), vnames: s(i.vnames), StockNo: s(i.StockNo), baozhiqi: s(i.baozhiqi) })),
  })),
  installer: { storeName: w.store_name, storeAddress: w.store_address },
  // a void warranty is still found: the page says it is void, and why
  ...(w.voided ? { void: w.voided } : {}),
});

/**
 * The detail answer of a row as the owner and as anyone else sees it, serialized once per row
 * object: the rows are memoized until content changes (`app.publicMemo`), and with them the parsed,
 * masked and serialized answers.
 */
const details = new WeakMap<Row, { owner?: Serialized; other?: Serialized }>();
function detailOf(w: Row, owner: boolean, reply: FastifyReply): Serialized {
  let seen = details.get(w);
  if (!seen) details.set(w, (seen = {}));
  const make = () => serializedAnswer(reply, 'warrantyDetail', detail(w, owner));
  return owner ? (seen.owner ??= make()) : (seen.other ??= make());
}

/**
 * The list answer of a search's rows, serialized once per memoized result and per pattern of whom
 * the asker is shown as the owner of (the same search with the same second key gives the same
 * pattern), like the detail above.
 */
const lists = new WeakMap<Row[], Map<string, Serialized>>();
function listOf(found: Row[], filter: string, second: string, reply: FastifyReply): Serialized {
  const owners = found.map((w) => knowsOwner(w, filter, second));
  const pattern = owners.map((o) => (o ? '1' : '0')).join('');
  let seen = lists.get(found);
  if (!seen) lists.set(found, (seen = new Map()));
  let answer = seen.get(pattern);
  if (!answer) {
    answer = serializedAnswer(
      reply,
      'warrantyList',
      found.map((w, i) => card(w, owners[i])),
    );
    seen.set(pattern, answer);
  }
  return answer;
}

export default async function warrantyGroup(app: FastifyInstance) {
  const { db, throttle, config } = app.cms;

  // the counters' keys are hashes: everyone's is the same for every lookup, and a client's for its
  // next lookups (a few thousand clients' kept, the oldest forgotten first)
  const allKey = throttleKey('warranty:all');
  const clientKeys = new Map<string, string>();
  const clientKey = (ip: string) => {
    let key = clientKeys.get(ip);
    if (key === undefined) {
      key = throttleKey('warranty:ip', ip);
      if (clientKeys.size >= 4096) clientKeys.delete(clientKeys.keys().next().value!);
      clientKeys.set(ip, key);
    }
    return key;
  };

  /**
   * every lookup counts per client and towards everyone's total, before the database is asked; both
   * in one statement, and a lookup the client's limit refuses is given back on the total
   */
  const allowed = (req: FastifyRequest) => throttle.allowInTurn([config.warrantyMax, clientKey(req.ip)], [config.warrantyMaxAll, allKey]);

  // the rows are memoized until content changes (cms/plugins/public-cache.ts); every lookup is still counted first
  // registered warranties change at any time (on any instance): they are read afresh at every lookup
  const memoized = (filter: string) => app.publicMemo(`warranties:${warrantyKey(filter)}`, () => findWarranties(db, filter));
  const search = async (filter: string): Promise<Row[]> => {
    const [content, registered] = await Promise.all([memoized(filter), findRegisteredWarranties(db, filter)]);
    return registered.length ? [...content, ...(await publicRows(db, registered))] : content;
  };
  const byId = async (id: string): Promise<Row | undefined> => {
    const row = await app.publicMemo(`warranty:${id}`, () => findWarranty(db, id));
    if (row) return row;
    const registered = await findRegisteredWarranty(db, id);
    return registered ? (await publicRows(db, [registered]))[0] : undefined;
  };

  define(app, 'checkWarranty', async ({ query, req }) => {
    const filter = clean(query.filter);
    if (!filter) return refuse(MSG.warrantyInput);
    if (!(await allowed(req))) return refuse(TOO_MANY, 429);
    const found = await search(filter);
    return found.length ? { count: found.length } : refuse(NO_WARRANTY);
  });

  define(app, 'warrantyList', async ({ query, req, reply }) => {
    const filter = clean(query.filter);
    if (!filter) return refuse(MSG.warrantyInput);
    if (!(await allowed(req))) return refuse(TOO_MANY, 429);
    const found = await search(filter);
    return found.length ? listOf(found, filter, clean(query.key), reply) : refuse(NO_WARRANTY);
  });

  define(app, 'warrantyDetail', async ({ query, req, reply }) => {
    if (!(await allowed(req))) return refuse(TOO_MANY, 429);
    const id = query.id.trim();
    const row = await byId(id);
    // the detail is reached from a search: its filter comes back as `key`, proving what the search proved
    return row ? detailOf(row, knowsOwner(row, clean(query.key), ''), reply) : refuse('This warranty does not exist.');
  });

  define(app, 'warrantyCount', async () => {
    const site = (await getPage<SiteDoc>(db, 'site')) ?? {};
    const n = Number(site.warranty_clients);
    if (Number.isInteger(n) && n >= 0) return String(n);
    const row = await db
      .selectFrom('warranties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const registered = await db
      .selectFrom('reg_warranties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return String(Number(row.n) + Number(registered.n));
  });
}
