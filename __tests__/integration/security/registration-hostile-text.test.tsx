// Hostile text in every free-text field of a warranty registration (issue 37, "the outside security
// checks extend to the new calls"; docs/product/warranty-registration.md). A dealer registers and
// edits, and an editor transfers, through the real calls of a real CMS. The fields the server rightly
// refuses (VIN, email and phone format, roll, area, time zone) are refused beside their field with
// nothing stored. What it accepts (owner name, an email without spaces, plate, brand, model, the
// transfer's note) is read back the way the site and the console read it (the site's own service
// calls over HTTP, the console's own fetch calls) and rendered by their real screens: the public
// result card, detail page and printable certificate, the dealer's list and registration detail,
// the console's list, registration detail and audit log. Every hostile string must show as its own
// characters, and no element, handler or script may come of it.
//
// Why here and not in the unit project: the CMS cannot load in jest's jsdom environment (no
// TextDecoder, setImmediate …), so this node test starts the CMS in-process (startCms) and renders
// with React into a jsdom document of its own (__tests__/integration/support/browser-document.ts).
// No fixture of API answers: the screens get what the CMS answers today.
import { browserWindow } from '../support/browser-document';
import * as React from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { REG_MSG, checkVin, endpoints, registrationPaths } from '../../../contract';
import { ALPHA, login, serveOnLoopback, startCms, type TestCms } from '../cms/helpers';
import { photoId, postJson, registerCall, request, vinFor } from '../cms/registration-helpers';
import { signIn, type EditorClient } from '../editor/helpers';
import { maskEmail } from '../../../cms/lib/mask';
import { http } from '../../../src/services/axios-client';
import { sessionLogin, setSession } from '../../../src/session/session';
import { getRegistrationProducts, getRolls } from '../../../src/services/registrations';
import { emptyDraft, saveDraft } from '../../../src/features/registration/draft';
import { todayIn } from '../../../src/features/registration/dates';
import { RegistrationForm } from '../../../src/features/registration/registration-form';
import { WarrantyList } from '../../../src/features/warranty/warranty-list';
import { WarrantyInfo } from '../../../src/features/warranty/warranty-info';
import { RegistrationInfo } from '../../../src/features/registration/registration-info';
import { MyRegistrations } from '../../../src/features/registration/my-registrations';
import { AnnounceProvider } from '../../../cms/admin/src/ui/announce';
import { RegistrationDetail as ConsoleDetail } from '../../../cms/admin/src/screens/RegistrationDetail';
import { Registrations as ConsoleList } from '../../../cms/admin/src/screens/Registrations';
import { AuditLog } from '../../../cms/admin/src/screens/AuditLog';
import type { Me } from '../../../cms/admin/src/lib/types';

// findBy* / waitFor: a hang guard, not a speed goal, as in the unit project's setup
// (__tests__/setup/unit.setup.ts). The default second was too short: the console's list took more
// than that in a CI run whose load average was 8 (2 jest workers beside the browsers).
configure({ asyncUtilTimeout: 10_000 });

/** markup, an inline handler, a script and entities; `tag` tells the fields apart */
const hostile = (tag: string) => `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>${tag}</b> & "q"`;
const H = {
  name: hostile('owner'),
  // a plate has at most 40 characters
  plate: `<b>P</b><img src=x onerror=__pwned=1>&"`,
  brand: hostile('brand'),
  model: hostile('model'),
  // the email pattern (contract/messages.ts) allows what an address may hold, quotes and ampersands
  // among it: kept, and must be shown as text too
  email: `o'brien&co+{x}@x.test`,
};
const EDITED = { name: hostile('edited owner'), plate: `<i>E</i><svg/onload=__pwned=1>&'`, brand: hostile('edited brand'), model: hostile('edited model') };
const NEW_OWNER = { name: hostile('new owner'), email: 'new.owner@example.test', phone: '+1 555 0199' };

let cms: TestCms;
let alpha: string;
let editor: EditorClient;
let reg: { id: string; warranties: { id: string; warranty_no: string }[] };
const realFetch = globalThis.fetch;

beforeAll(async () => {
  cms = await startCms();
  const origin = await serveOnLoopback(cms.app);
  alpha = await login(cms.app, ALPHA);
  editor = await signIn(cms.app);
  // the site's axios instance, on Node's HTTP (as the unit tests of live screens do), at this CMS
  http.defaults.baseURL = origin;
  http.defaults.adapter = 'http';
  // the console calls its own origin with its session cookie: here that origin is the CMS's
  globalThis.fetch = (input: RequestInfo | URL, init: RequestInit = {}) =>
    realFetch(new URL(String(input), origin), { ...init, headers: { ...(init.headers as Record<string, string>), cookie: editor.cookie } });
  // a registration photo is shown through an object URL (src/features/registration/registration-photo.tsx)
  URL.createObjectURL = () => 'blob:http://localhost/photo';
  URL.revokeObjectURL = () => undefined;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await cms?.close();
  browserWindow.close();
});

const db = () => cms.app.cms.db;
const rowsOf = async () => ({
  regs: (await db().selectFrom('reg_registrations').selectAll().execute()).length,
  warranties: (await db().selectFrom('reg_warranties').selectAll().execute()).length,
  uses: (await db().selectFrom('reg_roll_uses').selectAll().execute()).length,
});

/** No element, handler or script came of the hostile text, and nothing ran. */
function expectNothingInjected(): void {
  expect(document.querySelectorAll('script, b, i, svg[onload], [onerror], [onload], img[src="x"]')).toHaveLength(0);
  expect((browserWindow as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
}

/** `text` is the whole text of some element with no element inside it: shown as its own characters, not parsed. */
function expectShownAsText(root: Element, text: string): void {
  const shown = [...root.querySelectorAll('*')].some((el) => el.children.length === 0 && el.textContent === text);
  expect({ text, shown }).toEqual({ text, shown: true });
}

async function publicScreens(email: string) {
  // the result list the Warranty Check box leads to, then the card's own link (with its key)
  const list = render(<WarrantyList search={`?filter=${encodeURIComponent(email)}`} />);
  const card = await screen.findByTestId('warranty-card');
  const href = within(card).getByRole('link').getAttribute('href') ?? '';
  expect(href).toMatch(/^\/WarrantyInfo\?id=/);
  const detail = render(<WarrantyInfo search={href.slice(href.indexOf('?'))} />);
  const page = await within(detail.container).findByTestId('warranty-detail');
  const cert = await screen.findByTestId('warranty-certificate');
  return { card, page, cert, done: () => (list.unmount(), detail.unmount()) };
}

const ADMIN: Me = { username: 'editor', role: 'admin', time_zone: 'Europe/Berlin' };
/** A console screen at `path`, with the console's router and query client, once `ready` is found. */
async function consoleScreen(path: string, ready: () => Promise<unknown>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={ADMIN} />,
        children: [
          { path: 'registrations', element: <ConsoleList /> },
          { path: 'registrations/:id', element: <ConsoleDetail /> },
          { path: 'audit', element: <AuditLog /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  // no garbage-collection timer: in this node test a pending timer would keep jest running for minutes
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={client}>
      <AnnounceProvider>
        <RouterProvider router={router} />
      </AnnounceProvider>
    </QueryClientProvider>,
  );
  await ready();
  return view;
}
const consoleDetail = (id: string) => consoleScreen(`/registrations/${id}`, () => screen.findByRole('heading', { name: 'Owner' }));

describe('a registration with hostile text in every free-text field', () => {
  beforeAll(async () => {
    const res = (
      await registerCall(
        cms.app,
        request(cms.config.brandTimeZone, {
          owner: { name: H.name, email: H.email, phone: '+49 30 1234 5678' },
          vehicle: { vin: vinFor(7001), plate: H.plate, brand: H.brand, model: H.model },
          photos: [await photoId(cms.app, alpha)],
        }),
        alpha,
      )
    ).json();
    expect(res.code).toBe(1);
    reg = res.data;
  });

  it('is stored as typed: text is data, neither escaped nor cleaned', async () => {
    const row = await db().selectFrom('reg_registrations').selectAll().where('public_id', '=', reg.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_name: H.name, owner_email: H.email, plate: H.plate, brand: H.brand, model: H.model });
  });

  const tz = () => cms.config.brandTimeZone;
  const refused: [string, () => Promise<Record<string, unknown>>, string, string][] = [
    [
      'a VIN',
      async () => ({ vehicle: { vin: '<script>x</script>', plate: 'P', brand: 'B', model: 'M' } }),
      '/vehicle/vin',
      checkVin('<script>x</script>').error!,
    ],
    [
      'an email with spaces',
      async () => ({ owner: { name: 'A', email: `<img src=x onerror="window.__pwned=1">@x.test`, phone: '+49 30 123456' } }),
      '/owner/email',
      REG_MSG.correctEmail,
    ],
    [
      'an email holding markup',
      async () => ({ owner: { name: 'A', email: '<img/src=x/onerror=__pwned=1>@x.test', phone: '+49 30 123456' } }),
      '/owner/email',
      REG_MSG.correctEmail,
    ],
    ['a phone', async () => ({ owner: { name: 'A', email: 'a@x.test', phone: '<b>1234567</b>' } }), '/owner/phone', REG_MSG.correctPhone],
    [
      'a roll serial',
      async () => ({ installations: [{ product_id: 1, areas: ['roof'], rolls: [{ serial: '<b>PPF-A-001</b>', metres: 1 }] }] }),
      '/installations/0/rolls/0/serial',
      REG_MSG.rollUnknown('<B>PPF-A-001</B>'),
    ],
    [
      'an area',
      async () => ({ installations: [{ product_id: 1, areas: ['<b>roof</b>'], rolls: [{ serial: 'PPF-A-001', metres: 1 }] }] }),
      '/installations/0/areas/0',
      REG_MSG.areaUnknown('<b>roof</b>'),
    ],
    ['a time zone', async () => ({ time_zone: '<b>Europe/Berlin</b>' }), '/time_zone', REG_MSG.timeZone('<b>Europe/Berlin</b>')],
  ];
  it.each(refused)('refuses hostile text as %s beside its field, storing nothing', async (_what, over, path, message) => {
    const before = await rowsOf();
    const body = {
      ...request(tz(), { vehicle: { vin: vinFor(7002), plate: 'P-1', brand: 'B', model: 'M' }, photos: [await photoId(cms.app, alpha)] }),
      ...(await over()),
    };
    const res = (await registerCall(cms.app, body, alpha)).json();
    expect(res.code).toBe(0);
    expect(res.data.errors).toContainEqual({ path, message });
    expect(await rowsOf()).toEqual(before);
  });

  it('the public result card, detail page and certificate show it as text', async () => {
    const { card, page, cert, done } = await publicScreens(H.email);
    for (const text of [H.name, `${H.brand} ${H.model}`]) expectShownAsText(card, text);
    // the search was the owner's email: the name is shown whole, the email masked as always (cms/lib/mask.ts)
    const email = maskEmail(H.email, true);
    expect(email).toMatch(/^\*+x}@x\.test$/);
    for (const text of [H.name, email, H.brand, H.model]) expectShownAsText(page, text);
    for (const text of [H.name, email, `${H.brand} ${H.model}`]) expectShownAsText(cert, text);
    expectNothingInjected();
    done();
  });

  it("the dealer's own registration detail shows it as text", async () => {
    setSession(alpha, { id: ALPHA.shopId, shop_name: 'Alpha Films' });
    const view = render(<RegistrationInfo search={`?id=${reg.id}`} />);
    const detail = await screen.findByTestId('registration-detail');
    for (const text of [H.name, H.email, H.plate, H.brand, H.model]) expectShownAsText(detail, text);
    expect(detail.querySelector('#reg-title')?.textContent).toBe(`${H.brand} ${H.model} ${H.plate}`);
    await screen.findByRole('img', { name: 'Photo 1 of 1' });
    expectNothingInjected();
    view.unmount();
  });

  it("the console's registration detail shows it as text", async () => {
    const view = await consoleDetail(reg.id);
    const main = view.container;
    for (const text of [H.name, H.email, H.plate]) expectShownAsText(main, text);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(new RegExp(`^${escapeRe(`${H.brand} ${H.model}, `)}`));
    // the photo's alt names the vehicle: an attribute, as text
    const photo = await screen.findByRole('img', { name: new RegExp(escapeRe(`${H.brand} ${H.model} (${H.plate})`)) });
    expect(photo.getAttribute('alt')).toContain(H.brand);
    expectNothingInjected();
    view.unmount();
  });

  it("the dealer's list, searched with hostile text, shows it as text", async () => {
    setSession(alpha, { id: ALPHA.shopId, shop_name: 'Alpha Films' });
    const view = render(<MyRegistrations search={`?search=${encodeURIComponent('<b>P</b>')}`} />);
    const card = await screen.findByTestId('registration-card');
    for (const text of [H.name, H.plate]) expectShownAsText(card, text);
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe(`${H.brand} ${H.model} ${H.plate}`);
    expect(screen.getByRole('status').textContent).toBe('One registration matching “<b>P</b>”');
    expectNothingInjected();
    view.unmount();
  });

  it("the console's list shows it as text", async () => {
    const view = await consoleScreen('/registrations', () => screen.findByText(H.name));
    for (const text of [H.name, H.plate]) expectShownAsText(view.container, text);
    expectNothingInjected();
    view.unmount();
  });
});

describe('the register form, with hostile text in its draft', () => {
  it('names a hostile roll serial in its refusal as text, and shows the typed values and the photo name as text', async () => {
    setSession(alpha, { id: ALPHA.shopId, shop_name: 'Alpha Films' });
    // the form's films and rolls as the portal loads them
    const [products, rolls] = [(await getRegistrationProducts()).data, (await getRolls()).data];
    const photoName = '<img src=x onerror=__pwned=1>.jpg';
    saveDraft(sessionLogin(), {
      ...emptyDraft(todayIn(cms.config.brandTimeZone)),
      owner: { name: H.name, email: H.email, phone: '+49 30 1234 5678' },
      vehicle: { vin: vinFor(7003), plate: H.plate, brand: H.brand, model: H.model },
      installations: [{ uid: 'i1', product_id: '1', areas: ['roof'], rolls: [{ uid: 'r1', serial: '<b>PPF-A-001</b>', metres: '1' }] }],
      photos: [{ id: await photoId(cms.app, alpha), name: photoName }],
    });
    const before = await rowsOf();
    const view = render(<RegistrationForm products={products} rolls={rolls} />);
    const form = await screen.findByTestId('registration-form');
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe(H.name);
    expect((within(form).getByLabelText(/^Brand/) as HTMLInputElement).value).toBe(H.brand);
    expectShownAsText(form, photoName);
    fireEvent.click(within(form).getByRole('button', { name: 'Register warranty' }));
    const summary = await screen.findByTestId('error-summary');
    expectShownAsText(summary, REG_MSG.rollUnknown('<B>PPF-A-001</B>'));
    expectShownAsText(form, REG_MSG.rollUnknown('<B>PPF-A-001</B>'));
    expectNothingInjected();
    expect(await rowsOf()).toEqual(before);
    view.unmount();
  });
});

describe('an edit within 7 days, with hostile text', () => {
  it('a hostile phone is refused beside its field and changes nothing', async () => {
    const res = (await postJson(cms.app, endpoints.registrationEdit.path, { id: reg.id, owner: { phone: '<b>1234567</b>' } }, alpha)).json();
    expect(res).toMatchObject({ code: 0, data: { errors: [{ path: '/owner/phone', message: REG_MSG.correctPhone }] } });
    const row = await db().selectFrom('reg_registrations').selectAll().where('public_id', '=', reg.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_phone: '+49 30 1234 5678', owner_name: H.name });
  });

  it('is kept as typed and shown as text by the dealer detail and the public page', async () => {
    const res = (
      await postJson(
        cms.app,
        endpoints.registrationEdit.path,
        { id: reg.id, owner: { name: EDITED.name }, vehicle: { plate: EDITED.plate, brand: EDITED.brand, model: EDITED.model } },
        alpha,
      )
    ).json();
    expect(res.code).toBe(1);
    expect(res.data.owner.name).toBe(EDITED.name);

    setSession(alpha, { id: ALPHA.shopId, shop_name: 'Alpha Films' });
    const view = render(<RegistrationInfo search={`?id=${reg.id}`} />);
    const detail = await screen.findByTestId('registration-detail');
    for (const text of [EDITED.name, EDITED.plate, EDITED.brand, EDITED.model]) expectShownAsText(detail, text);
    expectNothingInjected();
    view.unmount();

    const { page, cert, done } = await publicScreens(H.email);
    for (const text of [EDITED.name, EDITED.brand, EDITED.model]) expectShownAsText(page, text);
    for (const text of [EDITED.name, `${EDITED.brand} ${EDITED.model}`]) expectShownAsText(cert, text);
    expectNothingInjected();
    done();
  });
});

describe('a transfer to an owner with a hostile name', () => {
  const transfer = (body: object) => editor.call('POST', registrationPaths.transferWarranty(reg.warranties[0].id), body);

  it('a hostile email is refused beside its field and changes nothing', async () => {
    const res = await transfer({ owner: { ...NEW_OWNER, email: `<b x="1">@x.test` } });
    expect(res.json().data.errors).toEqual([{ path: '/owner/email', message: REG_MSG.correctEmail }]);
    const w = await db().selectFrom('reg_warranties').selectAll().where('public_id', '=', reg.warranties[0].id).executeTakeFirstOrThrow();
    expect(w.owner_name).toBe(EDITED.name);
  });

  it('the new owner is shown as text on the public page and the certificate; the console keeps its text', async () => {
    const res = await transfer({ owner: NEW_OWNER, note: hostile('note') });
    expect(res.json()).toMatchObject({ code: 1 });

    const { page, cert, done } = await publicScreens(NEW_OWNER.email);
    expectShownAsText(page, NEW_OWNER.name);
    expectShownAsText(cert, NEW_OWNER.name);
    expectNothingInjected();
    done();

    const view = await consoleDetail(reg.id);
    await waitFor(() => expectShownAsText(view.container, EDITED.name));
    expectShownAsText(view.container, EDITED.plate);
    expectNothingInjected();
    view.unmount();

    // the transfer's note is kept in the audit log, which the console shows
    const audit = await consoleScreen('/audit', () => screen.findByText(hostile('note')));
    expectShownAsText(audit.container, hostile('note'));
    expectNothingInjected();
    audit.unmount();
  });
});

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
