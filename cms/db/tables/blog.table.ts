// The blogs table.
import type { ContentColumns, Json } from './common';

export interface BlogTable extends ContentColumns {
  id: number;
  title: string;
  sub_title: string;
  desc: string;
  keywords: string;
  image: string | null;
  /** JSON string[] of tag names (Blogs, Events, News) */
  label_arr: Json;
  createtime: string;
  content: string;
  /** JSON number[] of related blog ids */
  related: Json;
}
