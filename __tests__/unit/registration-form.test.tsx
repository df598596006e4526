/**
 * The register form against a real HTTP server (src/features/registration/registration-form.tsx):
 * what is typed survives a reload, the server's refusals appear beside the fields they name, a
 * double tap sends one registration, a lost answer keeps the draft and offers to send it again with
 * the same idempotency key, and a registration clears the draft and shows each warranty's links.
 */
import * as React from 'react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MSG } from '../../contract/messages';
import { REG_LIMITS, REG_MSG, vinCheckDigit } from '../../contract/registration-rules';
import type { RegistrationProduct, RegistrationRequest, RegistrationResult, Roll } from '../../contract/registrations';
import { clearToasts, getToasts } from '../../src/services/toast-store';
import { sessionLogin, setSession } from '../../src/session/session';
import { emptyDraft, loadDraft, saveDraft } from '../../src/features/registration/draft';
import { todayIn } from '../../src/features/registration/dates';
import { localApiServer } from './support/local-api';
import { RegistrationForm } from '../../src/features/registration/registration-form';

const PRODUCTS: RegistrationProduct[] = [
  { id: 1, name: 'Crystal Gloss 8.5', kind: 'ppf', term_years: 10 },
  { id: 6, name: 'IR 70', kind: 'window', term_years: 5 },
];
const ROLLS: Roll[] = [
  {
    serial: 'CG85-2502-00871',
    product_id: 1,
    product_name: 'Crystal Gloss 8.5',
    kind: 'ppf',
    length_m: 15,
    used_m: 2.5,
    remaining_m: 12.5,
    shop_id: 1,
    shop_name: 'Berlin',
  },
];
const VIN = (() => {
  const v = 'WDB123450AB123456';
  return `${v.slice(0, 8)}${vinCheckDigit(v)}${v.slice(9)}`;
})();

type Mode = 'ok' | 'refuse' | 'drop' | 'slow' | 'photoGone';
let mode: Mode = 'ok';
let received: RegistrationRequest[] = [];

const RESULT: RegistrationResult = {
  id: 'reg-1',
  warranties: [{ id: 'w-1', warranty_no: 'P2611ABCDE', kind: 'ppf', state: 'live', appended: false, link: '/WarrantyInfo?id=w-1', void_reason: null }],
  warnings: [],
  repeated: false,
};

function answer(res: ServerResponse, body: unknown) {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

beforeAll(() => {
  // jsdom has no object URLs; the browser shows registration photos through them (registration-photo.tsx)
  URL.createObjectURL ??= () => 'blob:http://localhost/photo';
  URL.revokeObjectURL ??= () => undefined;
});

localApiServer((req: IncomingMessage, res: ServerResponse) => {
  const path = req.url?.split('?')[0];
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString()));
  req.on('end', () => {
    if (path === '/api/shop/registrationPhotoFile') {
      res.setHeader('Content-Type', 'image/png');
      return res.end(Buffer.from('89504e470d0a1a0a', 'hex'));
    }
    if (path !== '/api/shop/register') {
      res.statusCode = 404;
      return answer(res, { code: 0, data: null, msg: 'Not Found' });
    }
    received.push(JSON.parse(raw) as RegistrationRequest);
    if (mode === 'drop') return req.socket.destroy(); // the connection is lost: no answer at all
    if (mode === 'refuse') {
      return answer(res, {
        code: 0,
        msg: REG_MSG.rollUnknown('CG85-2502-00871'),
        data: {
          errors: [
            { path: '/installations/0/rolls/0/serial', message: REG_MSG.rollUnknown('CG85-2502-00871') },
            { path: '/installations/0/areas/1', message: REG_MSG.areaTaken('Front bumper', 'P2601ZZZZZ') },
          ],
        },
      });
    }
    if (mode === 'photoGone') {
      // what the CMS answers for a photo it deleted unused (cms/registration/photo-purge.ts)
      return answer(res, { code: 0, msg: REG_MSG.photoUnknown, data: { errors: [{ path: '/photos/0', message: REG_MSG.photoUnknown }] } });
    }
    const reply = () => answer(res, { code: 1, msg: '', data: RESULT });
    if (mode === 'slow') setTimeout(reply, 300);
    else reply();
  });
});

beforeEach(() => {
  mode = 'ok';
  received = [];
  clearToasts();
  setSession('token-1', { id: 7, shop_name: 'Berlin Film' });
});

/** A draft with everything but what a test types, as if left on this device before a reload. */
function keptDraft() {
  const d = emptyDraft(todayIn());
  const full = {
    ...d,
    owner: { name: 'Anna Berg', email: 'anna@example.com', phone: '+49 30 1234567' },
    vehicle: { vin: VIN, plate: 'B-AB 123', brand: 'Audi', model: 'RS6' },
    installations: [{ uid: 'i1', product_id: '1', areas: ['bonnet', 'bumper'], rolls: [{ uid: 'r1', serial: 'CG85-2502-00871', metres: '2.5' }] }],
    photos: [{ id: 'photo-1', name: 'front.jpg' }],
  };
  saveDraft(sessionLogin(), full);
  return full;
}

const form = () => screen.getByRole('form', { name: 'Register an installation' });

it('what is typed is kept on the device and is back after a reload', async () => {
  const user = userEvent.setup();
  const first = render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  const name = await screen.findByLabelText(/^Name/);
  await user.type(name, 'Jonas Weber');
  await user.type(screen.getByLabelText(/^Plate/), 'M-JW 42');
  await user.selectOptions(screen.getByLabelText(/^Film/), '1');
  await user.click(screen.getByRole('checkbox', { name: 'Full front' }));
  first.unmount(); // a reload

  render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  expect(await screen.findByLabelText(/^Name/)).toHaveValue('Jonas Weber');
  expect(screen.getByLabelText(/^Plate/)).toHaveValue('M-JW 42');
  expect(screen.getByRole('checkbox', { name: 'Full front' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Mirrors' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Full body' })).toBePartiallyChecked();
  expect(screen.getByText(/unfinished registration from this device is back/)).toBeInTheDocument();
});

it("the form's own checks: each message beside its field, the first field focused, nothing sent", async () => {
  const user = userEvent.setup();
  render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  await user.click(await screen.findByRole('button', { name: 'Register warranty' }));
  const name = screen.getByLabelText(/^Name/);
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(REG_MSG.ownerName);
  expect(screen.getByLabelText(/^VIN/)).toHaveAccessibleDescription(expect.stringContaining(REG_MSG.vinEmpty));
  expect(screen.getByRole('group', { name: /^Areas/ })).toHaveAccessibleDescription(REG_MSG.areas);
  expect(within(screen.getByTestId('error-summary')).getByRole('link', { name: REG_MSG.photos })).toHaveAttribute('href', '#reg-photos');
  expect(received).toHaveLength(0);
});

it("the server's refusals (data.errors) are shown beside the fields they name, and the draft stays", async () => {
  const user = userEvent.setup();
  const kept = keptDraft();
  mode = 'refuse';
  render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  await user.click(await screen.findByRole('button', { name: 'Register warranty' }));
  // focus goes to the first field refused, in the form's order: the areas, before the rolls
  const areas = await screen.findByRole('group', { name: /^Areas/ });
  await waitFor(() => expect(areas).toHaveFocus());
  expect(areas).toHaveAccessibleDescription(REG_MSG.areaTaken('Front bumper', 'P2601ZZZZZ'));
  expect(screen.getByLabelText(/^Roll serial number/)).toHaveAccessibleDescription(REG_MSG.rollUnknown('CG85-2502-00871'));
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({
    idempotency_key: kept.key,
    installations: [{ product_id: 1, areas: ['bonnet', 'bumper'], rolls: [{ serial: 'CG85-2502-00871', metres: 2.5 }] }],
    photos: ['photo-1'],
  });
  expect(loadDraft(sessionLogin())).toMatchObject({ owner: kept.owner, vehicle: kept.vehicle });
  expect(loadDraft(sessionLogin())!.unsent).toBeUndefined();
});

it("sends the device's time zone with the date, so the server checks the day in the zone the form counted it in", async () => {
  const user = userEvent.setup();
  const kept = keptDraft();
  render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  await user.click(await screen.findByRole('button', { name: 'Register warranty' }));
  expect(await screen.findByTestId('registration-done')).toBeInTheDocument();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(zone).toBeTruthy();
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ installation_date: kept.installation_date, time_zone: zone });
  expect(received[0].installation_date).toBe(todayIn(zone));
});

it('a draft whose photo the server deleted (unused for days) names that photo to choose again, and keeps the draft', async () => {
  const user = userEvent.setup();
  const kept = keptDraft();
  mode = 'photoGone';
  render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  await user.click(await screen.findByRole('button', { name: 'Register warranty' }));
  const message = REG_MSG.photoGone('front.jpg');
  expect(await screen.findByText(message, { selector: '#reg-photos-error' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Add more photos|Add photos/)).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(within(screen.getByTestId('error-summary')).getByRole('link', { name: message })).toHaveAttribute('href', '#reg-photos');
  expect(loadDraft(sessionLogin())).toMatchObject({ photos: kept.photos, owner: kept.owner });
  expect(screen.getByText(`Its photos are kept on the server for ${REG_LIMITS.unusedPhotoDays} days`, { exact: false })).toBeInTheDocument();
});

it('a double tap sends one registration', async () => {
  keptDraft();
  mode = 'slow';
  render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  const button = await screen.findByRole('button', { name: 'Register warranty' });
  await act(async () => {
    button.click();
    button.click();
  });
  expect(await screen.findByTestId('registration-done')).toBeInTheDocument();
  expect(received).toHaveLength(1);
});

it('a lost answer keeps the draft and offers to send it again, with the same key; then the draft is gone', async () => {
  const user = userEvent.setup();
  const kept = keptDraft();
  mode = 'drop';
  const first = render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  await user.click(await screen.findByRole('button', { name: 'Register warranty' }));
  const unsent = await screen.findByTestId('registration-unsent');
  expect(getToasts().map((t) => t.message)).toContain(MSG.unavailable);
  expect(loadDraft(sessionLogin())).toMatchObject({ key: kept.key, unsent: true, owner: kept.owner });
  first.unmount();

  // after a reload the offer is still there
  mode = 'ok';
  render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  await user.click(within(await screen.findByTestId('registration-unsent')).getByRole('button', { name: 'Send again' }));
  const done = await screen.findByTestId('registration-done');
  expect(unsent).not.toBeInTheDocument();
  expect(received.map((r) => r.idempotency_key)).toEqual([kept.key, kept.key]);
  expect(loadDraft(sessionLogin())).toBeNull();

  // each warranty: its number, its public page and its certificate
  const w = within(done).getByTestId('registered-warranty');
  expect(w).toHaveTextContent('P2611ABCDE');
  expect(within(w).getByRole('link', { name: 'Warranty page of P2611ABCDE' })).toHaveAttribute('href', `/WarrantyInfo?id=w-1&key=${VIN}`);
  expect(within(w).getByRole('link', { name: 'Certificate of P2611ABCDE' })).toHaveAttribute('href', `/WarrantyInfo?id=w-1&key=${VIN}&print=1`);
  expect(screen.getByRole('heading', { name: 'Registered' })).toHaveFocus();

  // a new registration starts empty, with a new key
  await user.click(screen.getByRole('button', { name: 'Register another installation' }));
  expect(await screen.findByLabelText(/^Name/)).toHaveValue('');
});

it('the VIN: a wrong check digit outside North America is a warning beside the field, not a refusal', async () => {
  const user = userEvent.setup();
  render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  const vin = await screen.findByLabelText(/^VIN/);
  const wrong = VIN.slice(0, 8) + (VIN[8] === '1' ? '2' : '1') + VIN.slice(9);
  await user.type(vin, wrong.toLowerCase());
  await user.tab();
  expect(vin).toHaveValue(wrong);
  expect(vin).toHaveAccessibleDescription(REG_MSG.vinCheckDigitWarning);
  expect(vin).not.toHaveAttribute('aria-invalid');
  await user.clear(vin);
  await user.type(vin, '1HGCM82633A00435O');
  await user.tab();
  expect(vin).toHaveAttribute('aria-invalid', 'true');
  expect(vin).toHaveAccessibleDescription(expect.stringContaining(REG_MSG.vinLetters));
});

it('has no axe violations, with refusals shown', async () => {
  const user = userEvent.setup();
  const { container } = render(<RegistrationForm products={PRODUCTS} rolls={ROLLS} />);
  await user.selectOptions(await screen.findByLabelText(/^Film/), '1');
  await user.click(screen.getByRole('checkbox', { name: 'Doors' }));
  await user.click(screen.getByRole('button', { name: 'Register warranty' }));
  await screen.findByTestId('error-summary');
  expect(await axe(container)).toHaveNoViolations();
  expect(form()).toBeInTheDocument();
});
