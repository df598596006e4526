// The cases table.
import type { ContentColumns, Json } from './common';

export interface CaseTable extends ContentColumns {
  id: number;
  title: string;
  image: string | null;
  content: string;
  sub_title: string;
  desc: string;
  keywords: string;
  /** 1: listed on the PPF page context (type 1) */
  ppf: number;
  /** 1: listed on the collection context (type 2) */
  collection: number;
  /** JSON number[]: trainings (type 3) */
  train_ids: Json;
  /** JSON number[]: dealers (type 3) */
  shop_ids: Json;
}
