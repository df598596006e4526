/**
 * Spec section logic of ProductInfo (docs/product/entities-and-fields.md#spec-label,
 * docs/product/constants.md#product-way), free of React for unit tests.
 * way 0: a table; a label of type 1 shows its text content, type 2 its content plus the point
 * array rendered as repeated icons. way 1: an image list; each label's content is an image URL.
 */
import type { SpecLabel } from '../../../contract/goods';
import type { DeepReadonly } from '../../types/deep-readonly';
import { mediaOf, type MediaNode } from '../../components/ui/media-image';

export type SpecView = { kind: 'table'; rows: SpecRow[] } | { kind: 'images'; images: { name: string; src: string | null; media?: MediaNode | null }[] };

/** A spec label as the section reads it: any type other than 2 shows as text, so any number will do. */
export type SpecLabelView = DeepReadonly<Omit<SpecLabel, 'type'>> & { readonly type: number };

export type SpecRow = { kind: 'text'; name: string; content: string } | { kind: 'points'; name: string; content: string; icons: boolean[] };

/** Icons never exceed this many (a corrupt point value must not render thousands). */
export const MAX_POINT_ICONS = 10;
/** A single-number point array is a rating out of this many. */
export const DEFAULT_POINT_SCALE = 5;

/**
 * The icons of a type-2 label, true = filled. The point array lists one entry per icon (a value
 * above 0 is filled, 0 is empty); a one-number array [n] is n filled icons out of 5.
 */
export function pointIcons(point: readonly number[] | null | undefined): boolean[] {
  const values = (point ?? []).filter((v) => Number.isFinite(v));
  if (values.length === 0) return [];
  if (values.length === 1) {
    const n = Math.max(0, Math.min(Math.trunc(values[0]!), MAX_POINT_ICONS));
    const scale = Math.max(DEFAULT_POINT_SCALE, n);
    return Array.from({ length: scale }, (_, i) => i < n);
  }
  return values.slice(0, MAX_POINT_ICONS).map((v) => v > 0);
}

export function specRow(label: SpecLabelView): SpecRow {
  if (label.type === 2) {
    return { kind: 'points', name: label.name, content: label.content, icons: pointIcons(label.point) };
  }
  return { kind: 'text', name: label.name, content: label.content };
}

/** What the spec section shows for a product's way and labels. */
export function specView(way: number, labels: readonly SpecLabelView[] | null | undefined): SpecView {
  const list = labels ?? [];
  if (way === 1) {
    return { kind: 'images', images: list.map((l) => ({ name: l.name, src: l.content?.trim() ? l.content : null, media: mediaOf(l, 'content') })) };
  }
  return { kind: 'table', rows: list.map(specRow) };
}

/**
 * The playing set of feature videos (docs/product/states-and-transitions.md#videos): play adds the
 * item, pause/end removes it.
 */
export function updatePlayingSet(set: ReadonlySet<number>, id: number, playing: boolean): ReadonlySet<number> {
  if (playing === set.has(id)) return set;
  const next = new Set(set);
  if (playing) next.add(id);
  else next.delete(id);
  return next;
}
