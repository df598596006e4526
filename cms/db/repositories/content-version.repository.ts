// The content version (migration 2026-11-25-cms-content-version): raised by triggers on every write
// to a table public answers read, whichever instance or process made it.
import type { Db } from '../database';

export async function readContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
  // the migration inserts the row; without it no change could be seen, so say so
  if (!row) throw new Error('content_version has no row 1: run the migrations again');
  return Number(row.version);
}
