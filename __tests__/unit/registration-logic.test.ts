/**
 * The register form's logic (src/features/registration): the local draft (kept per signed-in
 * shop, read back defensively, gone on sign-out), the area tree's selection, the form's own checks
 * against the server's messages and pointers, and where each refusal is shown.
 */
import { REG_MSG, checkVin, vinCheckDigit } from '../../contract/registration-rules';
import type { RegistrationProduct, Roll } from '../../contract/registrations';
import { clearSession, sessionLogin, setSession } from '../../src/session/session';
import { DEALER_STORAGE_PREFIX } from '../../src/session/dealer-storage';
import { areasChosenTwice, areasForKind, checkState, compactAreas, expandAreas, toggleArea } from '../../src/features/registration/area-selection';
import { addDays, checkInstallationDate, deviceTimeZone, todayIn } from '../../src/features/registration/dates';
import { clearDraft, draftHasContent, emptyDraft, loadDraft, parseDraft, saveDraft, type RegistrationDraft } from '../../src/features/registration/draft';
import { editableUntil, isEditable } from '../../src/features/registration/edit-window';
import { errorsOf, fieldId, firstErrorField, placeErrors, withoutErrorsAt } from '../../src/features/registration/field-errors';
import { toRequest } from '../../src/features/registration/to-request';
import { fieldPointers, metresLeft, parseMetres, validateRegistration } from '../../src/features/registration/validate-registration';

const TODAY = '2026-11-28';
const PRODUCTS: RegistrationProduct[] = [
  { id: 1, name: 'Crystal Gloss 8.5', kind: 'ppf', term_years: 10 },
  { id: 6, name: 'IR 70', kind: 'window', term_years: 5 },
  { id: 9, name: 'Prototype film', kind: 'ppf', term_years: null },
];
const roll = (serial: string, product_id: number, remaining_m: number): Roll => ({
  serial,
  product_id,
  product_name: PRODUCTS.find((p) => p.id === product_id)?.name ?? '',
  kind: product_id === 6 ? 'window' : 'ppf',
  length_m: 15,
  used_m: 15 - remaining_m,
  remaining_m,
  shop_id: 1,
  shop_name: 'Berlin',
});
const ROLLS = [roll('CG85-2502-00871', 1, 12.5), roll('CG85-2502-00872', 1, 15), roll('IR70-2509-00221', 6, 30)];

/** A valid VIN outside North America (W…), with its right check digit. */
function vin(prefix = 'WDB12345', rest = 'AB123456'): string {
  const v = `${prefix}0${rest}`;
  return `${prefix}${vinCheckDigit(v)}${rest}`;
}

function filled(): RegistrationDraft {
  const d = emptyDraft(TODAY);
  return {
    ...d,
    owner: { name: 'Anna Berg', email: 'anna@example.com', phone: '+49 30 1234567' },
    vehicle: { vin: vin(), plate: 'B-AB 123', brand: 'Audi', model: 'RS6' },
    installations: [{ uid: 'a', product_id: '1', areas: ['bonnet', 'bumper'], rolls: [{ uid: 'r', serial: 'CG85-2502-00871', metres: '2.5' }] }],
    photos: [{ id: 'ph1', name: 'front.jpg' }],
  };
}
const ctx = { products: PRODUCTS, rolls: ROLLS, today: TODAY };

describe('the local draft', () => {
  it('is kept per signed-in shop and read back as it was', () => {
    setSession('t1', { id: 7, shop_name: 'Berlin' });
    const d = filled();
    expect(saveDraft(sessionLogin(), d)).toBe(true);
    expect(loadDraft(sessionLogin())).toEqual(d);
    // another shop signing in on the same tablet does not see it
    setSession('t2', { id: 8, shop_name: 'Dubai' });
    expect(loadDraft(sessionLogin())).toBeNull();
  });

  it('is cleared by clearDraft (a successful submit) and by signing out', () => {
    setSession('t1', { id: 7 });
    saveDraft(sessionLogin(), filled());
    clearDraft(sessionLogin());
    expect(loadDraft(sessionLogin())).toBeNull();

    saveDraft(sessionLogin(), filled());
    window.localStorage.setItem('carfilmmaster:other', 'kept'); // not the dealer's
    clearSession();
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith(DEALER_STORAGE_PREFIX))).toEqual([]);
    expect(window.localStorage.getItem('carfilmmaster:other')).toBe('kept');
  });

  it('keeps its idempotency key: a new draft gets a new one', () => {
    const a = emptyDraft(TODAY);
    const b = emptyDraft(TODAY);
    expect(a.key).toMatch(/^[0-9a-f]{32}$/);
    expect(a.key).not.toBe(b.key);
    expect(parseDraft(JSON.stringify(a))!.key).toBe(a.key);
    expect(toRequest(filled()).idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('reads a damaged or foreign entry as no draft, and drops what it does not know', () => {
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, key: 'abcdefgh12' }))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1, key: 'short' }))).toBeNull();
    const odd = parseDraft(
      JSON.stringify({
        version: 1,
        key: 'abcdefgh12',
        owner: { name: 5 },
        installations: [null, { areas: ['bonnet', 3] }],
        photos: [{ id: '' }, { id: 'p' }],
        unsent: 'yes',
      }),
    )!;
    expect(odd.owner.name).toBe('');
    expect(odd.installations).toHaveLength(1);
    expect(odd.installations[0]!.areas).toEqual(['bonnet']);
    expect(odd.photos).toEqual([{ id: 'p', name: '' }]);
    expect(odd.unsent).toBeUndefined();
  });

  it('knows an untouched draft from one with something typed', () => {
    expect(draftHasContent(emptyDraft(TODAY))).toBe(false);
    const d = emptyDraft(TODAY);
    expect(draftHasContent({ ...d, vehicle: { ...d.vehicle, plate: 'X' } })).toBe(true);
    expect(draftHasContent({ ...d, photos: [{ id: 'p', name: '' }] })).toBe(true);
  });
});

describe('the area tree', () => {
  it('a group chooses all its panels; dropping one leaves the group mixed', () => {
    let chosen = toggleArea([], 'full-front', true);
    expect(chosen).toEqual(['bonnet', 'bumper', 'wings', 'mirrors']);
    expect(checkState('full-front', chosen)).toBe('checked');
    expect(checkState('full-body', chosen)).toBe('mixed');
    chosen = toggleArea(chosen, 'mirrors', false);
    expect(checkState('full-front', chosen)).toBe('mixed');
    expect(checkState('doors', chosen)).toBe('unchecked');
  });

  it('full body covers every painted panel, headlights stand beside it', () => {
    const chosen = toggleArea([], 'full-body', true);
    expect(chosen).toEqual(['bonnet', 'bumper', 'wings', 'mirrors', 'doors', 'rockers', 'pillars', 'roof', 'boot']);
    expect(compactAreas(chosen)).toEqual(['full-body']);
    expect(compactAreas([...chosen, 'headlights'])).toEqual(['full-body', 'headlights']);
    expect(compactAreas(toggleArea(chosen, 'roof', false))).toEqual(['full-front', 'doors', 'rockers', 'pillars', 'boot']);
  });

  it('sends the smallest list that says the same, and reads stored groups back as panels', () => {
    expect(compactAreas(['bumper', 'bonnet'])).toEqual(['bonnet', 'bumper']);
    expect(compactAreas(['bonnet', 'bumper', 'wings', 'mirrors', 'doors'])).toEqual(['full-front', 'doors']);
    expect(expandAreas(['full-front', 'doors', 'nonsense'])).toEqual(['bonnet', 'bumper', 'wings', 'mirrors', 'doors']);
  });

  it('keeps only the areas of the film kind chosen', () => {
    expect(areasForKind(['bonnet', 'windscreen', 'doors'], 'ppf')).toEqual(['bonnet', 'doors']);
    expect(areasForKind(['bonnet', 'windscreen'], 'window')).toEqual(['windscreen']);
  });

  it('names a panel chosen twice in one registration as the server does', () => {
    expect(areasChosenTwice([['bonnet', 'bumper'], ['bonnet', 'bumper', 'wings', 'mirrors'], ['doors']])).toEqual([[], ['Bonnet'], []]);
  });
});

describe("the form's own checks", () => {
  it('a complete draft passes and becomes the request', () => {
    const d = { ...filled(), installations: [{ ...filled().installations[0]!, areas: toggleArea([], 'full-front', true) }] };
    expect(validateRegistration(d, ctx)).toEqual([]);
    const req = toRequest({ ...d, vehicle: { ...d.vehicle, vin: ` ${d.vehicle.vin.toLowerCase()} ` } });
    expect(req.vehicle.vin).toBe(d.vehicle.vin);
    expect(req.installations).toEqual([{ product_id: 1, areas: ['full-front'], rolls: [{ serial: 'CG85-2502-00871', metres: 2.5 }] }]);
    expect(req.photos).toEqual(['ph1']);
    expect(toRequest(d, 'Pacific/Kiritimati').time_zone).toBe('Pacific/Kiritimati');
    expect(toRequest(d, '')).not.toHaveProperty('time_zone'); // a browser that names no zone: the brand's zone applies
  });

  it('an empty draft: every field named with the server’s message, in the form’s order', () => {
    const errors = validateRegistration({ ...emptyDraft(TODAY), installation_date: '' }, ctx);
    expect(errors).toEqual([
      { path: '/owner/name', message: REG_MSG.ownerName },
      { path: '/owner/email', message: REG_MSG.ownerEmail },
      { path: '/owner/phone', message: REG_MSG.ownerPhone },
      { path: '/vehicle/vin', message: REG_MSG.vinEmpty },
      { path: '/vehicle/plate', message: REG_MSG.plate },
      { path: '/vehicle/brand', message: REG_MSG.brand },
      { path: '/vehicle/model', message: REG_MSG.model },
      { path: '/installation_date', message: REG_MSG.date },
      { path: '/installations/0/product_id', message: REG_MSG.product },
      { path: '/installations/0/areas', message: REG_MSG.areas },
      { path: '/installations/0/rolls/0/serial', message: REG_MSG.rolls },
      { path: '/installations/0/rolls/0/metres', message: REG_MSG.metres },
      { path: '/photos', message: REG_MSG.photos },
    ]);
  });

  it('the VIN: refused in North America, only warned about elsewhere', () => {
    const na = vin('1HGCM826', '3A004352');
    const wrongNa = na.slice(0, 8) + (na[8] === '1' ? '2' : '1') + na.slice(9);
    const wrongEu = vin().slice(0, 8) + (vin()[8] === '1' ? '2' : '1') + vin().slice(9);
    expect(checkVin(wrongNa).ok).toBe(false);
    expect(checkVin(wrongEu)).toMatchObject({ ok: true, warning: REG_MSG.vinCheckDigitWarning });
    const d = filled();
    expect(validateRegistration({ ...d, vehicle: { ...d.vehicle, vin: wrongNa } }, ctx)).toEqual([{ path: '/vehicle/vin', message: REG_MSG.vinCheckDigit }]);
    expect(validateRegistration({ ...d, vehicle: { ...d.vehicle, vin: wrongEu } }, ctx)).toEqual([]);
    expect(validateRegistration({ ...d, vehicle: { ...d.vehicle, vin: 'WDB1234O' } }, ctx)[0]!.message).toBe(REG_MSG.vinLetters);
  });

  it('email and phone', () => {
    const d = filled();
    const errs = validateRegistration({ ...d, owner: { ...d.owner, email: 'anna@', phone: '12-34' } }, ctx);
    expect(errs).toEqual([
      { path: '/owner/email', message: REG_MSG.correctEmail },
      { path: '/owner/phone', message: REG_MSG.correctPhone },
    ]);
  });

  it('the installation date: today back to 30 days, never the future', () => {
    expect(checkInstallationDate(TODAY, TODAY)).toBeNull();
    expect(checkInstallationDate(addDays(TODAY, -30), TODAY)).toBeNull();
    expect(checkInstallationDate(addDays(TODAY, -31), TODAY)).toBe(REG_MSG.dateTooOld);
    expect(checkInstallationDate(addDays(TODAY, 1), TODAY)).toBe(REG_MSG.dateFuture);
    expect(checkInstallationDate('2026-02-30', TODAY)).toBe(REG_MSG.date);
    expect(todayIn('Asia/Dubai', new Date('2026-11-28T21:30:00Z'))).toBe('2026-11-29');
    expect(todayIn('Europe/Berlin', new Date('2026-11-28T21:30:00Z'))).toBe('2026-11-28');
  });

  it('films: none chosen, no warranty term; areas of the other kind', () => {
    const d = filled();
    const ins = d.installations[0]!;
    expect(validateRegistration({ ...d, installations: [{ ...ins, product_id: '9', rolls: [] }] }, ctx)).toEqual([
      { path: '/installations/0/product_id', message: REG_MSG.productNoTerm },
      { path: '/installations/0/rolls', message: REG_MSG.rolls },
    ]);
    expect(validateRegistration({ ...d, installations: [{ ...ins, areas: ['windscreen'] }] }, ctx)).toEqual([
      { path: '/installations/0/areas', message: REG_MSG.areaKind('Windscreen', 'ppf') },
    ]);
  });

  it('rolls: another film, twice in one installation, more metres than left over all installations', () => {
    const d = filled();
    const ins = d.installations[0]!;
    expect(validateRegistration({ ...d, installations: [{ ...ins, rolls: [{ uid: 'x', serial: 'IR70-2509-00221', metres: '1' }] }] }, ctx)).toEqual([
      { path: '/installations/0/rolls/0/serial', message: REG_MSG.rollProduct('IR70-2509-00221', 'Crystal Gloss 8.5') },
    ]);
    expect(
      validateRegistration(
        {
          ...d,
          installations: [
            {
              ...ins,
              rolls: [
                { uid: 'x', serial: 'CG85-2502-00871', metres: '1' },
                { uid: 'y', serial: 'CG85-2502-00871', metres: '1' },
              ],
            },
          ],
        },
        ctx,
      ),
    ).toEqual([{ path: '/installations/0/rolls/1/serial', message: REG_MSG.rollTwice('CG85-2502-00871') }]);
    // 10 m + 3 m of a roll with 12.5 m left: the second use is refused, naming what the roll has
    const two = {
      ...d,
      installations: [
        { ...ins, rolls: [{ uid: 'x', serial: 'CG85-2502-00871', metres: '10' }] },
        { uid: 'b', product_id: '1', areas: ['doors'], rolls: [{ uid: 'y', serial: 'CG85-2502-00871', metres: '3' }] },
      ],
    };
    expect(validateRegistration(two, ctx)).toEqual([{ path: '/installations/1/rolls/0/metres', message: REG_MSG.metresBeyond('CG85-2502-00871', 12.5) }]);
    // what the picker shows as left for the second row: the first row's 10 m already taken
    expect(metresLeft(ROLLS[0]!, two.installations, { inst: 1, row: 0 })).toBe(2.5);
  });

  it('metres: more than 0, at most two decimals, a comma read as the decimal point', () => {
    expect(parseMetres('2,5')).toBe(2.5);
    expect(parseMetres(' 0.75 ')).toBe(0.75);
    for (const bad of ['0', '-1', '1.234', 'abc', '', '1e3', '1001']) expect(parseMetres(bad)).toBeNull();
  });

  it('photos: one to six', () => {
    const d = filled();
    expect(validateRegistration({ ...d, photos: [] }, ctx)).toEqual([{ path: '/photos', message: REG_MSG.photos }]);
    const seven = Array.from({ length: 7 }, (_, i) => ({ id: `p${i}`, name: '' }));
    expect(validateRegistration({ ...d, photos: seven }, ctx)).toEqual([{ path: '/photos', message: REG_MSG.photos }]);
  });
});

describe('refusals beside their fields', () => {
  const fields = fieldPointers(filled());

  it('each server error goes to the deepest field the form has for it; the rest to the top', () => {
    const placed = placeErrors(
      [
        { path: '/owner/email', message: REG_MSG.correctEmail },
        { path: '/installations/0/areas/1', message: REG_MSG.areaTaken('Front bumper', 'P2611ABCDE') },
        { path: '/installations/0/rolls/0/metres', message: REG_MSG.metresBeyond('CG85-2502-00871', 1) },
        { path: '/photos/0', message: REG_MSG.photoUnknown },
        { path: '/idempotency_key', message: REG_MSG.idempotencyKey },
        { path: '/installations/3/product_id', message: REG_MSG.product }, // an installation the form no longer has: at the list
      ],
      fields,
    );
    expect(Object.fromEntries(placed.byField)).toEqual({
      '/owner/email': [REG_MSG.correctEmail],
      '/installations/0/areas': [REG_MSG.areaTaken('Front bumper', 'P2611ABCDE')],
      '/installations/0/rolls/0/metres': [REG_MSG.metresBeyond('CG85-2502-00871', 1)],
      '/photos': [REG_MSG.photoUnknown],
      '/installations': [REG_MSG.product],
    });
    expect(placed.general).toEqual([REG_MSG.idempotencyKey]);
    expect(firstErrorField(placed, fields)).toBe('/owner/email');
  });

  it('reads `data.errors` of a refusal, ignoring anything malformed', () => {
    expect(errorsOf({ errors: [{ path: '/owner/name', message: 'x' }, { path: 3 }, null] })).toEqual([{ path: '/owner/name', message: 'x' }]);
    expect(errorsOf(null)).toEqual([]);
    expect(errorsOf({ errors: 'no' })).toEqual([]);
  });

  it('editing a field drops its own errors only; ids are stable per pointer', () => {
    const errs = [
      { path: '/installations/0/rolls/0/serial', message: 'a' },
      { path: '/installations/0/rolls/0/metres', message: 'b' },
      { path: '/installations/0/areas/2', message: 'c' },
    ];
    expect(withoutErrorsAt(errs, '/installations/0/areas')).toEqual(errs.slice(0, 2));
    expect(withoutErrorsAt(errs, '/installations/0/rolls/0/serial')).toEqual(errs.slice(1));
    expect(fieldId('/installations/0/rolls/1/metres')).toBe('reg-installations-0-rolls-1-metres');
    expect(fieldId('/owner/email')).toBe('reg-owner-email');
  });
});

describe("the device's time zone, sent with the date", () => {
  afterEach(() => jest.restoreAllMocks());
  const reporting = (timeZone: string) => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone };
    });
  };

  it('is the zone the platform names', () => {
    reporting('Pacific/Kiritimati');
    expect(deviceTimeZone()).toBe('Pacific/Kiritimati');
  });

  it('is left out when the platform cannot name it ("Etc/Unknown"), so the server uses the brand’s zone instead of refusing', () => {
    reporting('Etc/Unknown');
    expect(deviceTimeZone()).toBeUndefined();
  });
});

describe('the 7 days of changes', () => {
  it('open until editable_until; read-only afterwards, saying until when', () => {
    const created_at = '2026-11-20T10:00:00.000Z';
    const open = { created_at, editable_until: '2026-11-27T10:00:00.000Z' };
    expect(isEditable(open, new Date('2026-11-27T09:59:00Z'))).toBe(true);
    expect(isEditable(open, new Date('2026-11-27T10:01:00Z'))).toBe(false);
    expect(isEditable({ created_at, editable_until: null }, new Date('2026-11-21T00:00:00Z'))).toBe(false);
    expect(editableUntil({ created_at, editable_until: null })).toBe('2026-11-27T10:00:00.000Z');
  });
});
