/**
 * The areas picker's logic over the one area tree (AREAS in contract/registration-rules.ts). The
 * form keeps the chosen panels (the tree's leaves); a group is shown checked when all its panels
 * are, mixed when some are, and choosing it chooses all of them. What is sent is the smallest list
 * that says the same ("full-front" rather than its four panels): the server refuses an area chosen
 * twice, and the warranty page reads better with the group's name.
 */
import { AREAS, AREA_BY_ID, areaLeaves, type AreaNode, type FilmKind } from '../../../contract/registration-rules';

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/** The top of the tree for one kind of film. */
export const areasOfKind = (kind: FilmKind): readonly AreaNode[] => AREAS.filter((n) => n.kind === kind);

export function checkState(id: string, chosen: readonly string[]): CheckState {
  const leaves = areaLeaves(id);
  const set = new Set(chosen);
  const n = leaves.filter((l) => set.has(l)).length;
  return n === 0 ? 'unchecked' : n === leaves.length ? 'checked' : 'mixed';
}

/** Choose (or drop) an area or a whole group: the panels it covers are added (or removed). */
export function toggleArea(chosen: readonly string[], id: string, on: boolean): string[] {
  const leaves = new Set(areaLeaves(id));
  if (!on) return chosen.filter((l) => !leaves.has(l));
  const next = [...chosen];
  for (const l of leaves) if (!next.includes(l)) next.push(l);
  return sortLikeTree(next);
}

const ORDER = new Map(AREAS.flatMap((n) => areaLeaves(n.id)).map((id, i) => [id, i]));
const sortLikeTree = (ids: string[]) => [...ids].sort((a, b) => (ORDER.get(a) ?? 99) - (ORDER.get(b) ?? 99));

/** The ids to send: a group whose panels are all chosen stands for them. */
export function compactAreas(chosen: readonly string[]): string[] {
  const set = new Set(chosen);
  const walk = (nodes: readonly AreaNode[]): string[] =>
    nodes.flatMap((n) => {
      const leaves = areaLeaves(n.id);
      if (leaves.every((l) => set.has(l))) return [n.id];
      return n.children ? walk(n.children) : [];
    });
  return walk(AREAS);
}

/** Panels from ids as stored (groups allowed); unknown ids are dropped. */
export function expandAreas(ids: readonly string[]): string[] {
  return sortLikeTree([...new Set(ids.flatMap(areaLeaves))]);
}

/** Keep only the panels of one kind of film (after the film of an installation changes kind). */
export function areasForKind(chosen: readonly string[], kind: FilmKind): string[] {
  return chosen.filter((id) => AREA_BY_ID.get(id)?.kind === kind);
}

/**
 * For each installation, the labels of the panels an area of it covers that an earlier area of the
 * same registration already covered, one per area, as the server names them ("Bonnet is chosen
 * twice in this registration").
 */
export function areasChosenTwice(installations: readonly (readonly string[])[]): string[][] {
  const seen = new Set<string>();
  return installations.map((chosen) =>
    compactAreas(chosen).flatMap((id) => {
      const leaves = areaLeaves(id);
      const twice = leaves.find((l) => seen.has(l));
      leaves.forEach((l) => seen.add(l));
      return twice ? [AREA_BY_ID.get(twice)?.label ?? twice] : [];
    }),
  );
}
