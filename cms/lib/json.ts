// Reads the JSON documents kept in TEXT columns, never throwing on a bad value.
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    const v = JSON.parse(text) as unknown;
    return (v ?? fallback) as T;
  } catch {
    return fallback;
  }
}

export const ids = (text: string | null | undefined): number[] =>
  parseJson<unknown[]>(text, [])
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
