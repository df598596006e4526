// Initial schema: every content table (with status and updated_at), auth, forms, outbox, deletions.
import { PostgresAdapter, sql, type Kysely, type CreateTableBuilder } from 'kysely';

type Builder = CreateTableBuilder<string, never>;

/** status + updated_at on every content table */
const content = (t: Builder) =>
  t
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('published','draft')`),
    )
    .addColumn('updated_at', 'text', (c) => c.notNull());

const text = (t: Builder, ...names: string[]) => names.reduce((b, n) => b.addColumn(n, 'text', (c) => c.notNull().defaultTo('')), t);
const media = (t: Builder, ...names: string[]) => names.reduce((b, n) => b.addColumn(n, 'text'), t);
const json = (t: Builder, ...names: string[]) => names.reduce((b, n) => b.addColumn(n, 'text', (c) => c.notNull().defaultTo('[]')), t);
const int = (t: Builder, ...names: string[]) => names.reduce((b, n) => b.addColumn(n, 'integer', (c) => c.notNull().defaultTo(0)), t);
const id = (t: Builder) => t.addColumn('id', 'integer', (c) => c.primaryKey());
/**
 * An id the database hands out when a row comes without one. SQLite's integer primary key is
 * already that (`autoincrement` additionally never reuses one); PostgreSQL needs an identity column.
 * Set by up() for the dialect at hand.
 */
let generatedId: (t: Builder, neverReuse: boolean) => Builder = (t) => id(t);
const sqliteGeneratedId = (t: Builder, neverReuse: boolean) => (neverReuse ? t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()) : id(t));
const postgresGeneratedId = (t: Builder) => t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());

/** exported so later migrations can build same-shaped tables (the preview copies) */
export const TABLES: Record<string, (t: Builder) => Builder> = {
  pages: (t) =>
    content(
      text(
        t.addColumn('key', 'text', (c) => c.primaryKey()),
        'data',
      ),
    ),
  articles: (t) => content(text(media(text(id(t), 'title'), 'image'), 'sub_title', 'desc', 'keywords')),
  page_meta: (t) => content(text(media(text(id(t), 'title'), 'image'), 'sub_title', 'desc', 'keywords')),
  about_us: (t) => content(text(media(text(int(id(t), 'position'), 'title', 'sub_name'), 'image'), 'content')),
  core_values: (t) => content(text(media(text(int(id(t), 'position'), 'title'), 'image'), 'content')),
  // FAQ (3) and download (6) categories share a table; ids are unique per type and level (1 top, 2 sub)
  categories: (t) =>
    content(
      text(
        int(
          t.addColumn('id', 'integer', (c) => c.notNull()),
          'type',
          'level',
          'position',
        ).addColumn('parent_id', 'integer'),
        'name',
      ).addPrimaryKeyConstraint('categories_pk', ['type', 'level', 'id'] as never),
    ),
  faqs: (t) => content(text(int(id(t), 'category_id').addColumn('second_id', 'integer'), 'title', 'content')),
  downloads: (t) => content(text(media(text(int(id(t), 'category_id'), 'title'), 'image'), 'url')),
  blogs: (t) => content(json(text(media(text(id(t), 'title', 'sub_title', 'desc', 'keywords'), 'image'), 'createtime', 'content'), 'label_arr', 'related')),
  product_categories: (t) => content(int(text(media(text(id(t), 'name', 'brief'), 'image'), 'desc'), 'product_type')),
  products: (t) =>
    content(
      text(
        json(
          int(
            media(text(int(id(t), 'category_id', 'product_type'), 'goods_name', 'sub_name', 'desc', 'content', 'tools_content'), 'goods_image', 'pdf_url'),
            'way',
          ),
          'images',
          'features',
          'label',
        ),
        'sub_title',
        'keywords',
      ),
    ),
  tool_categories: (t) => content(text(id(t), 'name')),
  tools: (t) =>
    content(
      int(
        json(
          media(
            text(int(id(t), 'category_id'), 'goods_name', 'desc', 'content', 'sub_name', 'tools_content', 'sub_title', 'keywords'),
            'goods_image',
            'video',
            'image',
          ),
          'images_arr',
        ),
        'branding',
      ),
    ),
  plotters: (t) =>
    content(
      json(
        media(text(int(id(t), 'position'), 'goods_name', 'content', 'sub_title', 'desc', 'keywords'), 'goods_image', 'image', 'pdf_url', 'video'),
        'labels',
        'features',
        'images_arr',
      ),
    ),
  cases: (t) =>
    content(json(int(media(text(id(t), 'title', 'content', 'sub_title', 'desc', 'keywords'), 'image'), 'ppf', 'collection'), 'train_ids', 'shop_ids')),
  countries: (t) => content(text(int(id(t), 'position'), 'name')),
  regions: (t) => content(text(int(id(t), 'country_id', 'position'), 'name')),
  partner_categories: (t) => content(text(media(id(t), 'image'), 'name', 'desc')),
  dealers: (t) =>
    content(
      json(
        int(media(text(id(t), 'level', 'shop_name', 'mobile', 'email', 'address', 'desc', 'content', 'keywords'), 'shop_image', 'image', 'img'), 'stars')
          .addColumn('nation_id', 'integer')
          .addColumn('city_id', 'integer'),
        'article_ids',
        'branding_ids',
      ),
    ),
  accounts: (t) =>
    text(
      t.addColumn('shop_id', 'integer', (c) => c.primaryKey()).addColumn('username', 'text', (c) => c.notNull().unique()),
      'email',
      'password_hash',
      'updated_at',
    ),
  trainers: (t) => content(text(media(text(int(id(t), 'position'), 'name'), 'image', 'big_image'), 'desc', 'special', 'content')),
  trainings: (t) =>
    content(
      json(
        int(
          media(
            text(int(id(t), 'position'), 'title', 'name', 'sub_name', 'desc', 'keywords', 'sub_title', 'content', 'train_content'),
            'image',
            'images',
            'detail_image',
          ),
          'cost_price',
          'cost_days',
          'cost_people',
        ),
        'steps',
        'trainer_ids',
      ),
    ),
  training_addresses: (t) => text(int(generatedId(t, false), 'training_id', 'country_id'), 'address'),
  warranties: (t) =>
    content(
      media(
        json(
          text(
            int(
              t.addColumn('public_id', 'text', (c) => c.primaryKey()),
              'product_type',
            ),
            'warranty_no',
            'cpname',
            'customer_name',
            'phone',
            'plate',
            'car_brand',
            'car_model',
            'store_name',
            'store_address',
            'key_no',
            'key_phone',
            'key_plate',
          ),
          'construction',
        ),
        'customer_email',
        'vin',
        'key_email',
        'key_vin',
      ),
    ),
  sessions: (t) =>
    t
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .addColumn('revoked_at', 'text'),
  reset_codes: (t) =>
    t
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .addColumn('used_at', 'text'),
  contact_requests: (t) => text(generatedId(t, true), 'username', 'phone', 'email', 'country', 'content', 'ip', 'created_at'),
  join_requests: (t) => text(generatedId(t, true), 'username', 'phone', 'country', 'city', 'explain', 'ip', 'created_at'),
  outbox: (t) => text(generatedId(t, true), 'to_address', 'subject', 'body', 'created_at').addColumn('sent_at', 'text'),
  deletions: (t) => text(generatedId(t, true), 'type', 'cms_id', 'deleted_at'),
};

const INDEXES: [string, string, string[]][] = [
  ['regions_country', 'regions', ['country_id']],
  ['categories_type', 'categories', ['type', 'parent_id']],
  ['faqs_category', 'faqs', ['category_id', 'second_id']],
  ['downloads_category', 'downloads', ['category_id']],
  ['tools_category', 'tools', ['category_id']],
  ['dealers_place', 'dealers', ['nation_id', 'city_id']],
  ['addresses_training', 'training_addresses', ['training_id', 'country_id']],
  ['warranties_no', 'warranties', ['key_no']],
  ['warranties_email', 'warranties', ['key_email']],
  ['warranties_phone', 'warranties', ['key_phone']],
  ['warranties_plate', 'warranties', ['key_plate']],
  ['warranties_vin', 'warranties', ['key_vin']],
  ['sessions_shop', 'sessions', ['shop_id']],
  ['deletions_time', 'deletions', ['deleted_at']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  generatedId = db.getExecutor().adapter instanceof PostgresAdapter ? postgresGeneratedId : sqliteGeneratedId;
  for (const [name, build] of Object.entries(TABLES)) {
    await build(db.schema.createTable(name) as Builder).execute();
  }
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  for (const table of Object.keys(TABLES)) {
    if (['accounts', 'training_addresses', 'sessions', 'reset_codes', 'contact_requests', 'join_requests', 'outbox', 'deletions'].includes(table)) continue;
    await db.schema.createIndex(`${table}_updated`).on(table).columns(['updated_at']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(TABLES).reverse()) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
