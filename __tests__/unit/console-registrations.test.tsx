// The console's warranty registration screens (cms/admin/src/screens/Rolls.tsx, RollDetail.tsx,
// Registrations.tsx, RegistrationDetail.tsx): their states (loading, empty, the CMS's refusal in its
// own words), the refusals beside their fields, the CSV import's per-line refusals, the filters as
// the CMS reads them, photos fetched uncached with alt text, void and transfer. The CMS side of the
// same calls is tested over HTTP in __tests__/integration/cms/registration-console.test.ts; here
// `fetch` answers in the contract's shapes, as that CMS does.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { REG_MSG, ROLL_SERIAL_PATTERN, PHONE_PATTERN, registrationPaths, type RegistrationDetail, type Roll } from '../../contract/registrations';
import { EMAIL_PATTERN } from '../../contract/messages';
import { regPaths } from '../../cms/admin/src/lib/registration-paths';
import { MSG, SERIAL_PATTERN, PHONE_PATTERN as CONSOLE_PHONE, EMAIL_PATTERN as CONSOLE_EMAIL } from '../../cms/admin/src/registrations/messages';
import { AnnounceProvider } from '../../cms/admin/src/ui/announce';
import { Rolls } from '../../cms/admin/src/screens/Rolls';
import { RollDetail } from '../../cms/admin/src/screens/RollDetail';
import { Registrations } from '../../cms/admin/src/screens/Registrations';
import { RegistrationDetail as DetailScreen } from '../../cms/admin/src/screens/RegistrationDetail';
import type { Me } from '../../cms/admin/src/lib/types';

// ---------------------------------------------------------------------------------------------
// The CMS's answers, by method and path; every call is kept to check what the console sent.
// ---------------------------------------------------------------------------------------------

interface Sent {
  method: string;
  url: string;
  body: unknown;
  cache?: RequestCache;
}
type Reply = { status?: number; code?: 0 | 1; msg?: string; data?: unknown; image?: boolean };
type Route = (method: string, url: URL, body: unknown) => Reply | undefined;

const readBlob = (b: Blob) =>
  new Promise<string>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.readAsText(b);
  });

let sent: Sent[] = [];
let routes: Route[] = [];
const answer = (r: Reply) => {
  const status = r.status ?? 200;
  const headers = new Map([['content-type', r.image ? 'image/jpeg' : 'application/json']]);
  const text = JSON.stringify({ code: r.code ?? 1, msg: r.msg ?? 'success', data: r.data ?? null });
  return {
    ok: status < 400,
    status,
    statusText: String(status),
    headers: { get: (k: string) => headers.get(k.toLowerCase()) ?? null },
    text: async () => text,
    blob: async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  };
};

beforeEach(() => {
  sent = [];
  routes = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = raw instanceof Blob ? await readBlob(raw) : typeof raw === 'string' ? JSON.parse(raw) : raw;
    sent.push({ method, url: url.pathname + url.search, body, cache: init?.cache });
    for (const r of routes) {
      const got = r(method, url, body);
      if (got) return answer(got);
    }
    return answer({ status: 404, code: 0, msg: `no answer for ${method} ${url.pathname}` });
  }) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
  // jsdom has <dialog> without its modal methods
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const on = (method: string, path: string, reply: Reply | ((url: URL, body: unknown) => Reply)) =>
  routes.push((m, url, body) => (m === method && url.pathname === path ? (typeof reply === 'function' ? reply(url, body) : reply) : undefined));

const paged = <T,>(rows: T[], total = rows.length, last = 1, current = 1) => ({ data: rows, total, per_page: 50, last_page: last, current_page: current });
const choices = () => {
  on('GET', '/api/editor/items/dealers', {
    data: paged([
      { id: 1, title: 'Alpha Films', state: 'published' },
      { id: 2, title: 'Beta Wraps', state: 'published' },
      { id: 3, title: 'Gone Dealer', state: 'deleted' },
    ]),
  });
  on('GET', '/api/editor/items/products', { data: paged([{ id: 1, title: 'Crystal Gloss 8.5', state: 'published' }]) });
};

const roll = (over: Partial<Roll> = {}): Roll => ({
  serial: 'CG85-2502-00871',
  product_id: 1,
  product_name: 'Crystal Gloss 8.5',
  kind: 'ppf',
  length_m: 15,
  used_m: 2.5,
  remaining_m: 12.5,
  shop_id: 1,
  shop_name: 'Alpha Films',
  ...over,
});

const warranty = (over = {}) => ({
  id: 'w-opaque-1',
  warranty_no: 'CFM7K2Q9X',
  kind: 'ppf' as const,
  state: 'live' as const,
  appended: false,
  link: '/WarrantyInfo?id=w-opaque-1',
  void_reason: null,
  ...over,
});

const detail = (over: Partial<RegistrationDetail> = {}): RegistrationDetail => ({
  id: 'reg-1',
  shop_id: 1,
  shop_name: 'Alpha Films',
  owner: { name: 'Ada Owner', email: 'ada@example.test', phone: '+49 30 1234 5678' },
  vehicle: { vin: '1HGCM82633A004352', plate: 'B-AO 123', brand: 'Porsche', model: 'Taycan' },
  installation_date: '2026-11-20',
  installations: [
    {
      product_id: 1,
      product_name: 'Crystal Gloss 8.5',
      kind: 'ppf',
      areas: ['bonnet', 'bumper'],
      area_labels: 'Bonnet, Front bumper',
      rolls: [{ serial: 'CG85-2502-00871', metres: 2.5 }],
      term_years: 10,
      valid_until: '2036-11-20',
      warranty_no: 'CFM7K2Q9X',
    },
  ],
  warranties: [warranty()],
  photos: ['ph-1', 'ph-2'],
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  editable_until: null,
  ...over,
});

const ADMIN: Me = { username: 'editor', role: 'admin', time_zone: 'Europe/Berlin' };
const EDITOR: Me = { username: 'erin', role: 'editor', time_zone: 'Europe/Berlin' };

function show(path: string, me: Me = ADMIN) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Outlet context={me} />,
        children: [
          { path: 'rolls', element: <Rolls /> },
          { path: 'rolls/:serial', element: <RollDetail /> },
          { path: 'registrations', element: <Registrations /> },
          { path: 'registrations/:id', element: <DetailScreen /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <AnnounceProvider>
        <main>
          <RouterProvider router={router} />
        </main>
      </AnnounceProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

// ---------------------------------------------------------------------------------------------

test('the console’s paths and messages are the contract’s, word for word', () => {
  for (const k of ['rolls', 'rollsImport', 'registrations', 'registrationsCsv'] as const) expect(regPaths[k]).toBe(registrationPaths[k]);
  for (const k of ['roll', 'registration', 'photo', 'voidWarranty', 'transferWarranty'] as const)
    expect(regPaths[k]('A B/ä?1')).toBe(registrationPaths[k]('A B/ä?1'));
  expect(Object.keys(regPaths).sort()).toEqual(Object.keys(registrationPaths).sort());
  for (const [k, v] of Object.entries(MSG)) expect(`${k}: ${v}`).toBe(`${k}: ${REG_MSG[k as keyof typeof MSG] as string}`);
  expect(SERIAL_PATTERN.source).toBe(ROLL_SERIAL_PATTERN);
  expect(CONSOLE_PHONE.source).toBe(PHONE_PATTERN.source);
  expect(CONSOLE_EMAIL.source).toBe(EMAIL_PATTERN.source);
});

describe('rolls', () => {
  test('lists each roll with its film, dealer and metres; a roll in stock says so; no a11y violations', async () => {
    choices();
    on('GET', regPaths.rolls, { data: paged([roll(), roll({ serial: 'SM85-2507-00310', shop_id: null, shop_name: null, used_m: 0, remaining_m: 15 })]) });
    const { container } = show('/rolls');
    const table = await screen.findByRole('table', { name: 'Rolls of film' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/CG85-2502-00871.*Crystal Gloss 8\.5.*Alpha Films.*15 m.*2\.5 m.*12\.5 m.*Reassign/);
    expect(rows[2]).toHaveTextContent(/SM85-2507-00310.*In stock.*Assign/);
    expect(within(rows[1]).getByRole('link', { name: 'CG85-2502-00871' })).toHaveAttribute('href', '/rolls/CG85-2502-00871');
    expect(screen.getByText('2 rolls')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  test('an empty registry and an empty search say what to do; the search and dealer go to the CMS', async () => {
    choices();
    on('GET', regPaths.rolls, { data: paged([]) });
    show('/rolls');
    expect(await screen.findByText('The registry is empty: add a roll or import a CSV file.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Serial number'), 'CG85');
    await userEvent.selectOptions(await screen.findByLabelText('Dealer'), 'Beta Wraps');
    await userEvent.selectOptions(screen.getByLabelText('Film'), 'Crystal Gloss 8.5');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No roll matches: try another serial number, dealer or film.')).toBeInTheDocument();
    expect(sent.map((s) => s.url)).toContain(`${regPaths.rolls}?search=CG85&shop_id=2&product_id=1&page=1`);
    // a deleted dealer is not offered
    expect(screen.queryByRole('option', { name: 'Gone Dealer' })).toBeNull();
  });

  test('the CMS’s refusal is shown in its words; an editor is told the screen is for admins', async () => {
    choices();
    on('GET', regPaths.rolls, { status: 403, code: 0, msg: 'Only an admin may do this.' });
    show('/rolls');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin may do this.');
    document.body.innerHTML = '';
    show('/rolls', EDITOR);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin may open rolls.');
  });

  test('add a roll: refusals beside their fields first, then the CMS’s (a taken serial), with nothing typed lost', async () => {
    choices();
    on('GET', regPaths.rolls, { data: paged([]) });
    on('POST', regPaths.rolls, {
      status: 409,
      code: 0,
      msg: REG_MSG.serialTaken('CG85-2502-00871'),
      data: { errors: [{ path: '/serial', message: REG_MSG.serialTaken('CG85-2502-00871') }] },
    });
    show('/rolls');
    const open = await screen.findByRole('button', { name: 'Add a roll' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Add a roll' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add roll' }));
    expect(await within(dialog).findByText(REG_MSG.serial)).toBeInTheDocument();
    expect(within(dialog).getByText(REG_MSG.product)).toBeInTheDocument();
    expect(within(dialog).getByText(REG_MSG.length)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Serial number')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Serial number'), 'cg85-2502-00871');
    await userEvent.selectOptions(within(dialog).getByLabelText('Film'), 'Crystal Gloss 8.5');
    await userEvent.type(within(dialog).getByLabelText(/Length in metres/), '15.555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add roll' }));
    expect(await within(dialog).findByText(REG_MSG.length)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Length in metres/));
    await userEvent.type(within(dialog).getByLabelText(/Length in metres/), '15.5');
    await userEvent.selectOptions(within(dialog).getByLabelText('Shipped to'), 'Alpha Films');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add roll' }));
    const refusal = await within(dialog).findByText(REG_MSG.serialTaken('CG85-2502-00871'));
    expect(refusal).toHaveClass('field-error');
    expect(within(dialog).getByLabelText('Serial number')).toHaveFocus();
    expect(within(dialog).getByLabelText('Serial number')).toHaveAccessibleDescription(expect.stringContaining(REG_MSG.serialTaken('CG85-2502-00871')));
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ serial: 'CG85-2502-00871', product_id: 1, length_m: 15.5, shop_id: 1 });
    expect(within(dialog).getByLabelText(/Length in metres/)).toHaveValue('15.5');
  });

  test('CSV import: each refused line is listed with what is wrong and the line itself; a good file says how many came in', async () => {
    choices();
    on('GET', regPaths.rolls, { data: paged([]) });
    let attempt = 0;
    on('POST', regPaths.rollsImport, () => {
      attempt += 1;
      return attempt === 1
        ? {
            status: 400,
            code: 0,
            msg: REG_MSG.csvRows(2),
            data: {
              errors: [
                { path: '/rows/3', message: 'Line 3: There is no product 99.' },
                { path: '/rows/4', message: `Line 4: ${REG_MSG.length}` },
              ],
            },
          }
        : { data: { imported: 3 } };
    });
    show('/rolls');
    const file = new File(['serial,product_id,length_m,shop_id\nIMP-1,1,15,1\nIMP-2,99,15,\nIMP-3,1,-3,1\n'], 'rolls.csv', { type: 'text/csv' });
    await userEvent.click(await screen.findByRole('button', { name: 'Import a CSV file' }));
    const dialog = screen.getByRole('dialog', { name: 'Import rolls from a CSV file' });
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import rolls' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(REG_MSG.csvRows(2));
    const items = within(alert).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Line 3: There is no product 99.IMP-2,99,15,');
    expect(items[1]).toHaveTextContent(`Line 4: ${REG_MSG.length}IMP-3,1,-3,1`);
    // the file went as it is, as text/csv
    expect(sent.find((s) => s.method === 'POST')?.body).toBe('serial,product_id,length_m,shop_id\nIMP-1,1,15,1\nIMP-2,99,15,\nIMP-3,1,-3,1\n');

    // the same file again, fixed meanwhile: the dialog closes and the page says how many came in
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import rolls' }));
    expect(await screen.findByText('3 rolls imported from rolls.csv.', { selector: '.note' })).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('assign a roll to another dealer', async () => {
    choices();
    on('GET', regPaths.rolls, { data: paged([roll()]) });
    on('PATCH', regPaths.roll('CG85-2502-00871'), { data: roll({ shop_id: 2, shop_name: 'Beta Wraps' }) });
    show('/rolls');
    const button = await screen.findByRole('button', { name: 'Reassign roll CG85-2502-00871' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Assign the roll to a dealer' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Shipped to'), 'Beta Wraps');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save dealer' }));
    expect(await screen.findByText('Roll CG85-2502-00871 is now with Beta Wraps.', { selector: '.note' })).toBeInTheDocument();
    expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({ shop_id: 2 });
  });

  test('a roll’s detail lists the warranties that used it, each linking to its registration', async () => {
    choices();
    on('GET', regPaths.roll('CG85-2502-00871'), {
      data: {
        roll: roll(),
        uses: [
          {
            warranty_id: 'w1',
            warranty_no: 'CFM7K2Q9X',
            state: 'void',
            registration_id: 'reg-1',
            shop_name: 'Alpha Films',
            installation_date: '2026-11-20',
            metres: 2.5,
          },
        ],
      },
    });
    const { container } = show('/rolls/CG85-2502-00871');
    const table = await screen.findByRole('table', { name: 'Warranties that used this roll' });
    expect(within(table).getByRole('link', { name: 'CFM7K2Q9X' })).toHaveAttribute('href', '/registrations/reg-1');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/CFM7K2Q9X.*Void.*Alpha Films.*2026-11-20.*2\.5 m/);
    expect(screen.getByText('12.5 m')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('registrations', () => {
  const summary = {
    id: 'reg-1',
    shop_id: 1,
    shop_name: 'Alpha Films',
    owner_name: 'Ada Owner',
    vin: '1HGCM82633A004352',
    plate: 'B-AO 123',
    brand: 'Porsche',
    model: 'Taycan',
    installation_date: '2026-11-20',
    products: 'Crystal Gloss 8.5',
    warranties: [warranty()],
    created_at: '2026-11-20T09:00:00.000Z',
    editable: false,
  };

  test('filters by dealer, film, date and state; the CSV export carries the same filters; paging', async () => {
    choices();
    on('GET', regPaths.registrations, (url) =>
      url.searchParams.get('page') === '2' ? { data: paged([{ ...summary, id: 'reg-2' }], 51, 2, 2) } : { data: paged([summary], 51, 2, 1) },
    );
    const { container } = show('/registrations');
    const table = await screen.findByRole('table', { name: 'Warranty registrations' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /CFM7K2Q9X.*Live.*2026-11-20.*Porsche Taycan.*B-AO 123.*Ada Owner.*Crystal Gloss 8\.5.*Alpha Films/,
    );
    expect(screen.getByRole('link', { name: 'Export all as CSV' })).toHaveAttribute('href', regPaths.registrationsCsv);
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.selectOptions(await screen.findByLabelText('Dealer'), 'Alpha Films');
    await userEvent.selectOptions(screen.getByLabelText('Film'), 'Crystal Gloss 8.5');
    await userEvent.type(screen.getByLabelText('Installed from'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Installed until'), '2026-11-30');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Void');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const query = 'shop_id=1&product_id=1&from=2026-11-01&to=2026-11-30&state=void';
    await waitFor(() => expect(sent.map((s) => s.url)).toContain(`${regPaths.registrations}?${query}&page=1`));
    expect(screen.getByRole('link', { name: 'Export these as CSV' })).toHaveAttribute('href', `${regPaths.registrationsCsv}?${query}`);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(sent.map((s) => s.url)).toContain(`${regPaths.registrations}?${query}&page=2`);
  });

  test('dates the wrong way round are refused before asking; no registrations yet says so', async () => {
    choices();
    on('GET', regPaths.registrations, { data: paged([]) });
    show('/registrations');
    expect(await screen.findByText('No shop has registered a warranty yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Installed from'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('Installed until'), '2026-11-01');
    expect(screen.getByRole('alert')).toHaveTextContent('“Installed from” must be on or before “Installed until”.');
    expect(screen.getByLabelText('Installed from')).toHaveAttribute('aria-invalid', 'true');
    const asked = sent.length;
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(sent.length).toBe(asked);
  });

  test('the detail: owner, vehicle, installations with rolls, photos fetched uncached with alt text, history; no a11y violations', async () => {
    on('GET', regPaths.registration('reg-1'), { data: detail() });
    on('GET', regPaths.photo('ph-1'), { image: true });
    on('GET', regPaths.photo('ph-2'), { status: 404, code: 0, msg: 'This photo does not exist.' });
    const { container } = show('/registrations/reg-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Porsche Taycan, 2026-11-20' })).toBeInTheDocument();
    const owner = screen.getByRole('region', { name: 'Owner' });
    expect(owner).toHaveTextContent(/Ada Owner.*ada@example\.test.*\+49 30 1234 5678/);
    expect(screen.getByRole('region', { name: 'Vehicle' })).toHaveTextContent(/1HGCM82633A004352/);
    const inst = screen.getByRole('region', { name: 'Installations' });
    expect(inst).toHaveTextContent(/Bonnet, Front bumper.*2036-11-20 \(10 years\)/);
    expect(within(inst).getByRole('link', { name: 'CG85-2502-00871' })).toHaveAttribute('href', '/rolls/CG85-2502-00871');
    const img = await screen.findByRole('img', { name: 'Photo 1 of 2 of the installation on Porsche Taycan (B-AO 123)' });
    expect(img).toHaveAttribute('src', 'blob:photo');
    expect(await screen.findByText('This photo could not be loaded.')).toBeInTheDocument();
    expect(sent.filter((s) => s.url.startsWith('/api/editor/registration-photos/')).map((s) => s.cache)).toEqual(['no-store', 'no-store']);
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(/registered by Alpha Films.*can no longer change it/);
    expect(await axe(container)).toHaveNoViolations();
  });

  test('void asks for a reason, then sends it; the warranty then shows as void with its reason', async () => {
    let voided = false;
    on('GET', regPaths.registration('reg-1'), () => ({
      data: detail(voided ? { warranties: [warranty({ state: 'void', void_reason: 'Film was not ours' })] } : {}),
    }));
    on('POST', regPaths.voidWarranty('w-opaque-1'), () => {
      voided = true;
      return { data: warranty({ state: 'void', void_reason: 'Film was not ours' }) };
    });
    show('/registrations/reg-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Void warranty CFM7K2Q9X' }));
    const dialog = screen.getByRole('dialog', { name: 'Void this warranty?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void warranty' }));
    expect(within(dialog).getByText(REG_MSG.voidReason)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    expect(sent.some((s) => s.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Film was not ours ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void warranty' }));
    expect(await screen.findByText('Void: Film was not ours')).toBeInTheDocument();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ reason: 'Film was not ours' });
    expect(screen.queryByRole('button', { name: /Void warranty CFM7K2Q9X/ })).toBeNull();
    expect(screen.getByText('Warranty CFM7K2Q9X is void.', { selector: '.note' })).toBeInTheDocument();
  });

  test('a void refused by the CMS (already void) shows its message in the dialog', async () => {
    on('GET', regPaths.registration('reg-1'), { data: detail() });
    on('POST', regPaths.voidWarranty('w-opaque-1'), { status: 409, code: 0, msg: REG_MSG.alreadyVoid });
    show('/registrations/reg-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Void warranty CFM7K2Q9X' }));
    const dialog = screen.getByRole('dialog', { name: 'Void this warranty?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void warranty' }));
    expect(await within(dialog).findByText(REG_MSG.alreadyVoid)).toBeInTheDocument();
  });

  test('transfer: refusals beside name, email and phone; the CMS’s refusal beside its field, the rest kept', async () => {
    on('GET', regPaths.registration('reg-1'), { data: detail() });
    on('POST', regPaths.transferWarranty('w-opaque-1'), {
      status: 400,
      code: 0,
      msg: REG_MSG.correctPhone,
      data: { errors: [{ path: '/owner/phone', message: REG_MSG.correctPhone }] },
    });
    show('/registrations/reg-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer warranty CFM7K2Q9X to a new owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer to a new owner' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer warranty' }));
    expect(await within(dialog).findByText(REG_MSG.ownerName)).toBeInTheDocument();
    expect(within(dialog).getByText(REG_MSG.ownerEmail)).toBeInTheDocument();
    expect(within(dialog).getByText(REG_MSG.ownerPhone)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('New owner’s name'), 'Bo Buyer');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'bo@');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '+49 170 5550101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer warranty' }));
    expect(await within(dialog).findByText(REG_MSG.correctEmail)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'example.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer warranty' }));
    expect(await within(dialog).findByText(REG_MSG.correctPhone)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Phone')).toHaveFocus();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ owner: { name: 'Bo Buyer', email: 'bo@example.test', phone: '+49 170 5550101' } });
    expect(within(dialog).getByLabelText('New owner’s name')).toHaveValue('Bo Buyer');
  });

  test('a registration that does not exist says so in the CMS’s words', async () => {
    on('GET', regPaths.registration('nope'), { status: 404, code: 0, msg: REG_MSG.notFound });
    show('/registrations/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(REG_MSG.notFound);
  });
});
