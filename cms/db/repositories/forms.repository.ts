// Stores accepted contact and become-partner submissions.
import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { ContactRequestTable, JoinRequestTable } from '../tables/system.table';

export const insertContact = (db: Db, row: Insertable<ContactRequestTable>) => db.insertInto('contact_requests').values(row).execute();
export const insertJoin = (db: Db, row: Insertable<JoinRequestTable>) => db.insertInto('join_requests').values(row).execute();
