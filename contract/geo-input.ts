/**
 * The dealer's own coordinates as typed in Edit Information and sent to saveInfo
 * (docs/product/nearest-partner.md#coordinates): both empty (unknown) or both valid degrees.
 * Shared by the form and the CMS so both say the same thing.
 */
export const GEO_MSG = {
  lat: 'Latitude must be a number between -90 and 90.',
  lng: 'Longitude must be a number between -180 and 180.',
  both: 'Enter both latitude and longitude, or leave both empty.',
} as const;

export type GeoInput = { ok: true; lat: number | null; lng: number | null } | { ok: false; msg: string };

const parse = (v: string, max: number): number | null | undefined => {
  const t = v.trim().replace(',', '.');
  if (!t) return null;
  if (!/^-?\d{1,3}(\.\d+)?$/.test(t)) return undefined;
  const n = Number(t);
  return Math.abs(n) <= max ? n : undefined;
};

export function parseGeoInput(lat: string, lng: string): GeoInput {
  const a = parse(lat, 90);
  if (a === undefined) return { ok: false, msg: GEO_MSG.lat };
  const b = parse(lng, 180);
  if (b === undefined) return { ok: false, msg: GEO_MSG.lng };
  if ((a === null) !== (b === null)) return { ok: false, msg: GEO_MSG.both };
  return { ok: true, lat: a, lng: b };
}
