// Opaque keyset cursors of the export calls: base64url JSON of the last row's sort key.

export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key, or null when the cursor was not made by encodeCursor with this shape. */
export function decodeCursor(cursor: string, shape: readonly ('string' | 'number')[]): (string | number)[] | null {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(key) || key.length !== shape.length) return null;
    return key.every((v, i) => typeof v === shape[i]) ? key : null;
  } catch {
    return null;
  }
}
