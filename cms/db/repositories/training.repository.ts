// Queries for trainers, training courses and their addresses.
import { visible } from '../../lib/visibility';
import type { Db } from '../database';

export const allTrainings = (db: Db) => db.selectFrom('trainings').selectAll().where('status', 'in', visible()).orderBy('position').orderBy('id').execute();

export const findTraining = (db: Db, id: number) =>
  db.selectFrom('trainings').selectAll().where('id', '=', id).where('status', 'in', visible()).executeTakeFirst();

export async function trainingsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom('trainings').selectAll().where('id', 'in', ids).where('status', 'in', visible()).execute();
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is (typeof rows)[number] => !!r);
}

export async function trainersByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom('trainers').selectAll().where('id', 'in', ids).where('status', 'in', visible()).execute();
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is (typeof rows)[number] => !!r);
}

export const addressesOf = (db: Db, trainingIds: number[]) =>
  trainingIds.length ? db.selectFrom('training_addresses').selectAll().where('training_id', 'in', trainingIds).orderBy('id').execute() : Promise.resolve([]);

export const addressesIn = (db: Db, trainingId: number, countryId: number) =>
  db
    .selectFrom('training_addresses')
    .select(['id', 'address'])
    .where('training_id', '=', trainingId)
    .where('country_id', '=', countryId)
    .orderBy('id')
    .execute();

export async function countriesByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('countries')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .where('status', 'in', visible())
    .orderBy('position')
    .orderBy('name')
    .execute();
}
