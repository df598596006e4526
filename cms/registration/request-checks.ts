// The checks of a registration request that need no database: owner, vehicle, date, the shape of
// each installation. Each problem names its field (a JSON pointer), so the portal shows it beside
// that field. The checks against stored data (products, rolls, live warranties) are in
// cms/registration/register.ts.
import { AREA_BY_ID, EMAIL_PATTERN, REG_LIMITS, REG_MSG, areaLeaves, checkPhone, checkVin, type FieldError, type RegistrationRequest } from '../../contract';
import { clean } from '../lib/checks';
import { knownZone } from '../editor/schedule-time';
import { dayIn, daysBetween, isDay } from './calendar';

export interface CleanOwner {
  name: string;
  email: string;
  phone: string;
}

export interface CleanVehicle {
  vin: string;
  plate: string;
  brand: string;
  model: string;
}

export interface CleanInstallation {
  product_id: number;
  areas: string[];
  rolls: { serial: string; cm: number }[];
}

export interface CheckedRequest {
  errors: FieldError[];
  warnings: string[];
  owner: CleanOwner;
  vehicle: CleanVehicle;
  date: string;
  installations: CleanInstallation[];
  photos: string[];
}

/** metres with at most two decimals, as centimetres; null when not such a number */
export function metresToCm(m: unknown): number | null {
  const n = typeof m === 'number' ? m : Number(m);
  if (!Number.isFinite(n) || n <= 0 || n > REG_LIMITS.metresMax) return null;
  const cm = Math.round(n * 100);
  return Math.abs(cm - n * 100) < 1e-6 ? cm : null;
}

export const cmToMetres = (cm: number) => Math.round(cm) / 100;

export function checkOwner(o: Partial<Record<keyof CleanOwner, unknown>>, at: string, errors: FieldError[], only?: Set<string>): CleanOwner {
  const owner = { name: clean(o.name), email: clean(o.email), phone: clean(o.phone) };
  const want = (k: string) => !only || only.has(k);
  if (want('name') && !owner.name) errors.push({ path: `${at}/name`, message: REG_MSG.ownerName });
  if (want('email')) {
    if (!owner.email) errors.push({ path: `${at}/email`, message: REG_MSG.ownerEmail });
    else if (!EMAIL_PATTERN.test(owner.email)) errors.push({ path: `${at}/email`, message: REG_MSG.correctEmail });
  }
  if (want('phone')) {
    if (!owner.phone) errors.push({ path: `${at}/phone`, message: REG_MSG.ownerPhone });
    else if (!checkPhone(owner.phone)) errors.push({ path: `${at}/phone`, message: REG_MSG.correctPhone });
  }
  return owner;
}

export function checkVehicleText(v: Partial<Record<keyof CleanVehicle, unknown>>, errors: FieldError[], only?: Set<string>) {
  const out = { plate: clean(v.plate), brand: clean(v.brand), model: clean(v.model) };
  const want = (k: string) => !only || only.has(k);
  if (want('plate') && !out.plate) errors.push({ path: '/vehicle/plate', message: REG_MSG.plate });
  if (want('brand') && !out.brand) errors.push({ path: '/vehicle/brand', message: REG_MSG.brand });
  if (want('model') && !out.model) errors.push({ path: '/vehicle/model', message: REG_MSG.model });
  return out;
}

export function checkPhotoCount(photos: string[], errors: FieldError[]) {
  const unique = [...new Set(photos)];
  if (unique.length < REG_LIMITS.photosMin || unique.length > REG_LIMITS.photosMax) errors.push({ path: '/photos', message: REG_MSG.photos });
  return unique;
}

/**
 * The zone the installation date is a day in: the shop's, as its device sends it (`time_zone`), or
 * the brand's when none is sent; null (refused at /time_zone) for a name this server does not know.
 */
export function shopZone(sent: unknown, brandZone: string): string | null {
  if (sent === undefined || sent === null) return brandZone;
  return typeof sent === 'string' && sent.trim() ? knownZone(sent.trim()) : null;
}

export function checkRequest(body: RegistrationRequest, brandZone: string, now = new Date()): CheckedRequest {
  const errors: FieldError[] = [];
  const warnings: string[] = [];
  const owner = checkOwner(body.owner ?? {}, '/owner', errors);
  const vin = checkVin(clean(body.vehicle?.vin));
  if (!vin.ok) errors.push({ path: '/vehicle/vin', message: vin.error! });
  else if (vin.warning) warnings.push(vin.warning);
  const vehicle = { vin: vin.vin, ...checkVehicleText(body.vehicle ?? {}, errors) };

  const date = clean(body.installation_date);
  const timeZone = shopZone(body.time_zone, brandZone);
  if (!timeZone) errors.push({ path: '/time_zone', message: REG_MSG.timeZone(String(body.time_zone ?? '').slice(0, 64)) });
  if (!isDay(date)) errors.push({ path: '/installation_date', message: REG_MSG.date });
  else if (timeZone) {
    const back = daysBetween(date, dayIn(timeZone, now));
    if (back < 0) errors.push({ path: '/installation_date', message: REG_MSG.dateFuture });
    else if (back > REG_LIMITS.daysBack) errors.push({ path: '/installation_date', message: REG_MSG.dateTooOld });
  }

  const list = Array.isArray(body.installations) ? body.installations : [];
  if (!list.length) errors.push({ path: '/installations', message: REG_MSG.installations });
  if (list.length > REG_LIMITS.installationsMax) errors.push({ path: '/installations', message: REG_MSG.tooManyInstallations });
  // within one submission no panel may be covered twice by the same kind of film
  const seen = new Map<string, string>();
  const installations = list.slice(0, REG_LIMITS.installationsMax).map((inst, i): CleanInstallation => {
    const at = `/installations/${i}`;
    if (!inst.product_id) errors.push({ path: `${at}/product_id`, message: REG_MSG.product });
    const areas = [...new Set((inst.areas ?? []).map((a) => clean(a)))];
    if (!areas.length) errors.push({ path: `${at}/areas`, message: REG_MSG.areas });
    areas.forEach((id, j) => {
      const node = AREA_BY_ID.get(id);
      if (!node) return errors.push({ path: `${at}/areas/${j}`, message: REG_MSG.areaUnknown(id) });
      for (const leaf of areaLeaves(id)) {
        const key = `${node.kind}:${leaf}`;
        if (seen.has(key)) return errors.push({ path: `${at}/areas/${j}`, message: REG_MSG.areaTwice(AREA_BY_ID.get(leaf)!.label) });
        seen.set(key, id);
      }
    });
    const rollList = inst.rolls ?? [];
    if (!rollList.length) errors.push({ path: `${at}/rolls`, message: REG_MSG.rolls });
    if (rollList.length > REG_LIMITS.rollsPerInstallation) errors.push({ path: `${at}/rolls`, message: REG_MSG.tooManyRolls });
    const serials = new Set<string>();
    const rolls = rollList.slice(0, REG_LIMITS.rollsPerInstallation).map((r, j) => {
      const serial = clean(r.serial).toUpperCase();
      if (!serial) errors.push({ path: `${at}/rolls/${j}/serial`, message: REG_MSG.rolls });
      else if (serials.has(serial)) errors.push({ path: `${at}/rolls/${j}/serial`, message: REG_MSG.rollTwice(serial) });
      serials.add(serial);
      const cm = metresToCm(r.metres);
      if (cm === null) errors.push({ path: `${at}/rolls/${j}/metres`, message: REG_MSG.metres });
      return { serial, cm: cm ?? 0 };
    });
    return { product_id: inst.product_id, areas, rolls };
  });
  const photos = checkPhotoCount(Array.isArray(body.photos) ? body.photos : [], errors);
  return { errors, warnings, owner, vehicle, date, installations, photos };
}
