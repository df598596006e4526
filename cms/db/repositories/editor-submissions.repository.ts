// Reads of the stored form submissions for editors (contact form, become-a-partner form), newest first.
import type { Db } from '../database';
import type { PageWindow } from '../../lib/paging';

export async function listContactSubmissions(db: Db, w: PageWindow) {
  const total = await db
    .selectFrom('contact_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('contact_requests')
    .select(['id', 'username', 'phone', 'email', 'country', 'content', 'created_at'])
    .orderBy('id', 'desc')
    .limit(w.perPage)
    .offset(w.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

export async function listPartnerSubmissions(db: Db, w: PageWindow) {
  const total = await db
    .selectFrom('join_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('join_requests')
    .select(['id', 'username', 'phone', 'country', 'city', 'explain', 'created_at'])
    .orderBy('id', 'desc')
    .limit(w.perPage)
    .offset(w.offset)
    .execute();
  return { rows, total: Number(total.n) };
}
