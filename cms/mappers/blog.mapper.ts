// Maps blog rows to the contract's BlogItem and BlogDetail.
import type { Selectable } from 'kysely';
import type { BlogDetail, BlogItem } from '../../contract';
import type { BlogTable } from '../db/tables/blog.table';
import type { MediaUrls } from '../lib/media-url';
import { parseJson } from '../lib/json';

type Row = Selectable<BlogTable>;
/** What a blog card shows: the columns a list reads (blog.repository's CARD_COLUMNS). */
type CardRow = Pick<Row, 'id' | 'image' | 'title' | 'desc' | 'createtime' | 'label_arr'>;

const labels = (row: CardRow) => parseJson<unknown[]>(row.label_arr, []).map(String);

export const blogItem =
  (m: MediaUrls) =>
  (row: CardRow): BlogItem => ({
    id: row.id,
    image: m.url(row.image),
    title: row.title,
    desc: row.desc,
    createtime: row.createtime,
    label_arr: labels(row),
  });

export const blogDetail = (m: MediaUrls, row: Row, related: CardRow[]): BlogDetail => ({
  id: row.id,
  title: row.title,
  sub_title: row.sub_title,
  desc: row.desc,
  keywords: row.keywords,
  image: m.url(row.image),
  label_arr: labels(row),
  createtime: row.createtime,
  content: m.html(row.content),
  related: related.map(blogItem(m)),
});
