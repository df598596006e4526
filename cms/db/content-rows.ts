// Maps the items of each content file (cms/content/FORMAT.md) to rows of their tables.
import type { Insertable } from 'kysely';
import type { Database } from './tables';
import { newOpaqueId } from '../lib/tokens';
import { warrantyKey } from './repositories/warranty.repository';
import { newWarrantyNo } from '../lib/warranty-number';

// Content items are untyped JSON; the helpers below check and convert each field they read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Item = Record<string, any>;
type Rows = { [T in keyof Database]?: Insertable<Database[T]>[] };

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const media = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown): number => (Number.isFinite(Number(v)) ? Number(v) : 0);
/** A latitude (±90) or longitude (±180); absent is null, anything else out of range is an error naming the item. */
export function coordinate(v: unknown, max: 90 | 180, what: string): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  if (!Number.isFinite(n) || Math.abs(n) > max) throw new Error(`${what}: ${JSON.stringify(v)} is not a coordinate between -${max} and ${max}`);
  return n;
}
const nullableId = (v: unknown): number | null => (Number.isInteger(Number(v)) && Number(v) > 0 ? Number(v) : null);
const json = (v: unknown): string => JSON.stringify(Array.isArray(v) ? v : []);
const flag = (v: unknown): number => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0);

export function meta(item: Item, now: string) {
  return { status: item.status === 'draft' ? ('draft' as const) : ('published' as const), updated_at: now };
}

/**
 * The file's number, or a new unguessable one for a warranty given without (numbered in sequence,
 * numbers could be counted through). Items are read once per load, so the same object keeps it.
 */
const assigned = new WeakMap<Item, string>();
function warrantyNoOf(w: Item): string {
  const given = str(w.warrantyNo);
  if (given) return given;
  if (!assigned.has(w)) assigned.set(w, newWarrantyNo(num(w.ProductType) === 1 ? 1 : 0));
  return assigned.get(w)!;
}

/** The rows of one collection file; `list` is the file's array, `now` the load time. */
export const COLLECTIONS: Record<string, (list: Item[], now: string) => Rows> = {
  'articles.json': (list, now) => ({
    articles: list.map((a) => ({
      id: num(a.id),
      title: str(a.title),
      image: media(a.image),
      sub_title: str(a.sub_title),
      desc: str(a.desc),
      keywords: str(a.keywords),
      ...meta(a, now),
    })),
  }),
  'page-meta.json': (list, now) => ({
    page_meta: list.map((a) => ({
      id: num(a.id),
      title: str(a.title),
      image: media(a.image),
      sub_title: str(a.sub_title),
      desc: str(a.desc),
      keywords: str(a.keywords),
      ...meta(a, now),
    })),
  }),
  'blogs.json': (list, now) => ({
    blogs: list.map((b) => ({
      id: num(b.id),
      title: str(b.title),
      sub_title: str(b.sub_title),
      desc: str(b.desc),
      keywords: str(b.keywords),
      image: media(b.image),
      label_arr: json(b.label_arr),
      createtime: str(b.createtime),
      content: str(b.content),
      related: json(b.related),
      ...meta(b, now),
    })),
  }),
  'about-us.json': (list, now) => ({
    about_us: list.map((a, i) => ({
      id: num(a.id),
      position: i,
      title: str(a.title),
      sub_name: str(a.sub_name),
      image: media(a.image),
      content: str(a.content),
      ...meta(a, now),
    })),
  }),
  'core-values.json': (list, now) => ({
    core_values: list.map((a, i) => ({ id: num(a.id), position: i, title: str(a.title), image: media(a.image), content: str(a.content), ...meta(a, now) })),
  }),
  'product-categories.json': (list, now) => ({
    product_categories: list.map((c) => ({
      id: num(c.id),
      name: str(c.name),
      brief: str(c.brief),
      image: media(c.image),
      desc: str(c.desc),
      product_type: num(c.product_type),
      ...meta(c, now),
    })),
  }),
  'products.json': (list, now) => ({
    products: list.map((p) => ({
      id: num(p.id),
      category_id: num(p.category_id),
      product_type: num(p.product_type),
      goods_name: str(p.goods_name),
      sub_name: str(p.sub_name),
      goods_image: media(p.goods_image),
      desc: str(p.desc),
      images: json(p.images),
      content: str(p.content),
      features: json(p.features),
      way: num(p.way),
      label: json(p.label),
      pdf_url: media(p.pdf_url),
      tools_content: str(p.tools_content),
      sub_title: str(p.sub_title),
      keywords: str(p.keywords),
      warranty_years: nullableId(p.warranty_years),
      ...meta(p, now),
    })),
  }),
  'cases.json': (list, now) => ({
    cases: list.map((c) => ({
      id: num(c.id),
      title: str(c.title),
      image: media(c.image),
      content: str(c.content),
      sub_title: str(c.sub_title),
      desc: str(c.desc),
      keywords: str(c.keywords),
      ppf: flag(c.ppf),
      collection: flag(c.collection),
      train_ids: json(c.train_ids),
      shop_ids: json(c.shop_ids),
      ...meta(c, now),
    })),
  }),
  'plotters.json': (list, now) => ({
    plotters: list.map((p, i) => ({
      id: num(p.id),
      position: i,
      goods_name: str(p.goods_name),
      goods_image: media(p.goods_image),
      image: media(p.image),
      labels: json(p.labels),
      pdf_url: media(p.pdf_url),
      video: media(p.video),
      content: str(p.content),
      features: json(p.features),
      images_arr: json(p.images_arr),
      sub_title: str(p.sub_title),
      desc: str(p.desc),
      keywords: str(p.keywords),
      ...meta(p, now),
    })),
  }),
  'tool-categories.json': (list, now) => ({ tool_categories: list.map((c) => ({ id: num(c.id), name: str(c.name), ...meta(c, now) })) }),
  'tools.json': (list, now) => ({
    tools: list.map((t) => ({
      id: num(t.id),
      category_id: num(t.category_id),
      goods_name: str(t.goods_name),
      goods_image: media(t.goods_image),
      desc: str(t.desc),
      video: media(t.video),
      content: str(t.content),
      sub_name: str(t.sub_name),
      tools_content: str(t.tools_content),
      image: media(t.image),
      images_arr: json(t.images_arr),
      sub_title: str(t.sub_title),
      keywords: str(t.keywords),
      branding: flag(t.branding),
      ...meta(t, now),
    })),
  }),
  'faq-categories.json': (list, now) => ({ categories: categoryRows(list, 3, now) }),
  'download-categories.json': (list, now) => ({ categories: categoryRows(list, 6, now) }),
  'faqs.json': (list, now) => ({
    faqs: list.map((f) => ({
      id: num(f.id),
      category_id: num(f.category_id),
      second_id: nullableId(f.second_id),
      title: str(f.title),
      content: str(f.content),
      ...meta(f, now),
    })),
  }),
  'downloads.json': (list, now) => ({
    downloads: list.map((d) => ({
      id: num(d.id),
      category_id: num(d.category_id),
      title: str(d.title),
      image: media(d.image),
      url: str(d.url),
      ...meta(d, now),
    })),
  }),
  'countries.json': (list, now) => ({
    countries: list.map((c, i) => ({ id: num(c.id), position: i, name: str(c.name), ...meta(c, now) })),
    regions: list.flatMap((c) =>
      (Array.isArray(c.regions) ? c.regions : []).map((r: Item, i: number) => ({
        id: num(r.id),
        country_id: num(c.id),
        position: i,
        name: str(r.name),
        ...meta(r, now),
      })),
    ),
  }),
  'partner-categories.json': (list, now) => ({
    partner_categories: list.map((c) => ({ id: num(c.id), image: media(c.image), name: str(c.name), desc: str(c.desc), ...meta(c, now) })),
  }),
  'dealers.json': (list, now) => ({
    dealers: list.map((d) => ({
      id: num(d.id),
      level: ['country_dealer', 'certified_shop', 'reseller'].includes(d.level) ? d.level : 'reseller',
      shop_name: str(d.shop_name),
      shop_image: media(d.shop_image),
      image: media(d.image),
      img: media(d.img),
      mobile: str(d.mobile),
      email: str(d.email),
      address: str(d.address),
      desc: str(d.desc),
      content: str(d.content),
      keywords: str(d.keywords),
      stars: Math.max(0, Math.min(5, Math.round(num(d.stars)))),
      nation_id: nullableId(d.nation_id),
      city_id: nullableId(d.city_id),
      lat: coordinate(d.lat, 90, `dealers.json, dealer ${str(d.id)}, lat`),
      lng: coordinate(d.lng, 180, `dealers.json, dealer ${str(d.id)}, lng`),
      article_ids: json(d.article_ids),
      branding_ids: json(d.branding_ids),
      ...meta(d, now),
    })),
  }),
  'trainers.json': (list, now) => ({
    trainers: list.map((t, i) => ({
      id: num(t.id),
      position: i,
      name: str(t.name),
      image: media(t.image),
      big_image: media(t.big_image),
      desc: str(t.desc),
      special: str(t.special),
      content: str(t.content),
      ...meta(t, now),
    })),
  }),
  'trainings.json': (list, now) => {
    const used = new Set<number>();
    return {
      trainings: list.map((t, i) => ({
        id: num(t.id),
        position: i,
        title: str(t.title),
        name: str(t.name),
        sub_name: str(t.sub_name),
        desc: str(t.desc),
        keywords: str(t.keywords),
        sub_title: str(t.sub_title),
        image: media(t.image),
        images: media(t.images),
        detail_image: media(t.detail_image),
        content: str(t.content),
        train_content: str(t.train_content),
        steps: json(t.steps),
        cost_price: num(t.cost_price),
        cost_days: num(t.cost_days),
        cost_people: num(t.cost_people),
        trainer_ids: json(t.trainer_ids),
        ...meta(t, now),
      })),
      training_addresses: list.flatMap((t) =>
        (Array.isArray(t.addresses) ? t.addresses : []).map((a: Item) => {
          const id = nullableId(a.id);
          const keep = id !== null && !used.has(id);
          if (keep) used.add(id);
          return { ...(keep ? { id } : {}), training_id: num(t.id), country_id: num(a.country_id), address: str(a.address) } as Insertable<
            Database['training_addresses']
          >;
        }),
      ),
    };
  },
  'warranties.json': (list, now) => ({
    warranties: list.map((w) => ({
      public_id: newOpaqueId(),
      warranty_no: warrantyNoOf(w),
      product_type: num(w.ProductType) === 1 ? 1 : 0,
      cpname: str(w.cpname),
      customer_name: str(w.CustomerName),
      customer_email: media(w.CustomerEmail),
      phone: str(w.phone),
      plate: str(w.plate),
      vin: media(w.VINNO),
      car_brand: str(w.CarBrand),
      car_model: str(w.CarModal),
      store_name: str(w.storeName),
      store_address: str(w.storeAddress),
      construction: json(w.construction),
      key_no: warrantyKey(warrantyNoOf(w)),
      key_email: w.CustomerEmail ? warrantyKey(str(w.CustomerEmail)) : null,
      key_phone: warrantyKey(str(w.phone)),
      key_plate: warrantyKey(str(w.plate)),
      key_vin: w.VINNO ? warrantyKey(str(w.VINNO)) : null,
      ...meta(w, now),
    })),
  }),
};

function categoryRows(list: Item[], type: number, now: string): Insertable<Database['categories']>[] {
  return list.flatMap((c, i) => [
    { id: num(c.id), type, level: 1, parent_id: null, position: i, name: str(c.name), ...meta(c, now) },
    ...(Array.isArray(c.children) ? c.children : []).map((s: Item, j: number) => ({
      id: num(s.id),
      type,
      level: 2,
      parent_id: num(c.id),
      position: j,
      name: str(s.name),
      ...meta(s, now),
    })),
  ]);
}

/** Singleton files stored whole as JSON documents, under these page keys. */
export const SINGLETONS: Record<string, string> = {
  'site.json': 'site',
  'ppf-page.json': 'ppf_page',
  'software.json': 'software',
  'plotter-page.json': 'plotter_page',
  'tools-page.json': 'tools_page',
  'training-page.json': 'training_page',
  'collection.json': 'collection',
};

/** The logins a dealers.json names: who may sign in for which shop. Passwords are never content. */
export function logins(list: Item[]): { shop_id: number; username: string; email: string }[] {
  return list
    .filter((d) => d.login && typeof d.login.username === 'string' && d.login.username.trim())
    .map((d) => ({ shop_id: num(d.id), username: d.login.username.trim(), email: str(d.login.email || d.email).trim() }));
}

/**
 * Password material in a dealers.json (a `login.password` or a hash), named by item: a content
 * load refuses the file, in demo mode too (demo passwords are demo-logins.json's).
 */
export function passwordsInLogins(list: Item[]): string[] {
  return list
    .filter((d) => d && typeof d.login === 'object' && d.login !== null && Object.keys(d.login).some((k) => /pass|hash/i.test(k)))
    .map((d) => `dealer ${str(d.id)} (${str(d.shop_name) || 'no name'})`);
}
