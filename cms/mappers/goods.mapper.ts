// Maps product, tool, plotter and case rows to the contract's goods shapes.
import type { Selectable } from 'kysely';
import type { CaseCard, GoodsCard, PlotterDetail, PlotterModel, ProductDetail, SpecLabel, ToolDetail } from '../../contract';
import type { PlotterTable, ProductTable, ToolTable } from '../db/tables/goods.table';
import type { CaseTable } from '../db/tables/cases.table';
import type { MediaUrls } from '../lib/media-url';
import { parseJson } from '../lib/json';

type Obj = Record<string, unknown>;
const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const objs = (json: string) => parseJson<unknown[]>(json, []).filter((x): x is Obj => !!x && typeof x === 'object');
const mediaList = (m: MediaUrls, json: string) => m.list(parseJson<unknown[]>(json, []).map((x) => (typeof x === 'string' ? x : null)));

export const caseCard =
  (m: MediaUrls) =>
  (row: Pick<Selectable<CaseTable>, 'id' | 'title' | 'image'>): CaseCard => ({ id: row.id, title: row.title, image: m.url(row.image) });

export const goodsCard =
  (m: MediaUrls) =>
  (row: { id: number; goods_name: string; goods_image: string | null; desc: string }): GoodsCard => ({
    id: row.id,
    goods_name: row.goods_name,
    goods_image: m.url(row.goods_image),
    desc: row.desc,
  });

export function productDetail(m: MediaUrls, row: Selectable<ProductTable>): ProductDetail {
  const way = row.way === 1 ? 1 : 0;
  return {
    id: row.id,
    category_id: row.category_id,
    product_type: row.product_type === 1 ? 1 : 0,
    images: mediaList(m, row.images),
    goods_image: m.url(row.goods_image),
    goods_name: row.goods_name,
    sub_name: row.sub_name,
    content: m.html(row.content),
    features: objs(row.features).map((f, i) => ({ id: Number(f.id) > 0 ? Number(f.id) : i + 1, name: s(f.name), image: m.str(s(f.image)) })),
    way,
    label: objs(row.label).map((l): SpecLabel => ({
      name: s(l.name),
      type: Number(l.type) === 2 ? 2 : 1,
      content: way === 1 ? m.str(s(l.content)) : s(l.content),
      point: (Array.isArray(l.point) ? l.point : []).map(Number).filter(Number.isInteger),
    })),
    pdf_url: m.url(row.pdf_url),
    tools_content: m.html(row.tools_content),
    sub_title: row.sub_title,
    desc: row.desc,
    keywords: row.keywords,
  };
}

export function toolDetail(m: MediaUrls, row: Selectable<ToolTable>): ToolDetail {
  return {
    id: row.id,
    category_id: row.category_id,
    goods_name: row.goods_name,
    goods_image: m.url(row.goods_image),
    desc: row.desc,
    video: m.url(row.video),
    content: m.html(row.content),
    sub_name: row.sub_name,
    tools_content: m.html(row.tools_content),
    image: m.url(row.image),
    images_arr: mediaList(m, row.images_arr),
    sub_title: row.sub_title,
    keywords: row.keywords,
  };
}

export const plotterModel =
  (m: MediaUrls) =>
  (row: Selectable<PlotterTable>): PlotterModel => ({
    id: row.id,
    goods_name: row.goods_name,
    goods_image: m.url(row.goods_image),
    image: m.url(row.image),
    labels: objs(row.labels).map((l) => ({ name: s(l.name), content: s(l.content) })),
    pdf_url: m.url(row.pdf_url),
  });

export function plotterDetail(m: MediaUrls, row: Selectable<PlotterTable>): PlotterDetail {
  return {
    id: row.id,
    goods_name: row.goods_name,
    image: m.url(row.goods_image ?? row.image),
    video: m.url(row.video),
    content: m.html(row.content),
    pdf_url: m.url(row.pdf_url),
    features: objs(row.features).map((f) => ({
      type: Number.isInteger(Number(f.type)) ? Number(f.type) : 1,
      title: s(f.title),
      content: s(f.content),
      image: m.url(typeof f.image === 'string' ? f.image : null),
    })),
    images_arr: mediaList(m, row.images_arr),
    sub_title: row.sub_title,
    desc: row.desc,
    keywords: row.keywords,
  };
}

export { mediaList, objs };
