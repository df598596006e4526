// Checks a content directory against cms/content/FORMAT.md before the loader sees it: every file
// present and parseable, required fields present with the right kind of value, ids unique,
// references resolving (and not pointing from published items to drafts), media files present
// and within size budgets. Run: `npx tsx cms/content/tools/check-content.ts [dir]` (default: the
// demo content next to this script). Exits 1 on errors; warnings do not fail.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ARTICLE_TITLES, PAGE_META_TITLES } from '../../../contract/site';

const DIR = resolve(process.argv[2] ?? join(__dirname, '..'));
const errors: string[] = [];
const warnings: string[] = [];
const err = (m: string) => errors.push(m);
const warn = (m: string) => warnings.push(m);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function load(file: string): unknown {
  const p = join(DIR, file);
  if (!existsSync(p)) {
    err(`${file}: missing`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(p, 'utf8'));
  } catch (e) {
    err(`${file}: invalid JSON (${(e as Error).message})`);
    return undefined;
  }
}

// ---------------------------------------------------------------- field kinds
type Kind = 'str' | 'html' | 'int' | 'bool' | 'media' | 'media?' | 'str?' | 'date' | 'ids' | 'media[]' | 'str[]' | 'any' | 'int?' | 'obj' | 'arr';
function checkKind(where: string, v: unknown, k: Kind) {
  const bad = (what: string) => err(`${where}: expected ${what}, got ${JSON.stringify(v)?.slice(0, 60)}`);
  switch (k) {
    case 'str':
    case 'html':
      if (typeof v !== 'string' || (k === 'str' && v.trim() === '')) bad('non-empty string');
      break;
    case 'str?':
      if (v !== null && typeof v !== 'string') bad('string or null');
      break;
    case 'int':
      if (!Number.isInteger(v)) bad('integer');
      break;
    case 'int?':
      if (v !== null && !Number.isInteger(v)) bad('integer or null');
      break;
    case 'bool':
      if (typeof v !== 'boolean') bad('boolean');
      break;
    case 'media':
      if (typeof v !== 'string' || !v.startsWith('media/')) bad('media path');
      break;
    case 'media?':
      if (v !== null && (typeof v !== 'string' || !v.startsWith('media/'))) bad('media path or null');
      break;
    case 'date':
      if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v)) bad('YYYY-MM-DD HH:mm:ss');
      break;
    case 'ids':
      if (!Array.isArray(v) || !v.every(Number.isInteger)) bad('array of integer ids');
      break;
    case 'media[]':
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'string' && x.startsWith('media/'))) bad('array of media paths');
      break;
    case 'str[]':
      if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) bad('array of strings');
      break;
    case 'obj':
      if (!isObj(v)) bad('object');
      break;
    case 'arr':
      if (!Array.isArray(v)) bad('array');
      break;
    case 'any':
      break;
  }
}
function fields(where: string, o: unknown, spec: Record<string, Kind>) {
  if (!isObj(o)) {
    err(`${where}: not an object`);
    return;
  }
  for (const [f, k] of Object.entries(spec)) {
    if (!(f in o)) {
      err(`${where}: missing field "${f}"`);
      continue;
    }
    checkKind(`${where}.${f}`, o[f], k);
  }
  if ('status' in o && o.status !== 'published' && o.status !== 'draft') err(`${where}.status: must be "published" or "draft"`);
}

function list(file: string, spec: Record<string, Kind>, min = 1): Obj[] {
  const data = load(file);
  if (data === undefined) return [];
  if (!Array.isArray(data)) {
    err(`${file}: expected an array`);
    return [];
  }
  if (data.length < min) err(`${file}: expected at least ${min} items, found ${data.length}`);
  const seen = new Set<number>();
  data.forEach((o, i) => {
    fields(`${file}[${i}]`, o, { id: 'int', ...spec });
    const id = (o as Obj).id as number;
    if (seen.has(id)) err(`${file}: duplicate id ${id}`);
    seen.add(id);
  });
  return data as Obj[];
}
function single(file: string, spec: Record<string, Kind>): Obj {
  const data = load(file);
  if (data === undefined) return {};
  fields(file, data, spec);
  return isObj(data) ? data : {};
}
const published = (o: Obj) => o.status !== 'draft';
const byId = (items: Obj[]) => new Map(items.map((o) => [o.id as number, o]));
function refs(where: string, ids: unknown, target: Map<number, Obj>, targetName: string, fromPublished = true) {
  if (!Array.isArray(ids)) return;
  for (const id of ids) {
    const t = target.get(id as number);
    if (!t) err(`${where}: unknown ${targetName} id ${id}`);
    else if (fromPublished && !published(t)) warn(`${where}: refers to draft ${targetName} ${id}`);
  }
}
const META: Record<string, Kind> = { sub_title: 'str', desc: 'str', keywords: 'str' };

// ---------------------------------------------------------------- files of FORMAT.md
const site = single('site.json', { info: 'obj', contact: 'obj', footer: 'obj', warranty_clients: 'int', blog_banner: 'media' });
fields('site.json.info', site.info, { title: 'str', desc: 'str', keywords: 'str', trianer: 'int', trianer_years: 'int', countries: 'int' });
fields('site.json.contact', site.contact, { service_hotline: 'str', contact_number: 'str', enterprise_email: 'str', contact_address: 'str' });
fields('site.json.footer', site.footer, { contact_number: 'str', enterprise_email: 'str', apps: 'arr' });
((site.footer as Obj | undefined)?.apps as unknown[] | undefined)?.forEach((a, i) =>
  fields(`site.json.footer.apps[${i}]`, a, { name: 'str', url: 'str', image: 'media' }),
);

const articles = list('articles.json', { title: 'str', image: 'media?', ...META });
const pageMeta = list('page-meta.json', { title: 'str', image: 'media?', ...META });
for (const [items, titles, file] of [
  [articles, ARTICLE_TITLES, 'articles.json'],
  [pageMeta, PAGE_META_TITLES, 'page-meta.json'],
] as const) {
  const have = new Set(items.map((o) => o.title));
  for (const t of titles) if (!have.has(t)) err(`${file}: no item for title "${t}"`);
  for (const t of have) if (!(titles as readonly string[]).includes(t as string)) err(`${file}: unexpected title "${t}"`);
}

const BLOG_TAGS = ['Blogs', 'Events', 'News'];
const blogs = list('blogs.json', { title: 'str', ...META, image: 'media?', label_arr: 'str[]', createtime: 'date', content: 'html', related: 'ids' }, 27);
const blogMap = byId(blogs);
for (const b of blogs) {
  for (const l of (b.label_arr as string[]) ?? []) if (!BLOG_TAGS.includes(l)) err(`blogs.json ${b.id}: unknown label "${l}"`);
  refs(`blogs.json ${b.id}.related`, b.related, blogMap, 'blog', published(b));
  if ((b.related as number[])?.includes(b.id as number)) err(`blogs.json ${b.id}: relates to itself`);
}

list('about-us.json', { title: 'html', sub_name: 'str', image: 'media?', content: 'html' });
list('core-values.json', { title: 'str', image: 'media?', content: 'html' });

const categories = list('product-categories.json', { name: 'html', brief: 'str', image: 'media?', desc: 'str', product_type: 'int' });
const catMap = byId(categories);
const products = list(
  'products.json',
  {
    category_id: 'int',
    product_type: 'int',
    goods_name: 'str',
    sub_name: 'str',
    goods_image: 'media?',
    desc: 'str',
    images: 'media[]',
    content: 'html',
    features: 'arr',
    way: 'int',
    label: 'arr',
    pdf_url: 'media?',
    tools_content: 'html',
    sub_title: 'str',
    keywords: 'str',
  },
  7,
);
const productMap = byId(products);
const featureIds = new Set<number>();
for (const p of products) {
  const where = `products.json ${p.id}`;
  const cat = catMap.get(p.category_id as number);
  if (!cat) err(`${where}: unknown category_id ${p.category_id}`);
  else if (cat.product_type !== p.product_type) err(`${where}: product_type ${p.product_type} differs from its category's ${cat.product_type}`);
  if (p.product_type !== 0 && p.product_type !== 1) err(`${where}: product_type must be 0 or 1`);
  if (p.way !== 0 && p.way !== 1) err(`${where}: way must be 0 or 1`);
  ((p.features as unknown[]) ?? []).forEach((f, i) => {
    fields(`${where}.features[${i}]`, f, { id: 'int', name: 'str', image: 'media' });
    const fid = (f as Obj).id as number;
    if (featureIds.has(fid)) err(`${where}: feature id ${fid} used twice`);
    featureIds.add(fid);
  });
  ((p.label as unknown[]) ?? []).forEach((l, i) => {
    const lw = `${where}.label[${i}]`;
    fields(lw, l, { name: 'str', type: 'int', content: 'str', point: 'ids' });
    const lo = l as Obj;
    if (lo.type !== 1 && lo.type !== 2) err(`${lw}: type must be 1 or 2`);
    if (lo.type === 2 && !(lo.point as number[]).length) err(`${lw}: type 2 needs a point array`);
    if (p.way === 1) checkKind(`${lw}.content (way 1)`, lo.content, 'media');
  });
}
const ppf = single('ppf-page.json', {
  name: 'str',
  sub_name: 'str',
  ...META,
  content: 'html',
  mini_image: 'media?',
  images: 'media?',
  images_arr: 'media[]',
  goods_ids: 'ids',
  case_ids: 'ids',
});

const trainings = list(
  'trainings.json',
  {
    title: 'str',
    name: 'html',
    sub_name: 'str',
    desc: 'str',
    keywords: 'str',
    sub_title: 'str',
    image: 'media?',
    images: 'media?',
    detail_image: 'media?',
    content: 'html',
    train_content: 'html',
    steps: 'str[]',
    cost_price: 'int',
    cost_days: 'int',
    cost_people: 'int',
    trainer_ids: 'ids',
    addresses: 'arr',
  },
  3,
);
const trainingMap = byId(trainings);
const dealersRaw = load('dealers.json');
const dealerMap = byId(Array.isArray(dealersRaw) ? (dealersRaw as Obj[]) : []);

const cases = list(
  'cases.json',
  { title: 'str', image: 'media?', content: 'html', ...META, ppf: 'bool', collection: 'bool', train_ids: 'ids', shop_ids: 'ids' },
  14,
);
const caseMap = byId(cases);
for (const c of cases) {
  refs(`cases.json ${c.id}.train_ids`, c.train_ids, trainingMap, 'training', published(c));
  refs(`cases.json ${c.id}.shop_ids`, c.shop_ids, dealerMap, 'dealer', published(c));
}
refs('ppf-page.json.goods_ids', ppf.goods_ids, productMap, 'product');
refs('ppf-page.json.case_ids', ppf.case_ids, caseMap, 'case');
for (const id of (ppf.case_ids as number[]) ?? []) if (caseMap.get(id) && !caseMap.get(id)!.ppf) warn(`ppf-page.json.case_ids: case ${id} is not flagged ppf`);

single('software.json', {
  images_arr: 'media[]',
  name: 'str',
  content: 'html',
  mini_image: 'media?',
  images: 'media?',
  step1: 'str',
  step2: 'str',
  step3: 'str',
  step4: 'str',
  resource_images: 'arr',
});
const software = load('software.json') as Obj | undefined;
((software?.resource_images as unknown[]) ?? []).forEach((r, i) => resource(`software.json.resource_images[${i}]`, r));
function resource(where: string, r: unknown) {
  fields(where, r, { type: 'str', url: 'media' });
  if (isObj(r) && r.type !== 'image' && r.type !== 'video') err(`${where}.type: must be image or video`);
}

const plotterPage = single('plotter-page.json', { images_arr: 'media[]', label_arr: 'arr' });
((plotterPage.label_arr as unknown[]) ?? []).forEach((l, i) =>
  fields(`plotter-page.json.label_arr[${i}]`, l, { image: 'media?', title: 'str', content: 'str' }),
);
const plotters = list(
  'plotters.json',
  {
    goods_name: 'str',
    goods_image: 'media?',
    image: 'media?',
    labels: 'arr',
    pdf_url: 'media?',
    video: 'media?',
    content: 'html',
    features: 'arr',
    images_arr: 'media[]',
    ...META,
  },
  4,
);
for (const p of plotters) {
  ((p.labels as unknown[]) ?? []).forEach((l, i) => fields(`plotters.json ${p.id}.labels[${i}]`, l, { name: 'str', content: 'str' }));
  ((p.features as unknown[]) ?? []).forEach((f, i) => {
    fields(`plotters.json ${p.id}.features[${i}]`, f, { type: 'int', title: 'str', content: 'str', image: 'media?' });
    if (isObj(f) && f.type !== 1 && !f.image) err(`plotters.json ${p.id}.features[${i}]: an image feature needs an image`);
  });
}

const toolCats = list('tool-categories.json', { name: 'str' }, 3);
const toolCatMap = byId(toolCats);
const tools = list('tools.json', {
  category_id: 'int',
  goods_name: 'str',
  goods_image: 'media?',
  desc: 'str',
  video: 'media?',
  content: 'html',
  sub_name: 'str',
  tools_content: 'html',
  image: 'media?',
  images_arr: 'media[]',
  sub_title: 'str',
  keywords: 'str',
  branding: 'bool',
});
const toolMap = byId(tools);
for (const t of tools) if (!toolCatMap.has(t.category_id as number)) err(`tools.json ${t.id}: unknown category_id ${t.category_id}`);
for (const c of toolCats) {
  const n = tools.filter((t) => t.category_id === c.id && published(t)).length;
  if (n < 4) warn(`tool-categories.json ${c.id}: only ${n} published tools`);
}
single('tools-page.json', { images_arr: 'media[]' });

const faqCats = list('faq-categories.json', { name: 'str', children: 'arr' }, 3);
const subOf = new Map<number, number>();
for (const c of faqCats)
  ((c.children as unknown[]) ?? []).forEach((s, i) => {
    fields(`faq-categories.json ${c.id}.children[${i}]`, s, { id: 'int', name: 'str' });
    const sid = (s as Obj).id as number;
    if (subOf.has(sid)) err(`faq-categories.json: sub-category id ${sid} used twice`);
    subOf.set(sid, c.id as number);
  });
const faqs = list('faqs.json', { category_id: 'int', second_id: 'int?', title: 'str', content: 'html' }, 14);
for (const f of faqs) {
  if (!faqCats.some((c) => c.id === f.category_id)) err(`faqs.json ${f.id}: unknown category_id ${f.category_id}`);
  if (f.second_id !== null && subOf.get(f.second_id as number) !== f.category_id)
    err(`faqs.json ${f.id}: second_id ${f.second_id} is not a child of category ${f.category_id}`);
}
const dlCats = list('download-categories.json', { name: 'str' }, 2);
const downloads = list('downloads.json', { category_id: 'int', title: 'str', image: 'media?', url: 'media' }, 9);
for (const d of downloads) if (!dlCats.some((c) => c.id === d.category_id)) err(`downloads.json ${d.id}: unknown category_id ${d.category_id}`);

const countries = list('countries.json', { name: 'str', regions: 'arr' }, 1);
const regionCountry = new Map<number, number>();
for (const c of countries)
  ((c.regions as unknown[]) ?? []).forEach((r, i) => {
    fields(`countries.json ${c.id}.regions[${i}]`, r, { id: 'int', name: 'str' });
    const rid = (r as Obj).id as number;
    if (regionCountry.has(rid)) err(`countries.json: region id ${rid} used twice`);
    regionCountry.set(rid, c.id as number);
  });
list('partner-categories.json', { image: 'media?', name: 'str', desc: 'str' }, 3);

const LEVELS = ['country_dealer', 'certified_shop', 'reseller'];
const dealers = list(
  'dealers.json',
  {
    level: 'str',
    shop_name: 'str',
    shop_image: 'media?',
    image: 'media?',
    img: 'media?',
    mobile: 'str',
    email: 'str',
    address: 'str',
    desc: 'str',
    content: 'html',
    keywords: 'str',
    stars: 'int',
    nation_id: 'int',
    city_id: 'int',
    article_ids: 'ids',
    branding_ids: 'ids',
    login: 'any',
  },
  16,
);
const usernames = new Set<string>();
for (const d of dealers) {
  const where = `dealers.json ${d.id}`;
  if (!LEVELS.includes(d.level as string)) err(`${where}: unknown level ${d.level}`);
  if (!((d.stars as number) >= 0 && (d.stars as number) <= 5)) err(`${where}: stars must be 0–5`);
  if (regionCountry.get(d.city_id as number) !== d.nation_id) err(`${where}: city_id ${d.city_id} is not a region of nation_id ${d.nation_id}`);
  refs(`${where}.article_ids`, d.article_ids, trainingMap, 'training', published(d));
  refs(`${where}.branding_ids`, d.branding_ids, toolMap, 'tool', published(d));
  for (const b of (d.branding_ids as number[]) ?? [])
    if (toolMap.get(b) && !toolMap.get(b)!.branding) err(`${where}.branding_ids: tool ${b} is not flagged branding`);
  if (d.login !== null) {
    fields(`${where}.login`, d.login, { username: 'str', email: 'str' });
    // passwords are never content: a demo's are in demo-logins.json (cms/content/FORMAT.md)
    if (isObj(d.login) && Object.keys(d.login).some((k) => /pass|hash/i.test(k))) err(`${where}.login: carries a password; passwords are never content`);
    const u = (d.login as Obj).username as string;
    if (usernames.has(u)) err(`${where}: username ${u} used twice`);
    usernames.add(u);
  }
}

const trainers = list('trainers.json', { name: 'str', image: 'media?', big_image: 'media?', desc: 'str', special: 'str', content: 'html' }, 1);
const trainerMap = byId(trainers);
const tp = single('training-page.json', {
  name: 'str',
  image: 'media?',
  mini_image: 'media?',
  content: 'html',
  images: 'media?',
  experienced_trainers: 'str',
  professional: 'str',
  authoritative: 'str',
  trainers_content: 'html',
  trainer_ids: 'ids',
  resource_images: 'arr',
  tools: 'str',
  tools_images: 'media[]',
});
refs('training-page.json.trainer_ids', tp.trainer_ids, trainerMap, 'trainer');
((tp.resource_images as unknown[]) ?? []).forEach((r, i) => resource(`training-page.json.resource_images[${i}]`, r));
const addressIds = new Set<number>();
for (const t of trainings) {
  refs(`trainings.json ${t.id}.trainer_ids`, t.trainer_ids, trainerMap, 'trainer');
  ((t.addresses as unknown[]) ?? []).forEach((a, i) => {
    fields(`trainings.json ${t.id}.addresses[${i}]`, a, { id: 'int', country_id: 'int', address: 'str' });
    const ao = a as Obj;
    if (addressIds.has(ao.id as number)) err(`trainings.json: address id ${ao.id} used twice`);
    addressIds.add(ao.id as number);
    if (!countries.some((c) => c.id === ao.country_id)) err(`trainings.json ${t.id}.addresses[${i}]: unknown country_id ${ao.country_id}`);
  });
}

const collection = single('collection.json', {
  image: 'media?',
  name: 'str',
  mini_image: 'media?',
  content: 'html',
  sub_name: 'str',
  resource: 'arr',
  images_arr: 'media[]',
  case_ids: 'ids',
});
((collection.resource as unknown[]) ?? []).forEach((r, i) => resource(`collection.json.resource[${i}]`, r));
refs('collection.json.case_ids', collection.case_ids, caseMap, 'case');

const warranties = list(
  'warranties.json',
  {
    // optional: a warranty without one gets a random number with a check character (cms/lib/warranty-number.ts)
    warrantyNo: 'str?',
    ProductType: 'int',
    cpname: 'str',
    CustomerName: 'str',
    CustomerEmail: 'str?',
    phone: 'str',
    plate: 'str',
    VINNO: 'str?',
    CarBrand: 'str',
    CarModal: 'str',
    storeName: 'str',
    storeAddress: 'str',
    construction: 'arr',
  },
  8,
);
const wNos = new Set<string>();
for (const w of warranties) {
  const where = `warranties.json ${w.warrantyNo}`;
  if (w.warrantyNo && wNos.has(w.warrantyNo as string)) err(`${where}: duplicate warrantyNo`);
  wNos.add(w.warrantyNo as string);
  if (w.ProductType !== 0 && w.ProductType !== 1) err(`${where}: ProductType must be 0 or 1`);
  ((w.construction as unknown[]) ?? []).forEach((c, i) => {
    fields(`${where}.construction[${i}]`, c, { ConstructionDate: 'date', items: 'arr' });
    (((c as Obj).items as unknown[]) ?? []).forEach((it, j) =>
      fields(`${where}.construction[${i}].items[${j}]`, it, { VehicleId: 'str', name: 'str', vnames: 'str', StockNo: 'str', baozhiqi: 'str' }),
    );
  });
}

// ---------------------------------------------------------------- media
const MEDIA = join(DIR, 'media');
const referenced = new Set<string>();
function walk(v: unknown, where: string) {
  if (typeof v === 'string') {
    if (v.startsWith('media/')) referenced.add(v);
    for (const m of v.matchAll(/(?:src|href)="(media\/[^"]+)"/g)) referenced.add(m[1]);
    for (const m of v.matchAll(/(?:src|href)="((?:https?:)?\/\/[^"]+)"/g)) warn(`${where}: external URL ${m[1]}`);
  } else if (Array.isArray(v)) v.forEach((x) => walk(x, where));
  else if (isObj(v)) for (const x of Object.values(v)) walk(x, where);
}
for (const f of readdirSync(DIR).filter((f) => f.endsWith('.json'))) walk(JSON.parse(readFileSync(join(DIR, f), 'utf8')), f);
for (const m of referenced) if (!existsSync(join(DIR, m))) err(`media missing: ${m}`);
let total = 0;
const onDisk = existsSync(MEDIA) ? readdirSync(MEDIA) : [];
for (const f of onDisk) {
  const size = statSync(join(MEDIA, f)).size;
  total += size;
  if (/\.(jpe?g|png)$/.test(f) && size > 200 * 1024) warn(`media/${f}: ${(size / 1024).toFixed(0)} KB (> 200 KB)`);
  if (/\.(mp4|webm)$/.test(f) && size > 1024 * 1024) warn(`media/${f}: larger than 1 MB`);
  if (f.endsWith('.pdf') && !readFileSync(join(MEDIA, f), 'latin1').startsWith('%PDF-')) err(`media/${f}: not a PDF`);
  if (!referenced.has(`media/${f}`) && !/\.webm$/.test(f)) warn(`media/${f}: not referenced by any content`);
}
if (total > 12 * 1024 * 1024) err(`media/: ${(total / 1048576).toFixed(1)} MB exceeds 12 MB`);

// ---------------------------------------------------------------- report
const count = (items: Obj[]) =>
  `${items.filter(published).length}${items.some((o) => !published(o)) ? `+${items.filter((o) => !published(o)).length} draft` : ''}`;
console.log(`content: ${DIR}`);
console.log(
  `blogs ${count(blogs)}, products ${count(products)}, cases ${count(cases)}, plotters ${count(plotters)}, tools ${count(tools)} (branding ${tools.filter((t) => t.branding).length}), ` +
    `faqs ${count(faqs)}, downloads ${count(downloads)}, dealers ${count(dealers)} (logins ${usernames.size}), trainers ${trainers.length}, trainings ${count(trainings)}, warranties ${warranties.length}`,
);
console.log(`media: ${onDisk.length} files, ${(total / 1048576).toFixed(2)} MB, ${referenced.size} referenced`);
for (const w of warnings) console.log(`warning: ${w}`);
for (const e of errors) console.log(`ERROR: ${e}`);
console.log(errors.length ? `${errors.length} error(s)` : 'OK');
process.exit(errors.length ? 1 : 0);
