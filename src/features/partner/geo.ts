/**
 * Distances for "Near me" on Partner Search (docs/product/nearest-partner.md): great-circle
 * distance in the browser, no map or location service; km or miles by the visitor's locale;
 * the visitor's point in the URL (?near=lat,lng) so results can be shared and reloaded.
 */

export interface Point {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;
const rad = (d: number) => (d * Math.PI) / 180;

/** Haversine distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Regions that give road distances in miles. */
const MILE_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);

export type DistanceUnit = 'km' | 'mi';

export function unitForLocale(locale: string | undefined): DistanceUnit {
  const region = (locale ?? '').split(/[-_]/)[1]?.toUpperCase();
  return region && MILE_REGIONS.has(region) ? 'mi' : 'km';
}

/** '850 m'-free, shop-scale figures: one decimal under 10, whole numbers above. */
export function formatDistance(km: number, unit: DistanceUnit, locale?: string): string {
  const value = unit === 'mi' ? km / KM_PER_MILE : km;
  const digits = value < 10 ? 1 : 0;
  const n = new Intl.NumberFormat(locale || 'en', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  return `${n} ${unit}`;
}

const isLat = (n: number) => Number.isFinite(n) && Math.abs(n) <= 90;
const isLng = (n: number) => Number.isFinite(n) && Math.abs(n) <= 180;

/** ?near=52.520,13.405 → the point; anything else → null. */
export function parseNear(search: string): Point | null {
  const raw = new URLSearchParams(search).get('near');
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(raw ?? '');
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return isLat(lat) && isLng(lng) ? { lat, lng } : null;
}

/** Three decimals (about 100 m): close enough to order shops, not a home address. */
export function nearParam(p: Point): string {
  return `${p.lat.toFixed(3)},${p.lng.toFixed(3)}`;
}

export interface Placed {
  lat?: number | null;
  lng?: number | null;
}

/** The items with a known place, nearest first, each with its distance in km. */
export function byDistance<T extends Placed>(items: readonly T[], from: Point): (T & { km: number })[] {
  return items
    .filter((i): i is T & Point => typeof i.lat === 'number' && typeof i.lng === 'number')
    .map((i) => ({ ...i, km: distanceKm(from, { lat: i.lat, lng: i.lng }) }))
    .sort((a, b) => a.km - b.km);
}

/** A maps link that routes to the address (opens the visitor's maps app or site; nothing is called from here). */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address.trim())}`;
}

/** A tel: link of a shop phone as written ('+49 30 5557 1201' → 'tel:+493055571201'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
