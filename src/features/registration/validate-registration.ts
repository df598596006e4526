/**
 * The form's own checks before it sends: the server's checks of contract/registrations.ts that the
 * browser can run, with the server's messages word for word and the same field pointers, so a
 * refusal looks the same whichever side found it. Pure: no DOM, no React.
 */
import { EMAIL_PATTERN } from '../../../contract/messages';
import { AREA_BY_ID, REG_LIMITS, REG_MSG, checkPhone, checkVin } from '../../../contract/registration-rules';
import type { RegistrationProduct, Roll } from '../../../contract/registrations';
import { areasChosenTwice, compactAreas } from './area-selection';
import { checkInstallationDate } from './dates';
import type { DraftInstallation, RegistrationDraft } from './draft';
import type { FieldError } from './field-errors';

/** What the checks need besides the draft: the catalogue's films, the shop's rolls and today. */
export interface CheckContext {
  products: readonly RegistrationProduct[];
  rolls: readonly Roll[];
  /** today in the shop's zone, YYYY-MM-DD */
  today: string;
}

const blank = (s: string) => s.trim() === '';

/** Metres as typed ("2.5", "2,5") → a number with at most two decimals, or null. */
export function parseMetres(typed: string): number | null {
  const s = typed.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= REG_LIMITS.metresMax ? n : null;
}

/** Round to centimetres (the server stores centimetres). */
const cm = (m: number) => Math.round(m * 100);

/** A roll's metres left after this draft's uses of it (every row, or every row but `exclude`). */
export function metresLeft(roll: Roll, installations: readonly DraftInstallation[], exclude?: { inst: number; row: number }): number {
  let used = 0;
  installations.forEach((ins, i) =>
    ins.rolls.forEach((r, j) => {
      if (exclude && i === exclude.inst && j === exclude.row) return;
      if (r.serial !== roll.serial) return;
      const m = parseMetres(r.metres);
      if (m !== null) used += cm(m);
    }),
  );
  return Math.max(0, cm(roll.remaining_m) - used) / 100;
}

export function validateOwnerVehicle(d: Pick<RegistrationDraft, 'owner' | 'vehicle'>, withVin = true): FieldError[] {
  const errors: FieldError[] = [];
  const add = (path: string, message: string) => errors.push({ path, message });
  const { owner, vehicle } = d;
  if (blank(owner.name)) add('/owner/name', REG_MSG.ownerName);
  if (blank(owner.email)) add('/owner/email', REG_MSG.ownerEmail);
  else if (!EMAIL_PATTERN.test(owner.email.trim())) add('/owner/email', REG_MSG.correctEmail);
  if (blank(owner.phone)) add('/owner/phone', REG_MSG.ownerPhone);
  else if (!checkPhone(owner.phone)) add('/owner/phone', REG_MSG.correctPhone);
  if (withVin) {
    const vin = checkVin(vehicle.vin);
    if (!vin.ok) add('/vehicle/vin', vin.error ?? REG_MSG.vinEmpty);
  }
  if (blank(vehicle.plate)) add('/vehicle/plate', REG_MSG.plate);
  if (blank(vehicle.brand)) add('/vehicle/brand', REG_MSG.brand);
  if (blank(vehicle.model)) add('/vehicle/model', REG_MSG.model);
  return errors;
}

export function validatePhotos(count: number): FieldError[] {
  return count < REG_LIMITS.photosMin || count > REG_LIMITS.photosMax ? [{ path: '/photos', message: REG_MSG.photos }] : [];
}

/** Every problem of the draft, in the form's order (empty: it may be sent). */
export function validateRegistration(d: RegistrationDraft, ctx: CheckContext): FieldError[] {
  const errors: FieldError[] = validateOwnerVehicle(d);
  const add = (path: string, message: string) => errors.push({ path, message });

  const date = checkInstallationDate(d.installation_date, ctx.today);
  if (date) add('/installation_date', date);

  if (d.installations.length === 0) add('/installations', REG_MSG.installations);
  if (d.installations.length > REG_LIMITS.installationsMax) add('/installations', REG_MSG.tooManyInstallations);

  const twice = areasChosenTwice(d.installations.map((i) => i.areas));
  /** centimetres asked of each roll so far */
  const asked = new Map<string, number>();
  d.installations.forEach((ins, i) => {
    const at = `/installations/${i}`;
    const product = ctx.products.find((p) => String(p.id) === ins.product_id);
    if (!ins.product_id) add(`${at}/product_id`, REG_MSG.product);
    else if (!product) add(`${at}/product_id`, REG_MSG.productUnknown);
    else if (product.term_years === null) add(`${at}/product_id`, REG_MSG.productNoTerm);

    if (ins.areas.length === 0) add(`${at}/areas`, REG_MSG.areas);
    else if (product) {
      for (const id of compactAreas(ins.areas)) {
        const area = AREA_BY_ID.get(id);
        if (area && area.kind !== product.kind) add(`${at}/areas`, REG_MSG.areaKind(area.label, product.kind));
      }
    }
    for (const label of twice[i] ?? []) add(`${at}/areas`, REG_MSG.areaTwice(label));

    if (ins.rolls.length === 0) add(`${at}/rolls`, REG_MSG.rolls);
    if (ins.rolls.length > REG_LIMITS.rollsPerInstallation) add(`${at}/rolls`, REG_MSG.tooManyRolls);
    const seen = new Set<string>();
    ins.rolls.forEach((use, j) => {
      const rat = `${at}/rolls/${j}`;
      const serial = use.serial.trim().toUpperCase();
      const roll = ctx.rolls.find((r) => r.serial === serial);
      if (!serial) add(`${rat}/serial`, REG_MSG.rolls);
      else if (seen.has(serial)) add(`${rat}/serial`, REG_MSG.rollTwice(serial));
      else if (!roll) add(`${rat}/serial`, REG_MSG.rollUnknown(serial));
      else if (product && roll.product_id !== product.id) add(`${rat}/serial`, REG_MSG.rollProduct(serial, product.name));
      if (serial) seen.add(serial);

      const metres = parseMetres(use.metres);
      if (metres === null) add(`${rat}/metres`, REG_MSG.metres);
      else if (roll) {
        // every use of the roll in this registration up to this row comes off what is left, as the server counts
        const total = (asked.get(serial) ?? 0) + cm(metres);
        asked.set(serial, total);
        if (total > cm(roll.remaining_m)) add(`${rat}/metres`, REG_MSG.metresBeyond(serial, roll.remaining_m));
      }
    });
  });

  errors.push(...validatePhotos(d.photos.length));
  return errors;
}

/** The pointers of the fields the form shows for a draft, in its order (for placeErrors). */
export function fieldPointers(d: Pick<RegistrationDraft, 'installations'>): string[] {
  const top = [
    '/owner/name',
    '/owner/email',
    '/owner/phone',
    '/vehicle/vin',
    '/vehicle/plate',
    '/vehicle/brand',
    '/vehicle/model',
    '/installation_date',
    '/installations',
  ];
  const inst = d.installations.flatMap((ins, i) => [
    `/installations/${i}/product_id`,
    `/installations/${i}/areas`,
    `/installations/${i}/rolls`,
    ...ins.rolls.flatMap((_, j) => [`/installations/${i}/rolls/${j}/serial`, `/installations/${i}/rolls/${j}/metres`]),
  ]);
  return [...top, ...inst, '/photos'];
}
