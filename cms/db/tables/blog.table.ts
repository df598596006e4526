// The blogs table, and blog_labels: its tags as rows (kept by triggers, read by the list by type).
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

/** One tag of one blog; written only by the triggers of migration 2026-11-25-blog-labels. */
export interface BlogLabelTable {
  label: string;
  blog_id: number;
}
