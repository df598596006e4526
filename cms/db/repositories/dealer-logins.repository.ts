// Dealer logins as admins see and manage them: every dealer with its login state. Never selects a
// password hash out of the database; whether one is set is computed in SQL.
import { sql } from 'kysely';
import type { Db } from '../database';
import { nowIso, nowSeconds } from '../../lib/tokens';

export interface DealerLoginState {
  shop_id: number;
  shop_name: string;
  dealer_status: 'published' | 'draft';
  username: string | null;
  email: string | null;
  disabled: boolean;
  password_set: boolean;
  open_sessions: number;
  updated_at: string | null;
}

/** Live sessions per shop: not revoked and not expired. */
const liveSessions = (db: Db) =>
  db
    .selectFrom('sessions')
    .select(['shop_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowSeconds())
    .groupBy('shop_id');

/** Every dealer (drafts too: a login can be ready before the shop goes live), with its login. */
export async function listDealerLogins(db: Db, shopId?: number): Promise<DealerLoginState[]> {
  let q = db
    .selectFrom('dealers as d')
    .leftJoin('accounts as a', 'a.shop_id', 'd.id')
    .leftJoin(liveSessions(db).as('s'), 's.shop_id', 'd.id')
    .select([
      'd.id as shop_id',
      'd.shop_name',
      'd.status as dealer_status',
      'a.username',
      'a.email',
      'a.disabled',
      // only whether a hash is there leaves the database, never the hash
      sql<number>`case when a.password_hash is not null and a.password_hash <> '' then 1 else 0 end`.as('password_set'),
      's.n as open_sessions',
      'a.updated_at',
    ])
    .orderBy('d.shop_name')
    .orderBy('d.id');
  if (shopId !== undefined) q = q.where('d.id', '=', shopId);
  const rows = await q.execute();
  return rows.map((r) => ({
    shop_id: r.shop_id,
    shop_name: r.shop_name,
    dealer_status: r.dealer_status,
    username: r.username ?? null,
    email: r.email ?? null,
    disabled: Number(r.disabled ?? 0) === 1,
    password_set: Number(r.password_set) === 1,
    open_sessions: Number(r.open_sessions ?? 0),
    updated_at: r.updated_at ?? null,
  }));
}

export const dealerLoginState = async (db: Db, shopId: number) => (await listDealerLogins(db, shopId))[0];

/** A login without a password ('' until the dealer's set-password link is used). */
export const createDealerLogin = (db: Db, shopId: number, username: string, email: string) =>
  db.insertInto('accounts').values({ shop_id: shopId, username, email, password_hash: '', disabled: 0, updated_at: nowIso() }).execute();

export const patchDealerLogin = (db: Db, shopId: number, patch: { username?: string; email?: string; disabled?: boolean }) =>
  db
    .updateTable('accounts')
    .set({
      ...(patch.username !== undefined && { username: patch.username }),
      ...(patch.email !== undefined && { email: patch.email }),
      ...(patch.disabled !== undefined && { disabled: patch.disabled ? 1 : 0 }),
      updated_at: nowIso(),
    })
    .where('shop_id', '=', shopId)
    .execute();

/** Ends the shop's live sessions; answers how many were live. */
export async function endDealerSessions(db: Db, shopId: number): Promise<number> {
  const r = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('shop_id', '=', shopId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowSeconds())
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
