// Product, tool and plotter tables (nested lists kept as JSON documents).
import type { ContentColumns, Json } from './common';

export interface ProductCategoryTable extends ContentColumns {
  id: number;
  name: string;
  brief: string;
  image: string | null;
  desc: string;
  product_type: number;
}

export interface ProductTable extends ContentColumns {
  id: number;
  category_id: number;
  product_type: number;
  goods_name: string;
  sub_name: string;
  goods_image: string | null;
  desc: string;
  images: Json;
  content: string;
  features: Json;
  way: number;
  label: Json;
  pdf_url: string | null;
  tools_content: string;
  sub_title: string;
  keywords: string;
  /** the warranty term of a registered installation; null: not registrable yet */
  warranty_years: number | null;
}

export interface ToolCategoryTable extends ContentColumns {
  id: number;
  name: string;
}

export interface ToolTable extends ContentColumns {
  id: number;
  category_id: number;
  goods_name: string;
  goods_image: string | null;
  desc: string;
  video: string | null;
  content: string;
  sub_name: string;
  tools_content: string;
  image: string | null;
  images_arr: Json;
  sub_title: string;
  keywords: string;
  /** 1: a branding element dealers see (not listed publicly) */
  branding: number;
}

export interface PlotterTable extends ContentColumns {
  id: number;
  position: number;
  goods_name: string;
  goods_image: string | null;
  image: string | null;
  labels: Json;
  pdf_url: string | null;
  video: string | null;
  content: string;
  features: Json;
  images_arr: Json;
  sub_title: string;
  desc: string;
  keywords: string;
}
