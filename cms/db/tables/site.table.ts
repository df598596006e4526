// Site-wide content tables: singleton pages, articles, page meta, about us, core values.
import type { ContentColumns, Json } from './common';

/** One JSON document per singleton page (site, ppf_page, software, plotter_page, tools_page, training_page, collection). */
export interface PageTable extends ContentColumns {
  key: string;
  data: Json;
}

export interface ArticleTable extends ContentColumns {
  id: number;
  title: string;
  image: string | null;
  sub_title: string;
  desc: string;
  keywords: string;
}

export type PageMetaTable = ArticleTable;

export interface AboutUsTable extends ContentColumns {
  id: number;
  position: number;
  title: string;
  sub_name: string;
  image: string | null;
  content: string;
}

export interface CoreValueTable extends ContentColumns {
  id: number;
  position: number;
  title: string;
  image: string | null;
  content: string;
}

/** FAQ (type 3) and download (type 6) categories; sub-categories have a parent_id. */
export interface CategoryTable extends ContentColumns {
  id: number;
  type: number;
  /** 1 category, 2 sub-category */
  level: number;
  parent_id: number | null;
  position: number;
  name: string;
}

export interface FaqTable extends ContentColumns {
  id: number;
  category_id: number;
  second_id: number | null;
  title: string;
  content: string;
}

export interface DownloadTable extends ContentColumns {
  id: number;
  category_id: number;
  title: string;
  image: string | null;
  url: string;
}
