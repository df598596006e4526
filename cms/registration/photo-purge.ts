// Photos uploaded but never taken by a registration are deleted once REG_LIMITS.unusedPhotoDays old
// (docs/product/warranty-registration.md, Photos): a dealer who abandons the form leaves personal
// data behind, and nothing else would ever remove it. A registration or a change that names a photo
// deleted here is refused at /photos/i (REG_MSG.photoUnknown), and the portal names the photo to
// choose again; the attach is a conditional UPDATE (`registration_id IS NULL`), so a photo is either
// deleted here or taken by the registration, never both.
//
// One statement for SQLite and PostgreSQL alike: DELETE … WHERE id IN (SELECT id … LIMIT n), in
// batches, so one pass holds the write lock for short moments only and deletes at most
// `batch * maxBatches` rows (the next pass goes on).
import { REG_LIMITS } from '../../contract';
import type { Db } from '../db/database';

const DAY_MS = 86_400_000;

export interface PurgeLimits {
  /** rows per DELETE */
  batch: number;
  /** DELETEs per pass */
  maxBatches: number;
}

export const PURGE_LIMITS: PurgeLimits = { batch: 200, maxBatches: 50 };

/** The instant before which an unused photo is deleted. */
export const purgeCutoff = (now: Date) => new Date(now.getTime() - REG_LIMITS.unusedPhotoDays * DAY_MS).toISOString();

/** Deletes unused photos uploaded before the cutoff; answers how many. */
export async function purgeUnusedPhotos(db: Db, now = new Date(), limits: PurgeLimits = PURGE_LIMITS): Promise<number> {
  const cutoff = purgeCutoff(now);
  let total = 0;
  for (let i = 0; i < limits.maxBatches; i += 1) {
    const res = await db
      .deleteFrom('reg_photos')
      .where('id', 'in', (eb) =>
        eb.selectFrom('reg_photos').select('id').where('registration_id', 'is', null).where('created_at', '<', cutoff).orderBy('id').limit(limits.batch),
      )
      // checked again on the row itself: a registration may have taken it since the SELECT
      .where('registration_id', 'is', null)
      .executeTakeFirst();
    const n = Number(res.numDeletedRows);
    total += n;
    if (n < limits.batch) break;
  }
  return total;
}
