// The names of what audit rows point at, for the console's audit log: an item by its title (a
// deleted one keeps its document as a tombstone, and so its title), a page by its name ("PPF
// page"), a media file by its file name, an account by its user name, a dealer login by the
// dealer's name. The rows keep their target as the routes wrote it (`blogs/3`, `page/ppf_page`,
// `media/12`, `user/4`, `dealer/7`), which the console shows beside the name.
import type { Db } from '../database';
import { EDITABLE } from '../../editor/collections';
import { docTitle } from '../../../contract/editor-schemas';

/** Audit targets that name one document: `<type>/<id>` of the editing API, and `dealer/<id>` (a dealer's login). */
function docOf(target: string): { type: string; docId: string } | null {
  const m = /^([a-z-]+|page)\/([A-Za-z0-9_-]+)$/.exec(target);
  if (!m) return null;
  if (m[1] === 'dealer') return { type: 'dealers', docId: m[2] };
  return m[1] === 'page' || m[1] in EDITABLE ? { type: m[1], docId: m[2] } : null;
}

const idOf = (target: string, prefix: string) => {
  const m = new RegExp(`^${prefix}/(\\d+)$`).exec(target);
  return m ? Number(m[1]) : null;
};

/** target → its name, for each target that names something that has one ('' targets and unknown ones are left out). */
export async function auditTargetTitles(db: Db, targets: readonly string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const unique = [...new Set(targets)];
  const docs = unique.flatMap((t) => {
    const d = docOf(t);
    return d ? [{ target: t, ...d }] : [];
  });
  for (const d of docs) if (d.type === 'page') titles.set(d.target, docTitle('page', d.docId, {}));
  const items = docs.filter((d) => d.type !== 'page');
  if (items.length) {
    const rows = await db
      .selectFrom('editor_docs')
      .select(['type', 'doc_id', 'title'])
      .where((eb) => eb.or(items.map((d) => eb.and([eb('type', '=', d.type), eb('doc_id', '=', d.docId)]))))
      .execute();
    const found = new Map(rows.map((r) => [`${r.type}/${r.doc_id}`, r.title]));
    for (const d of items) {
      const title = found.get(`${d.type}/${d.docId}`);
      if (title) titles.set(d.target, title);
    }
  }
  const mediaIds = unique.map((t) => idOf(t, 'media')).filter((n): n is number => n !== null);
  if (mediaIds.length)
    for (const m of await db.selectFrom('editor_media').select(['id', 'name', 'path']).where('id', 'in', mediaIds).execute())
      titles.set(`media/${m.id}`, m.name || (m.path.split('/').pop() ?? m.path));
  const userIds = unique.map((t) => idOf(t, 'user')).filter((n): n is number => n !== null);
  if (userIds.length)
    for (const u of await db.selectFrom('editor_users').select(['id', 'username']).where('id', 'in', userIds).execute()) titles.set(`user/${u.id}`, u.username);
  return titles;
}
