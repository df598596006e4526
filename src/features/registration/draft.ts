/**
 * The registration form's draft (docs/product/warranty-registration.md): everything typed, kept in
 * localStorage on every change so that a reload or a lost connection loses nothing. One draft per
 * signed-in shop (src/session/dealer-storage.ts); it goes on a successful submit and on sign-out.
 * The idempotency key is made once per draft: a double tap or a retry of the same draft is one
 * registration on the server, never two.
 */
import { readDealerItem, removeDealerItem, writeDealerItem } from '../../session/dealer-storage';

export interface DraftRollUse {
  /** stable React key of the row */
  uid: string;
  serial: string;
  /** as typed ("2.5"); checked and converted on submit */
  metres: string;
}

export interface DraftInstallation {
  uid: string;
  /** the catalogue product's id as the select holds it ('' until chosen) */
  product_id: string;
  /** the chosen panels (leaf ids of AREAS); sent compacted to groups (area-selection.ts) */
  areas: string[];
  rolls: DraftRollUse[];
}

export interface DraftPhoto {
  /** the id registrationPhoto answered */
  id: string;
  /** the file's name, to tell the photos apart */
  name: string;
}

export interface RegistrationDraft {
  version: 1;
  /** the idempotency key of this draft's submission */
  key: string;
  owner: { name: string; email: string; phone: string };
  vehicle: { vin: string; plate: string; brand: string; model: string };
  /** YYYY-MM-DD */
  installation_date: string;
  installations: DraftInstallation[];
  photos: DraftPhoto[];
  /** the draft was sent and no answer came back (a lost connection): the form offers to send it again */
  unsent?: boolean;
}

export const DRAFT_ITEM = 'registration-draft';

/** A random id of `bytes` bytes in hex (crypto.getRandomValues works on plain http too, unlike randomUUID). */
export function randomId(bytes = 16): string {
  const a = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const newRollUse = (): DraftRollUse => ({ uid: randomId(6), serial: '', metres: '' });
export const newInstallation = (): DraftInstallation => ({ uid: randomId(6), product_id: '', areas: [], rolls: [newRollUse()] });

export function emptyDraft(today: string): RegistrationDraft {
  return {
    version: 1,
    key: randomId(),
    owner: { name: '', email: '', phone: '' },
    vehicle: { vin: '', plate: '', brand: '', model: '' },
    installation_date: today,
    installations: [newInstallation()],
    photos: [],
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * A stored draft read back, every field checked (the storage is the browser's: it may hold an
 * older shape or have been edited); null when there is nothing usable.
 */
export function parseDraft(raw: string | null): RegistrationDraft | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObj(v) || v.version !== 1 || !/^[A-Za-z0-9_-]{8,100}$/.test(str(v.key))) return null;
  const owner = isObj(v.owner) ? v.owner : {};
  const vehicle = isObj(v.vehicle) ? v.vehicle : {};
  const installations = (Array.isArray(v.installations) ? v.installations : []).filter(isObj).map((i): DraftInstallation => ({
    uid: str(i.uid) || randomId(6),
    product_id: str(i.product_id),
    areas: strs(i.areas),
    rolls: (Array.isArray(i.rolls) ? i.rolls : []).filter(isObj).map((r) => ({ uid: str(r.uid) || randomId(6), serial: str(r.serial), metres: str(r.metres) })),
  }));
  const photos = (Array.isArray(v.photos) ? v.photos : [])
    .filter(isObj)
    .filter((p) => str(p.id) !== '')
    .map((p) => ({ id: str(p.id), name: str(p.name) }));
  return {
    version: 1,
    key: str(v.key),
    owner: { name: str(owner.name), email: str(owner.email), phone: str(owner.phone) },
    vehicle: { vin: str(vehicle.vin), plate: str(vehicle.plate), brand: str(vehicle.brand), model: str(vehicle.model) },
    installation_date: str(v.installation_date),
    installations,
    photos,
    ...(v.unsent === true ? { unsent: true } : {}),
  };
}

/** Whether anything was typed or uploaded (an untouched draft is not worth announcing as restored). */
export function draftHasContent(d: RegistrationDraft): boolean {
  const texts = [...Object.values(d.owner), ...Object.values(d.vehicle)];
  const installs = d.installations.some((i) => i.product_id || i.areas.length || i.rolls.some((r) => r.serial || r.metres));
  return texts.some((t) => t.trim() !== '') || installs || d.photos.length > 0;
}

export function loadDraft(login: string): RegistrationDraft | null {
  return parseDraft(readDealerItem(login, DRAFT_ITEM));
}

/** Keep the draft; false when the browser refused to store it (the form then says so). */
export function saveDraft(login: string, draft: RegistrationDraft): boolean {
  return writeDealerItem(login, DRAFT_ITEM, JSON.stringify(draft));
}

export function clearDraft(login: string): void {
  removeDealerItem(login, DRAFT_ITEM);
}
