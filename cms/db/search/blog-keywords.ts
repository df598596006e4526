// The blog list's keyword condition. All the dialect-specific search SQL lives in this one
// function: SQLite answers from the FTS5 trigram index of migration 2026-11-24-scale-blog-search.
import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { isPostgres, textContains } from '../dialect';
import { previewing } from '../../lib/visibility';

/**
 * A condition on `blogs` true when title or desc contains `keywords` (case-insensitive substring,
 * as docs/product/api-calls.md describes the search). The words are one FTS5 phrase in double
 * quotes, so quotes, operators and other special characters are plain text. A substring scan
 * answers where the index cannot: fewer than three characters (below a trigram), PostgreSQL (no
 * FTS5), and preview requests (they read the `preview_blogs` twin, which has no index).
 */
export function blogKeywordMatch(db: QueryExecutorProvider, keywords: string): RawBuilder<boolean> {
  if (isPostgres(db) || previewing() || [...keywords].length < 3) {
    return sql<boolean>`(${textContains(db, 'blogs.title', keywords)} OR ${textContains(db, 'blogs.desc', keywords)})`;
  }
  const phrase = `"${keywords.replace(/"/g, '""')}"`;
  return sql<boolean>`${sql.ref('blogs.id')} IN (SELECT rowid FROM blogs_fts WHERE blogs_fts MATCH ${phrase})`;
}
