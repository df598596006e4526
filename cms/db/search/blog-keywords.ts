// The blog list's keyword condition. All the dialect-specific search SQL lives in this one
// function: SQLite answers from the FTS5 trigram index of migration 2026-11-24-scale-blog-search,
// PostgreSQL's ILIKE from the pg_trgm indexes of migration 2026-11-25-blog-search-pg.
import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { isPostgres, textContains } from '../dialect';
import type { Db } from '../database';
import { previewing } from '../../lib/visibility';

/**
 * A condition on `blogs` true when title or desc contains `keywords` (case-insensitive substring,
 * as docs/product/api-calls.md describes the search). The words are one FTS5 phrase in double
 * quotes, so quotes, operators and other special characters are plain text. Elsewhere the
 * condition is ILIKE/LIKE, which PostgreSQL serves from its trigram indexes; SQLite uses it where
 * its index cannot answer: fewer than three characters (below a trigram) and preview requests
 * (they read the `preview_blogs` twin, which has no index).
 */
export function blogKeywordMatch(db: QueryExecutorProvider, keywords: string): RawBuilder<boolean> {
  if (isPostgres(db) || previewing() || [...keywords].length < 3) {
    return sql<boolean>`(${textContains(db, 'blogs.title', keywords)} OR ${textContains(db, 'blogs.desc', keywords)})`;
  }
  const phrase = `"${keywords.replace(/"/g, '""')}"`;
  return sql<boolean>`${sql.ref('blogs.id')} IN (SELECT rowid FROM blogs_fts WHERE blogs_fts MATCH ${phrase})`;
}

/** Whether blog searches have their index: always on SQLite (FTS5 is built in), on PostgreSQL if pg_trgm could be installed. */
export async function hasKeywordIndex(db: Db): Promise<boolean> {
  if (!isPostgres(db)) return true;
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'blogs_title_trgm'`.execute(db);
  return rows[0]?.n === 1;
}
