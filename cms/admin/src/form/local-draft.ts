// Unsaved input kept in the browser (localStorage) while an editor types, so a crash, a closed tab
// or an ended session loses nothing: the form offers it back next time.
export interface LocalDraft {
  at: string;
  version: number | null;
  values: Record<string, unknown>;
}

const key = (type: string, id: string) => `cfm-console:unsaved:${type}:${id}`;

export function readLocal(type: string, id: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key(type, id));
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocal(type: string, id: string, values: Record<string, unknown>, version: number | null) {
  try {
    localStorage.setItem(key(type, id), JSON.stringify({ at: new Date().toISOString(), version, values }));
  } catch {
    /* storage full or refused: the form still holds the input */
  }
}

export function dropLocal(type: string, id: string) {
  try {
    localStorage.removeItem(key(type, id));
  } catch {
    /* nothing to drop */
  }
}

/** Same data, whatever the key order. */
export const sameData = (a: unknown, b: unknown) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, sorted(x)]),
    );
  return v;
}
