// Queries for countries, regions, partner categories and dealer shops.
import { visible } from '../../lib/visibility';
import type { Db } from '../database';
import type { Selectable, Updateable } from 'kysely';
import type { DealerTable } from '../tables/network.table';
import { textContains } from '../dialect';
import { PARTNER_COLUMNS } from '../../mappers/network.mapper';

export const countries = (db: Db) =>
  db.selectFrom('countries').select(['id', 'name']).where('status', 'in', visible()).orderBy('position').orderBy('name').execute();

export const regionsOf = (db: Db, countryId: number) =>
  db
    .selectFrom('regions')
    .select(['id', 'name'])
    .where('country_id', '=', countryId)
    .where('status', 'in', visible())
    .orderBy('position')
    .orderBy('name')
    .execute();

export const allRegions = (db: Db) =>
  db
    .selectFrom('regions')
    .select(['id', 'name', 'country_id'])
    .where('status', 'in', visible())
    .orderBy('country_id')
    .orderBy('position')
    .orderBy('name')
    .execute();

export const findCountry = (db: Db, id: number) =>
  db.selectFrom('countries').select(['id', 'name']).where('id', '=', id).where('status', 'in', visible()).executeTakeFirst();

export const findRegion = (db: Db, id: number) =>
  db.selectFrom('regions').select(['id', 'name', 'country_id']).where('id', '=', id).where('status', 'in', visible()).executeTakeFirst();

export const partnerCategories = (db: Db) => db.selectFrom('partner_categories').selectAll().where('status', 'in', visible()).orderBy('id').execute();

/** Dealers of a place matching the keywords, with only the card columns (no page body). */
export function searchDealers(db: Db, nationId: number, cityId: number, keywords?: string) {
  let q = db
    .selectFrom('dealers')
    .select([...PARTNER_COLUMNS])
    .where('status', 'in', visible())
    .where('nation_id', '=', nationId)
    .where('city_id', '=', cityId);
  const kw = keywords?.trim();
  if (kw) {
    q = q.where((eb) => eb.or(['shop_name', 'address', 'keywords'].map((c) => textContains(db, c, kw))));
  }
  return q.orderBy('stars', 'desc').orderBy('id').execute();
}

export const findDealer = (db: Db, id: number) => db.selectFrom('dealers').selectAll().where('id', '=', id).where('status', 'in', visible()).executeTakeFirst();

/** the caller's own shop, whatever its publishing state */
export const ownDealer = (db: Db, id: number) => db.selectFrom('dealers').selectAll().where('id', '=', id).executeTakeFirst();

export const allDealers = (db: Db) => db.selectFrom('dealers').selectAll().where('status', 'in', visible()).orderBy('id').execute();

export const updateDealer = (db: Db, id: number, values: Updateable<DealerTable>) => db.updateTable('dealers').set(values).where('id', '=', id).execute();

export type DealerEdit = Pick<Selectable<DealerTable>, 'shop_name' | 'mobile' | 'nation_id' | 'city_id' | 'desc' | 'shop_image'> &
  Partial<Pick<Selectable<DealerTable>, 'lat' | 'lng'>>;

/**
 * Writes a dealer's own edit only when some field differs, in one statement (no read-then-write
 * race); true when the row changed, which is what decides whether the site must rebuild.
 */
export async function updateDealerIfChanged(db: Db, id: number, edit: DealerEdit, updatedAt: string): Promise<boolean> {
  const r = await db
    .updateTable('dealers')
    .set({ ...edit, updated_at: updatedAt })
    .where('id', '=', id)
    .where((eb) =>
      eb.or(
        (Object.keys(edit) as (keyof DealerEdit)[])
          .filter((k) => edit[k] !== undefined)
          .map((k) => {
            const v = edit[k]!;
            return v === null ? eb(k, 'is not', null) : eb.or([eb(k, 'is', null), eb(k, '!=', v)]);
          }),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
