// The editable data of every content type and singleton page (cms/content/FORMAT.md), as TypeBox
// schemas: the CMS validates saves with them and serves them as JSON Schema (GET /api/editor/schema)
// so a form and the server agree. Fields are optional (the CMS fills defaults); `x-html` marks rich
// HTML (sanitized on save; `x-inline` when it is one line inside the site's own heading), `x-media` a media path (media/... as the media library answers it),
// `x-link` an https: address on another site.
import { Type, type TSchema } from '@sinclair/typebox';

const Str = (title?: string) => Type.String({ maxLength: 200_000, ...(title ? { title } : {}) });
const Html = () => Type.String({ maxLength: 500_000, 'x-html': true });
/** HTML of one line (a title with emphasis) that the site puts inside its own heading: no blocks. */
const InlineHtml = () => Type.String({ maxLength: 500_000, 'x-html': true, 'x-inline': true });
const Media = () => Type.Union([Type.String({ maxLength: 1000, 'x-media': true }), Type.Null()]);
const MediaList = () => Type.Array(Type.String({ maxLength: 1000, 'x-media': true }), { maxItems: 200 });
/** An address on another site (an app store page): https: only, http: too in a demo (cms/editor/field-rules.ts). */
const Link = () => Type.String({ maxLength: 2000, 'x-link': true });
const Int = () => Type.Union([Type.Integer(), Type.Null()]);
const Ids = () => Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 });
const Bool = () => Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })]);
const Resources = () => Type.Array(Type.Object({ type: Type.Optional(Str()), url: Type.Optional(Media()) }), { maxItems: 100 });

/** An item or page: the listed fields, all optional; fields the file format has beyond these pass through. */
const Doc = (title: string, fields: Record<string, TSchema>) =>
  Type.Object(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])), { title, additionalProperties: true });

const SEO = { sub_title: Str(), desc: Str(), keywords: Str() };

export const ITEM_SCHEMAS: Record<string, TSchema> = {
  blogs: Doc('Blog post', {
    title: Str('Title'),
    ...SEO,
    image: Media(),
    label_arr: Type.Array(Type.Union([Type.Literal('Blogs'), Type.Literal('Events'), Type.Literal('News')]), { maxItems: 3 }),
    createtime: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' }),
    content: Html(),
    related: Ids(),
  }),
  articles: Doc('Page header (getArticles)', { title: Str('Title'), image: Media(), ...SEO }),
  'page-meta': Doc('Page meta', { title: Str('Title'), image: Media(), ...SEO }),
  'about-us': Doc('About us section', { title: InlineHtml(), sub_name: Str(), image: Media(), content: Html() }),
  'core-values': Doc('Core value', { title: Str('Title'), image: Media(), content: Html() }),
  'product-categories': Doc('Product category', { name: InlineHtml(), brief: Str(), image: Media(), desc: Str(), product_type: Int() }),
  products: Doc('Product', {
    category_id: Int(),
    product_type: Int(),
    goods_name: Str('Name'),
    sub_name: Str(),
    goods_image: Media(),
    desc: Str(),
    images: MediaList(),
    content: Html(),
    features: Type.Array(Type.Object({ id: Type.Optional(Int()), name: Type.Optional(Str()), image: Type.Optional(Media()) }), { maxItems: 100 }),
    way: Int(),
    label: Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 100 }),
    pdf_url: Media(),
    tools_content: Html(),
    sub_title: Str(),
    keywords: Str(),
  }),
  cases: Doc('Case', { title: Str('Title'), image: Media(), content: Html(), ...SEO, ppf: Bool(), collection: Bool(), train_ids: Ids(), shop_ids: Ids() }),
  plotters: Doc('Plotter', {
    goods_name: Str('Name'),
    goods_image: Media(),
    image: Media(),
    labels: Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 100 }),
    pdf_url: Media(),
    video: Media(),
    content: Html(),
    features: Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 100 }),
    images_arr: MediaList(),
    ...SEO,
  }),
  'tool-categories': Doc('Tool category', { name: Str('Name') }),
  tools: Doc('Tool', {
    category_id: Int(),
    goods_name: Str('Name'),
    goods_image: Media(),
    desc: Str(),
    video: Media(),
    content: Html(),
    sub_name: Str(),
    tools_content: Html(),
    image: Media(),
    images_arr: MediaList(),
    sub_title: Str(),
    keywords: Str(),
    branding: Bool(),
  }),
  faqs: Doc('FAQ', { category_id: Int(), second_id: Int(), title: Str('Question'), content: Html() }),
  downloads: Doc('Download', { category_id: Int(), title: Str('Title'), image: Media(), url: Media() }),
  'partner-categories': Doc('Partner category', { image: Media(), name: Str('Name'), desc: Str() }),
  dealers: Doc('Dealer', {
    level: Type.Union([Type.Literal('country_dealer'), Type.Literal('certified_shop'), Type.Literal('reseller')]),
    shop_name: Str('Name'),
    shop_image: Media(),
    image: Media(),
    img: Media(),
    mobile: Str(),
    email: Str(),
    address: Str(),
    desc: Str(),
    content: Html(),
    keywords: Str(),
    stars: Type.Number({ minimum: 0, maximum: 5 }),
    // where the shop is, for "Near me" (docs/product/nearest-partner.md); null when unknown
    lat: Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()]),
    lng: Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()]),
    nation_id: Int(),
    city_id: Int(),
    article_ids: Ids(),
    branding_ids: Ids(),
  }),
  trainers: Doc('Trainer', { name: Str('Name'), image: Media(), big_image: Media(), desc: Str(), special: Str(), content: Html() }),
  trainings: Doc('Training', {
    title: Str('Title'),
    name: InlineHtml(),
    sub_name: Str(),
    ...SEO,
    image: Media(),
    images: Media(),
    detail_image: Media(),
    content: Html(),
    train_content: Html(),
    steps: Type.Array(Str(), { maxItems: 100 }),
    cost_price: Type.Number(),
    cost_days: Type.Number(),
    cost_people: Type.Number(),
    trainer_ids: Ids(),
    addresses: Type.Array(Type.Object({ id: Type.Optional(Int()), country_id: Type.Optional(Int()), address: Type.Optional(Str()) }), { maxItems: 1000 }),
  }),
  countries: Doc('Country', {
    name: Str('Name'),
    regions: Type.Array(Type.Object({ id: Type.Optional(Int()), name: Type.Optional(Str()) }), { maxItems: 1000 }),
  }),
};

export const PAGE_SCHEMAS: Record<string, TSchema> = {
  site: Doc('Site', {
    info: Type.Object({}, { additionalProperties: true }),
    contact: Type.Object({}, { additionalProperties: true }),
    footer: Type.Object(
      {
        apps: Type.Optional(
          Type.Array(Type.Object({ name: Type.Optional(Str()), url: Type.Optional(Link()), image: Type.Optional(Media()) }), { maxItems: 20 }),
        ),
      },
      { additionalProperties: true },
    ),
    warranty_clients: Type.Number(),
    blog_banner: Media(),
  }),
  ppf_page: Doc('PPF page', {
    name: Str(),
    sub_name: Str(),
    ...SEO,
    content: Html(),
    mini_image: Media(),
    images: Media(),
    images_arr: MediaList(),
    goods_ids: Ids(),
    case_ids: Ids(),
  }),
  software: Doc('Software page', {
    images_arr: MediaList(),
    name: Str(),
    content: Html(),
    mini_image: Media(),
    images: Media(),
    step1: Str(),
    step2: Str(),
    step3: Str(),
    step4: Str(),
    resource_images: Resources(),
  }),
  plotter_page: Doc('Plotter page', { images_arr: MediaList(), label_arr: Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 100 }) }),
  tools_page: Doc('Tools page', { images_arr: MediaList() }),
  training_page: Doc('Training page', {
    name: Str(),
    image: Media(),
    mini_image: Media(),
    content: Html(),
    images: Media(),
    experienced_trainers: Str(),
    professional: Str(),
    authoritative: Str(),
    trainers_content: Html(),
    trainer_ids: Ids(),
    resource_images: Resources(),
    tools: Str(),
    tools_images: MediaList(),
  }),
  collection: Doc('Collection page', {
    image: Media(),
    name: Str(),
    mini_image: Media(),
    content: Html(),
    sub_name: Str(),
    resource: Resources(),
    images_arr: MediaList(),
    case_ids: Ids(),
  }),
};
