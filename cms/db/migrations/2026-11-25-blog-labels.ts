// The blog list by type at size: each blog's tags (the JSON array label_arr) as rows of
// blog_labels, indexed by tag, so `Blog/list?type=…` reads the posts of one tag instead of
// unpacking the JSON of every post (a scan of 10,000 posts cost tens of milliseconds). Triggers
// keep it in step with the blogs table on both dialects, whoever writes it (loader, editing API).
// Preview reads the `preview_blogs` twin, which has no such table: it keeps the JSON filter.
import { sql, SqliteAdapter, type Kysely } from 'kysely';

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_labels')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('blog_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_labels_pk', ['label', 'blog_id'])
    .execute();
  await db.schema.createIndex('blog_labels_blog').on('blog_labels').column('blog_id').execute();

  if (isSqlite(db)) {
    // a label_arr that is not a JSON array of tags holds no tag (the JSON filter read it the same way)
    const tags = (row: 'new') =>
      sql.raw(`json_each(CASE WHEN json_valid(${row}.label_arr) AND json_type(${row}.label_arr) = 'array' THEN ${row}.label_arr ELSE '[]' END)`);
    await sql`CREATE TRIGGER blog_labels_ai AFTER INSERT ON blogs BEGIN
      INSERT OR IGNORE INTO blog_labels(label, blog_id) SELECT CAST(value AS TEXT), new.id FROM ${tags('new')};
    END`.execute(db);
    await sql`CREATE TRIGGER blog_labels_ad AFTER DELETE ON blogs BEGIN
      DELETE FROM blog_labels WHERE blog_id = old.id;
    END`.execute(db);
    await sql`CREATE TRIGGER blog_labels_au AFTER UPDATE OF id, label_arr ON blogs BEGIN
      DELETE FROM blog_labels WHERE blog_id = old.id;
      INSERT OR IGNORE INTO blog_labels(label, blog_id) SELECT CAST(value AS TEXT), new.id FROM ${tags('new')};
    END`.execute(db);
    await sql`INSERT OR IGNORE INTO blog_labels(label, blog_id)
      SELECT CAST(j.value AS TEXT), b.id FROM blogs b,
      json_each(CASE WHEN json_valid(b.label_arr) AND json_type(b.label_arr) = 'array' THEN b.label_arr ELSE '[]' END) j`.execute(db);
    return;
  }
  // text that is not JSON holds no tag, as on SQLite: the blog is stored all the same
  await sql`CREATE FUNCTION blog_labels_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN DELETE FROM blog_labels WHERE blog_id = OLD.id; END IF;
      IF TG_OP <> 'DELETE' THEN
        BEGIN
          IF json_typeof(NEW.label_arr::json) = 'array' THEN
            INSERT INTO blog_labels(label, blog_id)
              SELECT DISTINCT e.v, NEW.id FROM json_array_elements_text(NEW.label_arr::json) AS e(v)
              ON CONFLICT DO NOTHING;
          END IF;
        EXCEPTION WHEN invalid_text_representation THEN NULL;
        END;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER blog_labels_sync AFTER INSERT OR DELETE OR UPDATE OF id, label_arr ON blogs
    FOR EACH ROW EXECUTE FUNCTION blog_labels_sync()`.execute(db);
  // the blogs already there, through the same trigger
  await sql`UPDATE blogs SET label_arr = label_arr`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const t of ['blog_labels_ai', 'blog_labels_ad', 'blog_labels_au']) await sql`DROP TRIGGER IF EXISTS ${sql.ref(t)}`.execute(db);
  } else {
    await sql`DROP TRIGGER IF EXISTS blog_labels_sync ON blogs`.execute(db);
    await sql`DROP FUNCTION IF EXISTS blog_labels_sync()`.execute(db);
  }
  await db.schema.dropTable('blog_labels').ifExists().execute();
}
