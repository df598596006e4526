// Queries for dealer accounts, sessions (token hashes) and password reset codes.
import type { Db } from '../database';
import { hashToken, nowIso, nowSeconds } from '../../lib/tokens';

export const findAccountByUsername = (db: Db, username: string) => db.selectFrom('accounts').selectAll().where('username', '=', username).executeTakeFirst();

export const findAccountByShop = (db: Db, shopId: number) => db.selectFrom('accounts').selectAll().where('shop_id', '=', shopId).executeTakeFirst();

export const updateAccount = (db: Db, shopId: number, values: { username?: string; password_hash?: string }) =>
  db
    .updateTable('accounts')
    .set({ ...values, updated_at: nowIso() })
    .where('shop_id', '=', shopId)
    .execute();

export async function createSession(db: Db, shopId: number, token: string, ttlHours: number): Promise<number> {
  const expiresAt = nowSeconds() + ttlHours * 3600;
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), shop_id: shopId, created_at: nowIso(), expires_at: expiresAt, revoked_at: null })
    .execute();
  return expiresAt;
}

/** The token's live session; a disabled login's sessions count as ended (whatever their rows say). */
export const findSession = (db: Db, token: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.shop_id', 'sessions.shop_id')
    .select(['sessions.shop_id', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('accounts.disabled', '=', 0)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', nowSeconds())
    .executeTakeFirst();

export const revokeSession = (db: Db, token: string) =>
  db.updateTable('sessions').set({ revoked_at: nowIso() }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).execute();

export const revokeShopSessions = (db: Db, shopId: number) =>
  db.updateTable('sessions').set({ revoked_at: nowIso() }).where('shop_id', '=', shopId).where('revoked_at', 'is', null).execute();

/** Ends every open reset code of a shop (a new code, a reset or a password change supersedes them). */
export const endResetCodes = (db: Db, shopId: number) =>
  db.updateTable('reset_codes').set({ used_at: nowIso() }).where('shop_id', '=', shopId).where('used_at', 'is', null).execute();

/** A new code for the shop; every earlier open code of the shop ends (in one transaction, so concurrent requests leave one open code). */
export async function createResetCode(db: Db, shopId: number, code: string, ttlMinutes: number) {
  await db.transaction().execute(async (trx) => {
    await endResetCodes(trx, shopId);
    await trx
      .insertInto('reset_codes')
      .values({ code_hash: hashToken(code), shop_id: shopId, created_at: nowIso(), expires_at: nowSeconds() + ttlMinutes * 60, used_at: null })
      .execute();
  });
}

export const findLiveResetCode = (db: Db, code: string) =>
  db
    .selectFrom('reset_codes')
    .selectAll()
    .where('code_hash', '=', hashToken(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowSeconds())
    .executeTakeFirst();

/**
 * Uses the code and ends every other open code of its shop in one statement; false when the code
 * was not live (used, superseded or expired), so two concurrent resets cannot both succeed.
 */
export async function useResetCode(db: Db, code: string): Promise<boolean> {
  const r = await db
    .updateTable('reset_codes')
    .set({ used_at: nowIso() })
    .where('used_at', 'is', null)
    .where('shop_id', '=', (eb) =>
      eb
        .selectFrom('reset_codes as live')
        .select('live.shop_id')
        .where('live.code_hash', '=', hashToken(code))
        .where('live.used_at', 'is', null)
        .where('live.expires_at', '>', nowSeconds()),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) >= 1;
}
