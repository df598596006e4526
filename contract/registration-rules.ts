// The plain rules of warranty registration (issue 37, docs/product/warranty-registration.md): the
// area tree, the VIN and phone checks, the limits and the messages, word for word what the server
// answers. Apart from contract/registrations.ts (which re-exports them) because the dealer portal
// runs the same checks in the browser, and that file's TypeBox schemas must not reach a browser
// bundle (__tests__/e2e/bundle.spec.ts): plain data and plain functions only, no imports.

// ---------------------------------------------------------------------------------------------
// Areas: one list with a hierarchy, used by the portal's picker and by the server's checks.
// ---------------------------------------------------------------------------------------------

/** The kind of film: PPF (ProductType 1) or window film (ProductType 0). */
export const FILM_KINDS = ['ppf', 'window'] as const;
export type FilmKind = (typeof FILM_KINDS)[number];
export const kindOfProductType = (productType: number): FilmKind => (productType === 1 ? 'ppf' : 'window');
export const productTypeOfKind = (kind: FilmKind): 0 | 1 => (kind === 'ppf' ? 1 : 0);
export const FILM_KIND_LABEL: Record<FilmKind, string> = { ppf: 'paint protection film', window: 'window film' };

export interface AreaNode {
  /** stable id sent in requests (lowercase, dashes) */
  readonly id: string;
  /** what people read (the warranty page, the certificate, the picker) */
  readonly label: string;
  readonly kind: FilmKind;
  /** a group: choosing it covers every area under it */
  readonly children?: readonly AreaNode[];
}

const ppf = (id: string, label: string, children?: readonly AreaNode[]): AreaNode => ({ id, label, kind: 'ppf', ...(children ? { children } : {}) });
const win = (id: string, label: string, children?: readonly AreaNode[]): AreaNode => ({ id, label, kind: 'window', ...(children ? { children } : {}) });

/**
 * Every area, as a forest. "Full front" = bonnet + bumper + wings + mirrors; "full body" = every
 * painted panel (full front, doors, rockers, pillars, roof, boot). Headlights are PPF but not
 * painted, so they stand beside full body. Window film has its own positions.
 */
export const AREAS: readonly AreaNode[] = [
  ppf('full-body', 'Full body', [
    ppf('full-front', 'Full front', [ppf('bonnet', 'Bonnet'), ppf('bumper', 'Front bumper'), ppf('wings', 'Front wings'), ppf('mirrors', 'Mirrors')]),
    ppf('doors', 'Doors'),
    ppf('rockers', 'Rocker panels'),
    ppf('pillars', 'Pillars'),
    ppf('roof', 'Roof'),
    ppf('boot', 'Boot lid and rear bumper'),
  ]),
  ppf('headlights', 'Headlights'),
  win('all-windows', 'All windows', [
    win('windscreen', 'Windscreen'),
    win('sun-strip', 'Windscreen sun strip'),
    win('front-side-windows', 'Front side windows'),
    win('rear-side-windows', 'Rear side windows'),
    win('rear-window', 'Rear window'),
    win('sunroof', 'Sunroof'),
  ]),
];

const flatten = (nodes: readonly AreaNode[]): AreaNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
/** every area and group by id */
export const AREA_BY_ID: ReadonlyMap<string, AreaNode> = new Map(flatten(AREAS).map((n) => [n.id, n]));

/** The panels (leaves) an area or group covers. */
export function areaLeaves(id: string): string[] {
  const node = AREA_BY_ID.get(id);
  if (!node) return [];
  return node.children ? node.children.flatMap((c) => areaLeaves(c.id)) : [node.id];
}

/** The areas of `a` that overlap (share a panel with) some area of `b`, by the hierarchy. */
export function overlappingAreas(a: readonly string[], b: readonly string[]): string[] {
  const taken = new Set(b.flatMap(areaLeaves));
  return a.filter((id) => areaLeaves(id).some((leaf) => taken.has(leaf)));
}

/** "Full front, Doors": the labels of area ids, as the warranty page shows them. */
export const areaLabels = (ids: readonly string[]) => ids.map((id) => AREA_BY_ID.get(id)?.label ?? id).join(', ');

// ---------------------------------------------------------------------------------------------
// VIN: 17 characters, no I, O or Q; the ISO 3779 check digit (9th character) is refused when wrong
// for North American VINs (first character 1-5), and only warned about elsewhere.
// ---------------------------------------------------------------------------------------------

const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The ISO 3779 / FMVSS 565 check digit of a 17-character VIN ('X' for 10). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const ch = vin[i];
    sum += (/[0-9]/.test(ch) ? Number(ch) : (VIN_VALUES[ch] ?? 0)) * VIN_WEIGHTS[i];
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

export interface VinCheck {
  ok: boolean;
  /** the VIN as stored: trimmed, upper case, inner spaces removed */
  vin: string;
  /** why it is refused (ok false) */
  error?: string;
  /** what the installer should look at again (ok true) */
  warning?: string;
}

export function checkVin(input: string): VinCheck {
  const vin = input.replace(/\s+/g, '').toUpperCase();
  if (!vin) return { ok: false, vin, error: REG_MSG.vinEmpty };
  if (/[IOQ]/.test(vin)) return { ok: false, vin, error: REG_MSG.vinLetters };
  if (!/^[A-Z0-9]*$/.test(vin)) return { ok: false, vin, error: REG_MSG.vinCharacters };
  if (vin.length !== 17) return { ok: false, vin, error: REG_MSG.vinLength(vin.length) };
  if (vinCheckDigit(vin) === vin[8]) return { ok: true, vin };
  return /^[1-5]/.test(vin) ? { ok: false, vin, error: REG_MSG.vinCheckDigit } : { ok: true, vin, warning: REG_MSG.vinCheckDigitWarning };
}

/** A phone as the form takes it: digits with spaces, +, -, dots, brackets; 6 to 20 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ().\-/]{6,30}$/;
export const checkPhone = (s: string) => PHONE_PATTERN.test(s.trim()) && (s.match(/[0-9]/g) ?? []).length >= 6 && (s.match(/[0-9]/g) ?? []).length <= 20;

// ---------------------------------------------------------------------------------------------
// Limits and messages (word for word what the server answers; the portal may check first).
// ---------------------------------------------------------------------------------------------

export const REG_LIMITS = {
  /** days back an installation date may be, in the shop's time zone (the one the portal sends; else the brand's) */
  daysBack: 30,
  /** days after submission the dealer may change a registration */
  editDays: 7,
  photosMin: 1,
  photosMax: 6,
  /** installations in one submission */
  installationsMax: 10,
  rollsPerInstallation: 5,
  /** the longest side of a stored photo */
  photoMaxPx: 2048,
  /**
   * days a photo uploaded but not taken by any registration is kept: an abandoned form's photos are
   * personal data, so the CMS deletes them after this (cms/registration/photo-purge.ts); a draft
   * left on the device may be resumed with its photos within this time
   */
  unusedPhotoDays: 7,
  text: 200,
  /** metres are sent with at most two decimals (stored in centimetres) */
  metresMax: 1000,
} as const;

export const REG_MSG = {
  ownerName: 'Please fill in the owner’s name.',
  ownerEmail: 'Please fill in the owner’s email address.',
  correctEmail: 'Please fill in the correct email address.',
  ownerPhone: 'Please fill in the owner’s phone number.',
  correctPhone: 'Please fill in a phone number of 6 to 20 digits (spaces, +, - and brackets allowed).',
  vinEmpty: 'Please fill in the VIN.',
  vinLetters: 'A VIN never contains the letters I, O or Q: please check it (0 and 1 are digits).',
  vinCharacters: 'A VIN has only letters and digits.',
  vinLength: (n: number) => `A VIN has 17 characters; this one has ${n}.`,
  vinCheckDigit: 'This VIN’s check digit (the 9th character) does not match the rest: please check the VIN.',
  vinCheckDigitWarning: 'The 9th character of this VIN is not the usual check digit. Outside North America this can be right: please check the VIN once more.',
  plate: 'Please fill in the plate number.',
  brand: 'Please fill in the brand.',
  model: 'Please fill in the model.',
  date: 'Please choose the installation date (YYYY-MM-DD).',
  dateFuture: 'The installation date cannot be in the future.',
  dateTooOld: `The installation date may be at most ${REG_LIMITS.daysBack} days back.`,
  timeZone: (zone: string) =>
    `“${zone}” is not a time zone this server knows, so the installation date cannot be checked: please set the device’s time zone (e.g. Europe/Berlin) and send again.`,
  installations: 'Please add at least one installation.',
  tooManyInstallations: `At most ${REG_LIMITS.installationsMax} installations per registration.`,
  product: 'Please choose a film from the catalogue.',
  productUnknown: 'This film is not in the catalogue.',
  productNoTerm: 'This film has no warranty term yet: please ask Car Film Master.',
  areas: 'Please choose at least one area.',
  areaUnknown: (id: string) => `“${id}” is not an installation area.`,
  areaKind: (label: string, kind: FilmKind) => `${label} is not an area for ${FILM_KIND_LABEL[kind]}.`,
  areaTwice: (label: string) => `${label} is chosen twice in this registration.`,
  areaTaken: (label: string, warrantyNo: string) => `${label} is already under warranty ${warrantyNo} on this vehicle.`,
  rolls: 'Please add the roll serial number and the metres used.',
  tooManyRolls: `At most ${REG_LIMITS.rollsPerInstallation} rolls per installation.`,
  rollUnknown: (serial: string) => `Roll ${serial} is unknown or was not shipped to your shop.`,
  rollProduct: (serial: string, film: string) => `Roll ${serial} is not ${film}.`,
  rollTwice: (serial: string) => `Roll ${serial} is listed twice in this installation.`,
  metres: 'Please fill in the metres used (more than 0, at most two decimals).',
  metresBeyond: (serial: string, left: number) => `Roll ${serial} has only ${left} m left.`,
  photos: `Please add ${REG_LIMITS.photosMin} to ${REG_LIMITS.photosMax} photos.`,
  photoUnknown: 'A photo could not be found: please upload it again.',
  /** the portal's words for photoUnknown at /photos/i: the draft names the photo */
  photoGone: (name: string) =>
    `The photo “${name}” is no longer on the server (photos not registered within ${REG_LIMITS.unusedPhotoDays} days are deleted): please remove it and choose it again.`,
  idempotencyKey: 'The form is out of date: please reload the page.',
  editClosed: `A registration can be changed only within ${REG_LIMITS.editDays} days of its submission.`,
  registrationNotYours: 'This registration is not available to your shop.',
  rollNotYours: 'This roll is not available to your shop.',
  photoNotYours: 'This photo is not available to your shop.',
  notFound: 'This registration does not exist.',
  warrantyNotFound: 'This warranty does not exist.',
  voidReason: 'Please give the reason for voiding the warranty.',
  alreadyVoid: 'This warranty is already void.',
  isVoid: 'A void warranty cannot be changed.',
  serial: 'Please fill in the roll serial number (letters, digits and dashes, e.g. CG85-2502-00871).',
  serialTaken: (serial: string) => `Roll ${serial} is already in the registry.`,
  length: 'Please fill in the roll length in metres (more than 0, at most two decimals).',
  dealerUnknown: (id: string) => `There is no dealer ${id}.`,
  lengthBelowUsed: (used: number) => `The roll has already ${used} m used: its length cannot be less.`,
  csvEmpty: 'The CSV has no rows.',
  csvHeader: 'The CSV’s first line must be: serial,product_id,length_m,shop_id',
  csvRows: (n: number) => `${n} row(s) of the CSV are refused: nothing was imported.`,
} as const;

/** Roll serials: the demo's `CG85-2502-00871` form and the like. */
export const ROLL_SERIAL_PATTERN = '^[A-Z0-9][A-Z0-9-]{2,39}$';
