// The editable data of every content type and singleton page (cms/content/FORMAT.md), as TypeBox
// schemas: the CMS validates saves with them and serves them as JSON Schema (GET /api/editor/schema)
// so a form and the server agree. Fields are optional (the CMS fills defaults).
//
// Marks the CMS checks: `x-html` rich HTML (sanitized on save; `x-inline` when it is one line inside
// the site's own heading), `x-media` a media path (media/... as the media library answers it),
// `x-link` an https: address on another site.
//
// What the console reads to build its forms and lists (docs/product/editing.md#the-console), declared
// beside each type so nothing is guessed from a field's name: `title` (the label a person reads),
// `description` (help text), `x-widget` (the control, one of Widget), `x-ref` (the content type an id
// or a list of ids points at), and on a content type or page `x-title`: the field holding its
// headline, which names an item in lists, pickers and headings (and which the console looks for on
// the preview). A page is named by its own `title` ("PPF page").
import { Type, type TSchema } from '@sinclair/typebox';
import { plainText } from './plain-text';

/** The control that edits a field in the console. */
export type Widget =
  | 'text' // one line
  | 'textarea' // a few lines of plain text
  | 'html' // rich text (Tiptap)
  | 'html-inline' // one line with bold and italic
  | 'media' // one file of the media library
  | 'media-list' // files of the media library, in order
  | 'link' // an address on another site
  | 'number'
  | 'checkbox'
  | 'choice' // one of the constants of a union, each with its own title
  | 'chips' // a set of labels: a chip list
  | 'ref' // one item of the type `x-ref` names
  | 'refs' // items of the type `x-ref` names, in order
  | 'datetime' // "YYYY-MM-DD HH:mm:ss" in UTC, shown in the brand's time zone (docs/product/time.md)
  | 'lines' // a list of one-line texts
  | 'entries' // a list of objects, each with its own declared fields
  | 'json'; // a free-form structure, edited as JSON

/** What the console reads of a field's JSON Schema, beside the validation keywords. */
export interface FieldAnnotations {
  title: string;
  description?: string;
  'x-widget': Widget;
  'x-ref'?: string;
}

const say = (title: string, widget: Widget, help?: string, more: Record<string, unknown> = {}) => ({
  title,
  'x-widget': widget,
  ...(help ? { description: help } : {}),
  ...more,
});

const optional = (fields: Record<string, TSchema>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)]));

const Str = (title: string, help?: string) => Type.String({ maxLength: 200_000, ...say(title, 'text', help) });
const Text = (title: string, help?: string) => Type.String({ maxLength: 200_000, ...say(title, 'textarea', help) });
const Html = (title: string, help?: string) => Type.String({ maxLength: 500_000, 'x-html': true, ...say(title, 'html', help) });
/** HTML of one line (a title with emphasis) that the site puts inside its own heading: no blocks. */
const InlineHtml = (title: string, help?: string) => Type.String({ maxLength: 500_000, 'x-html': true, 'x-inline': true, ...say(title, 'html-inline', help) });
const Media = (title: string, help?: string) => Type.Union([Type.String({ maxLength: 1000, 'x-media': true }), Type.Null()], say(title, 'media', help));
const MediaList = (title: string, help?: string) =>
  Type.Array(Type.String({ maxLength: 1000, 'x-media': true }), { maxItems: 200, ...say(title, 'media-list', help) });
/** An address on another site (an app store page): https: only, http: too in a demo (cms/editor/field-rules.ts). */
const Link = (title: string, help?: string) => Type.String({ maxLength: 2000, 'x-link': true, ...say(title, 'link', help) });
const Int = (title: string, help?: string) => Type.Union([Type.Integer(), Type.Null()], say(title, 'number', help));
const Num = (title: string, help?: string, range: { minimum?: number; maximum?: number } = {}) => Type.Number({ ...range, ...say(title, 'number', help) });
/** The id of one item of `target` (a content type of ITEM_SCHEMAS), or null. */
const Ref = (title: string, target: string, help?: string) => Type.Union([Type.Integer(), Type.Null()], say(title, 'ref', help, { 'x-ref': target }));
/** Ids of items of `target`, in the order the site shows them. */
const Refs = (title: string, target: string, help?: string) =>
  Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000, ...say(title, 'refs', help, { 'x-ref': target }) });
const Bool = (title: string, help?: string) => Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })], say(title, 'checkbox', help));
/** A list of objects, each entry with the fields given (all optional). */
const Entries = (title: string, fields: Record<string, TSchema>, maxItems: number, help?: string) =>
  Type.Array(Type.Object(optional(fields)), { maxItems, ...say(title, 'entries', help) });
/** A structure the console does not take apart: edited as JSON (its shape is in the help text). */
const Free = (title: string, help: string) => Type.Object({}, { additionalProperties: true, ...say(title, 'json', help) });
const FreeList = (title: string, help: string) => Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 100, ...say(title, 'json', help) });
const Resources = (title: string) =>
  Entries(title, { type: Str('Kind', 'image or video'), url: Media('File') }, 100, 'Pictures and videos shown in the resources block.');

/** An item or page: the listed fields, all optional; fields the file format has beyond these pass through. */
const Doc = (title: string, fields: Record<string, TSchema>, titleField?: string) =>
  Type.Object(optional(fields), { title, additionalProperties: true, ...(titleField ? { 'x-title': titleField } : {}) });

/** What search engines and link previews show of the page (docs/product/routes-and-screens.md). */
const SEO = {
  sub_title: Str('Page title in search results', 'The <title> of the page: what search results and browser tabs show.'),
  desc: Text('Description', 'One or two sentences search results show under the page title.'),
  keywords: Str('Keywords', 'Comma-separated words for search engines.'),
};

export const ITEM_SCHEMAS: Record<string, TSchema> = {
  blogs: Doc(
    'Blog post',
    {
      title: Str('Title'),
      ...SEO,
      desc: Text('Description', 'The summary under the post’s title on the blog list, and in search results.'),
      image: Media('Picture', 'Shown on the post’s card and at the top of the post.'),
      label_arr: Type.Array(
        Type.Union([Type.Literal('Blogs', { title: 'Blogs' }), Type.Literal('Events', { title: 'Events' }), Type.Literal('News', { title: 'News' })]),
        { maxItems: 3, ...say('Labels', 'chips', 'The blog list’s tabs this post appears under.') },
      ),
      createtime: Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
        ...say('Published at', 'datetime', 'The date the post shows; lists are sorted by it.'),
      }),
      content: Html('Text'),
      related: Refs('Related posts', 'blogs', 'Shown under the post, in this order.'),
    },
    'title',
  ),
  articles: Doc('Page header', { title: Str('Page', 'Which page this header belongs to.'), image: Media('Banner picture'), ...SEO }, 'title'),
  'page-meta': Doc('Page meta', { title: Str('Page', 'Which page these search-result texts belong to.'), image: Media('Banner picture'), ...SEO }, 'title'),
  'about-us': Doc('About us section', { title: InlineHtml('Heading'), sub_name: Str('Subheading'), image: Media('Picture'), content: Html('Text') }, 'title'),
  'core-values': Doc('Core value', { title: Str('Title'), image: Media('Picture'), content: Html('Text') }, 'title'),
  'product-categories': Doc(
    'Product category',
    {
      name: InlineHtml('Name'),
      brief: Text('Short text', 'One line under the name.'),
      image: Media('Picture'),
      desc: Text('Description'),
      product_type: Int('Product line', '0 for window film, 1 for PPF.'),
    },
    'name',
  ),
  products: Doc(
    'Product',
    {
      category_id: Ref('Category', 'product-categories'),
      product_type: Int('Product line', '0 for window film, 1 for PPF.'),
      goods_name: Str('Name'),
      sub_name: Str('Subheading'),
      goods_image: Media('Product picture'),
      desc: Text('Description', 'The summary on the product’s card, and in search results.'),
      images: MediaList('Banner pictures'),
      content: Html('Text'),
      features: Entries('Features', { id: Int('Number'), name: Str('Name'), image: Media('Video') }, 100),
      way: Int('Label style', '0: the labels are text; 1: each label’s content is a picture.'),
      label: FreeList('Labels', 'A list of {name, type (1 text, 2 points), content, point [numbers]}.'),
      pdf_url: Media('Data sheet (PDF)'),
      tools_content: Html('Tools text'),
      warranty_years: Int('Warranty term (years)', 'The warranty each registered installation of this film gets; empty: shops cannot register it yet.'),
      sub_title: SEO.sub_title,
      keywords: SEO.keywords,
    },
    'goods_name',
  ),
  cases: Doc(
    'Case',
    {
      title: Str('Title'),
      image: Media('Picture'),
      content: Html('Text'),
      ...SEO,
      ppf: Bool('Listed among the PPF cases'),
      collection: Bool('Listed on the Collection page'),
      train_ids: Refs('Trainings', 'trainings', 'The trainings this case belongs to.'),
      shop_ids: Refs('Dealers', 'dealers', 'The shops that did this work.'),
    },
    'title',
  ),
  plotters: Doc(
    'Plotter',
    {
      goods_name: Str('Name'),
      goods_image: Media('Product picture'),
      image: Media('Icon'),
      labels: FreeList('Specifications', 'A list of {name, content}.'),
      pdf_url: Media('Data sheet (PDF)'),
      video: Media('Video'),
      content: Html('Text'),
      features: FreeList('Features', 'A list of {type (1 text, else a picture), title, content, image}.'),
      images_arr: MediaList('Pictures'),
      ...SEO,
    },
    'goods_name',
  ),
  'tool-categories': Doc('Tool category', { name: Str('Name') }, 'name'),
  tools: Doc(
    'Tool',
    {
      category_id: Ref('Category', 'tool-categories'),
      goods_name: Str('Name'),
      goods_image: Media('Product picture'),
      desc: Text('Description', 'The summary on the tool’s card.'),
      video: Media('Video'),
      content: Html('Text'),
      sub_name: Str('Subheading'),
      tools_content: Html('Tools text'),
      image: Media('Picture'),
      images_arr: MediaList('Pictures'),
      sub_title: SEO.sub_title,
      keywords: SEO.keywords,
      branding: Bool('Branding element', 'Dealers see it among the branding elements of their portal.'),
    },
    'goods_name',
  ),
  faqs: Doc(
    'FAQ',
    {
      category_id: Int('Category number', 'The FAQ category (faq-categories.json).'),
      second_id: Int('Subcategory number', 'Empty when the question has no subcategory.'),
      title: Str('Question'),
      content: Html('Answer'),
    },
    'title',
  ),
  downloads: Doc(
    'Download',
    {
      category_id: Int('Category number', 'The download category (download-categories.json).'),
      title: Str('Title'),
      image: Media('Picture'),
      url: Media('File'),
    },
    'title',
  ),
  'partner-categories': Doc('Partner category', { image: Media('Picture'), name: Str('Name'), desc: Text('Description') }, 'name'),
  dealers: Doc(
    'Dealer',
    {
      level: Type.Union(
        [
          Type.Literal('country_dealer', { title: 'Country dealer' }),
          Type.Literal('certified_shop', { title: 'Certified shop' }),
          Type.Literal('reseller', { title: 'Reseller' }),
        ],
        say('Level', 'choice'),
      ),
      shop_name: Str('Name'),
      shop_image: Media('Shop picture'),
      image: Media('Banner picture'),
      img: Media('Card picture', 'Shown on the partner search’s card.'),
      mobile: Str('Phone'),
      email: Str('Email'),
      address: Text('Address'),
      desc: Text('Description'),
      content: Html('Text'),
      keywords: SEO.keywords,
      stars: Num('Stars', 'From 0 to 5.', { minimum: 0, maximum: 5 }),
      // where the shop is, for "Near me" (docs/product/nearest-partner.md); null when unknown
      lat: Type.Union(
        [Type.Number({ minimum: -90, maximum: 90 }), Type.Null()],
        say('Latitude', 'number', 'Degrees (WGS 84), for “Near me”; empty when unknown.'),
      ),
      lng: Type.Union(
        [Type.Number({ minimum: -180, maximum: 180 }), Type.Null()],
        say('Longitude', 'number', 'Degrees (WGS 84), for “Near me”; empty when unknown.'),
      ),
      nation_id: Ref('Country', 'countries'),
      city_id: Int('Region number', 'A region of the country (see the country’s regions).'),
      article_ids: Refs('Trainings', 'trainings', 'The trainings this shop offers.'),
      branding_ids: Refs('Branding elements', 'tools'),
    },
    'shop_name',
  ),
  trainers: Doc(
    'Trainer',
    {
      name: Str('Name'),
      image: Media('Picture'),
      big_image: Media('Large picture'),
      desc: Text('Description'),
      special: Text('Speciality'),
      content: Html('Text'),
    },
    'name',
  ),
  trainings: Doc(
    'Training',
    {
      title: Str('Title'),
      name: InlineHtml('Heading'),
      sub_name: Str('Subheading'),
      ...SEO,
      image: Media('Card picture'),
      images: Media('Title picture'),
      detail_image: Media('Detail picture'),
      content: Html('Text'),
      train_content: Html('Course text'),
      steps: Type.Array(Str('Step'), { maxItems: 100, ...say('Steps', 'lines') }),
      cost_price: Num('Price'),
      cost_days: Num('Days'),
      cost_people: Num('People'),
      trainer_ids: Refs('Trainers', 'trainers'),
      addresses: Entries('Places', { id: Int('Number'), country_id: Ref('Country', 'countries'), address: Text('Address') }, 1000),
    },
    'title',
  ),
  countries: Doc('Country', { name: Str('Name'), regions: Entries('Regions', { id: Int('Number'), name: Str('Name') }, 1000) }, 'name'),
};

export const PAGE_SCHEMAS: Record<string, TSchema> = {
  site: Doc('Site (header, footer, contact)', {
    info: Free('Site information', '{title, desc, keywords, trianer, trianer_years, countries}: the figures and texts the home page shows.'),
    contact: Free('Contact details', '{service_hotline, contact_number, enterprise_email, contact_address}.'),
    footer: Type.Object(
      {
        apps: Type.Optional(Entries('Apps', { name: Str('Name'), url: Link('Address', 'An https: address (the app store page).'), image: Media('Icon') }, 20)),
      },
      { additionalProperties: true, ...say('Footer', 'json', '{contact_number, enterprise_email, apps [{name, url, image}]}.') },
    ),
    warranty_clients: Num('Warranty clients', 'The world-wide client count the warranty page shows.'),
    blog_banner: Media('Blog banner'),
  }),
  ppf_page: Doc(
    'PPF page',
    {
      name: Str('Name'),
      sub_name: Str('Subheading'),
      ...SEO,
      content: Html('Text'),
      mini_image: Media('Video'),
      images: Media('Middle banner'),
      images_arr: MediaList('Carousel pictures'),
      goods_ids: Refs('Products', 'products', 'The products the page lists, in this order.'),
      case_ids: Refs('Other cases', 'cases'),
    },
    'name',
  ),
  software: Doc(
    'Software page',
    {
      images_arr: MediaList('Carousel pictures'),
      name: Str('Name'),
      content: Html('Text'),
      mini_image: Media('Video'),
      images: Media('Picture'),
      step1: Text('Step 1'),
      step2: Text('Step 2'),
      step3: Text('Step 3'),
      step4: Text('Step 4'),
      resource_images: Resources('Resources'),
    },
    'name',
  ),
  plotter_page: Doc('Plotter page', {
    images_arr: MediaList('Carousel pictures'),
    label_arr: FreeList('Highlights', 'A list of {image, title, content}.'),
  }),
  tools_page: Doc('Tools page', { images_arr: MediaList('Carousel pictures') }),
  training_page: Doc(
    'Training page',
    {
      name: Str('Name'),
      image: Media('Picture'),
      mini_image: Media('Small picture'),
      content: Html('Text'),
      images: Media('Video'),
      experienced_trainers: Text('Experienced trainers'),
      professional: Text('Professional'),
      authoritative: Text('Authoritative'),
      trainers_content: Html('Trainers text'),
      trainer_ids: Refs('Trainers', 'trainers'),
      resource_images: Resources('Resources'),
      tools: Text('Tools text'),
      tools_images: MediaList('Tools pictures'),
    },
    'name',
  ),
  collection: Doc(
    'Collection page',
    {
      image: Media('Picture'),
      name: Str('Name'),
      mini_image: Media('Video'),
      content: Html('Text'),
      sub_name: Str('Subheading'),
      resource: Resources('Resources'),
      images_arr: MediaList('Carousel pictures'),
      case_ids: Refs('Cases', 'cases'),
    },
    'name',
  ),
};

/** Text without tags, for a title that is HTML (an about-us heading), never cut. */
const plain = (html: string) => plainText(html, Number.POSITIVE_INFINITY);

/**
 * The name of an item or page in lists, searches and headings: a page's own title ("PPF page"), an
 * item's `x-title` field as plain text; '' when the item has none yet (the console says "Untitled").
 */
export function docTitle(type: string, docId: string, data: Record<string, unknown>): string {
  if (type === 'page') return String(PAGE_SCHEMAS[docId]?.title ?? docId);
  const field = ITEM_SCHEMAS[type]?.['x-title'] as string | undefined;
  const value = field ? data[field] : undefined;
  return typeof value === 'string' ? plain(value).slice(0, 200) : '';
}
