// The blog list's keyword condition. All the dialect-specific search SQL lives in this one
// function: SQLite answers from the FTS5 trigram index of migration 2026-11-24-scale-blog-search.
import { sql, type RawBuilder } from 'kysely';

/** Escapes LIKE wildcards; used with ESCAPE '\'. */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A condition on `blogs` true when title or desc contains `keywords` (case-insensitive substring,
 * as docs/product/api-calls.md describes the search). The words are one FTS5 phrase in double
 * quotes, so quotes, operators and other special characters are plain text. A trigram index
 * cannot answer fewer than three characters: those few short searches scan with LIKE.
 */
export function blogKeywordMatch(keywords: string): RawBuilder<boolean> {
  if ([...keywords].length < 3) {
    const p = likePattern(keywords);
    return sql<boolean>`(blogs.title LIKE ${p} ESCAPE '\\' OR blogs."desc" LIKE ${p} ESCAPE '\\')`;
  }
  const phrase = `"${keywords.replace(/"/g, '""')}"`;
  return sql<boolean>`blogs.id IN (SELECT rowid FROM blogs_fts WHERE blogs_fts MATCH ${phrase})`;
}
