// The console's forms come from the schema (docs/product/editing.md#the-console): every field of
// every content type and page declares a person's label and a widget, the console reads only those
// declarations, times are stored in UTC and shown in the brand's zone (docs/product/time.md), and a
// set of labels is a chip list one can use with the keyboard.
import { useState } from 'react';
import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TSchema } from '@sinclair/typebox';
import { ITEM_SCHEMAS, PAGE_SCHEMAS, docTitle } from '../../contract/editor-schemas';
import { emptyOf, itemTitle, kindOf } from '../../cms/admin/src/form/field-kinds';
import type { JsonSchema } from '../../cms/admin/src/lib/types';
import { utcToZoned, zonedToUtc, zoneLabel } from '../../cms/admin/src/lib/time';
import { ChipList } from '../../cms/admin/src/form/ChipList';
import { FieldControl } from '../../cms/admin/src/form/FieldControl';
import { errorPlace } from '../../cms/admin/src/form/error-place';

const ALL: [string, TSchema][] = [...Object.entries(ITEM_SCHEMAS), ...Object.entries(PAGE_SCHEMAS).map(([k, s]): [string, TSchema] => [`page ${k}`, s])];
const json = (s: TSchema) => JSON.parse(JSON.stringify(s)) as JsonSchema;

/** Each field of a schema and of its lists' entries, with where it is. */
function* fieldsOf(where: string, s: JsonSchema): Generator<[string, JsonSchema]> {
  for (const [name, f] of Object.entries(s.properties ?? {})) {
    yield [`${where}.${name}`, f];
    if (f['x-widget'] === 'entries' && f.items) yield* fieldsOf(`${where}.${name}[]`, f.items);
    if (f['x-widget'] === 'group') yield* fieldsOf(`${where}.${name}`, f);
  }
}

test('every field of every type and page has a label, a widget, and a reference target where it points at items', () => {
  const missing: string[] = [];
  for (const [type, schema] of ALL) {
    expect(schema.title).toEqual(expect.any(String));
    for (const [where, f] of fieldsOf(type, json(schema))) {
      if (!f.title || !/^[A-Z]/.test(f.title) || /_/.test(f.title)) missing.push(`${where}: title ${f.title}`);
      if (!f['x-widget']) missing.push(`${where}: no x-widget`);
      // every structure has controls of its own: nothing falls back to a field the console cannot edit
      else if (kindOf(f).kind === 'none') missing.push(`${where}: x-widget ${f['x-widget']} has no control`);
      if ((f['x-widget'] === 'ref' || f['x-widget'] === 'refs') && !(f['x-ref']! in ITEM_SCHEMAS)) missing.push(`${where}: x-ref ${f['x-ref']}`);
    }
  }
  expect(missing).toEqual([]);
});

test('every content type names the field that is its title', () => {
  for (const [type, schema] of Object.entries(ITEM_SCHEMAS)) expect(`${type}: ${String(schema['x-title'] in schema.properties)}`).toBe(`${type}: true`);
});

test('the widget is read from the declaration, never from the field name', () => {
  const blogs = json(ITEM_SCHEMAS.blogs).properties!;
  expect(kindOf(blogs.createtime)).toMatchObject({ kind: 'datetime' });
  expect(kindOf(blogs.label_arr)).toEqual({
    kind: 'chips',
    options: [
      { value: 'Blogs', label: 'Blogs' },
      { value: 'Events', label: 'Events' },
      { value: 'News', label: 'News' },
    ],
  });
  expect(kindOf(blogs.related)).toEqual({ kind: 'refs', target: 'blogs' });
  expect(kindOf(blogs.desc)).toMatchObject({ kind: 'text', long: true });
  expect(blogs.desc.title).toBe('Description');
  const dealers = json(ITEM_SCHEMAS.dealers).properties!;
  expect(kindOf(dealers.level)).toMatchObject({ kind: 'choice', options: expect.arrayContaining([{ value: 'country_dealer', label: 'Country dealer' }]) });
  expect(kindOf(dealers.nation_id)).toEqual({ kind: 'ref', target: 'countries' });
  // the same name means nothing without a declaration
  expect(kindOf({ type: 'string' })).toEqual({ kind: 'none' });
  expect(kindOf({ type: 'array', items: { type: 'integer' } })).toEqual({ kind: 'none' });
});

test('items and pages are named, never by their id or key', () => {
  expect(docTitle('page', 'ppf_page', {})).toBe('PPF page');
  expect(docTitle('products', '3', { goods_name: 'Crystal Gloss 8.5', title: 'x' })).toBe('Crystal Gloss 8.5');
  expect(docTitle('dealers', '1', { shop_name: 'CFM Berlin' })).toBe('CFM Berlin');
  expect(docTitle('about-us', '1', { title: 'Our <strong>Story</strong>' })).toBe('Our Story');
  expect(docTitle('products', '3', {})).toBe('');
  expect(itemTitle(json(ITEM_SCHEMAS.plotters), { goods_name: 'Cutter <em>X</em>' })).toBe('Cutter X');
});

test('times: stored in UTC, shown and edited in the brand zone, across daylight saving', () => {
  expect(utcToZoned('2026-01-15 09:30:00', 'Europe/Berlin')).toBe('2026-01-15T10:30:00');
  expect(utcToZoned('2026-07-15 09:30:00', 'Europe/Berlin')).toBe('2026-07-15T11:30:00');
  expect(zonedToUtc('2026-01-15T10:30:00', 'Europe/Berlin')).toBe('2026-01-15 09:30:00');
  expect(zonedToUtc('2026-07-01T00:30', 'Europe/Berlin')).toBe('2026-06-30 22:30:00');
  // the night the clocks go forward (29 March 2026, 02:00 → 03:00 in Berlin)
  expect(zonedToUtc('2026-03-29T03:30:00', 'Europe/Berlin')).toBe('2026-03-29 01:30:00');
  expect(zonedToUtc('2026-03-29T01:30:00', 'Europe/Berlin')).toBe('2026-03-29 00:30:00');
  // the night they go back (25 October 2026): 02:30 happens twice and is read as the second one
  expect(utcToZoned('2026-10-25 00:30:00', 'Europe/Berlin')).toBe('2026-10-25T02:30:00');
  expect(zonedToUtc('2026-10-25T02:30:00', 'Europe/Berlin')).toBe('2026-10-25 01:30:00');
  for (const stamp of ['2026-10-25 01:30:00', '2026-10-25 02:30:00', '2026-12-31 23:59:59', '2026-06-30 22:30:00'])
    expect(zonedToUtc(utcToZoned(stamp, 'Europe/Berlin')!, 'Europe/Berlin')).toBe(stamp);
  expect(utcToZoned('yesterday', 'Europe/Berlin')).toBeNull();
  expect(zoneLabel('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('Europe/Berlin (CET, UTC+1)');
  expect(zoneLabel('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe('Europe/Berlin (CEST, UTC+2)');
  // a new post starts now, as a UTC stamp
  expect(emptyOf({ kind: 'datetime' })).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

function Chips({ initial }: { initial: string[] }) {
  const [value, setValue] = useState<unknown>(initial);
  const options = ['Blogs', 'Events', 'News'].map((v) => ({ value: v, label: v }));
  return (
    <fieldset>
      <legend>Labels</legend>
      <ChipList id="f-label_arr" label="Labels" value={value} onChange={setValue} invalid={false} options={options} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </fieldset>
  );
}

test('a chip list adds and removes labels with the keyboard, and moves the focus sensibly', async () => {
  const user = userEvent.setup();
  const { container } = render(<Chips initial={['Blogs', 'News']} />);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Blogs×', 'News×']);
  expect(await axe(container)).toHaveNoViolations();
  // add: choose in the menu, Enter
  await user.selectOptions(screen.getByLabelText('Add to Labels'), 'Events');
  screen.getByLabelText('Add to Labels').focus();
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('value')).toHaveTextContent('["Blogs","News","Events"]');
  // remove with the keyboard: the focus goes to the chip that takes its place
  screen.getByRole('button', { name: 'Remove Blogs' }).focus();
  await user.keyboard('{Enter}');
  await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
  expect(screen.getByTestId('value')).toHaveTextContent('["News","Events"]');
  expect(screen.getByRole('button', { name: 'Remove News' })).toHaveFocus();
  // all chosen: no menu, and it says so
  await user.selectOptions(screen.getByLabelText('Add to Labels'), 'Blogs');
  await user.click(screen.getByRole('button', { name: 'Add to Labels' }));
  expect(screen.getByText('All labels are chosen.')).toBeInTheDocument();
});

test('structures are declared field by field: entries, fieldsets, numbered choices, number lists', () => {
  const products = json(ITEM_SCHEMAS.products).properties!;
  const label = kindOf(products.label);
  expect(label).toMatchObject({ kind: 'object-list' });
  const row = (label as { fields: Record<string, JsonSchema> }).fields;
  expect(Object.fromEntries(Object.entries(row).map(([f, s]) => [f, s.title]))).toEqual({
    name: 'Name',
    type: 'Shown as',
    content: 'Content',
    point: 'Points',
  });
  expect(kindOf(row.type)).toEqual({
    kind: 'choice',
    numeric: true,
    options: [
      { value: '1', label: 'Text' },
      { value: '2', label: 'Text and points' },
    ],
  });
  expect(emptyOf(kindOf(row.type))).toBe(1);
  expect(kindOf(row.point)).toEqual({ kind: 'number-list', min: 0, max: 10 });
  expect(kindOf(row.content)).toEqual({ kind: 'text-or-media' });
  expect(kindOf(products.way)).toMatchObject({ kind: 'choice', numeric: true });
  expect(kindOf(json(ITEM_SCHEMAS.dealers).properties!.level)).toMatchObject({ numeric: false });
  const site = json(PAGE_SCHEMAS.site).properties!;
  for (const f of ['info', 'contact', 'footer']) expect(`${f}: ${kindOf(site[f]).kind}`).toBe(`${f}: group`);
  expect(emptyOf(kindOf(site.footer))).toEqual({ contact_number: '', enterprise_email: '', apps: [] });
  for (const [type, f] of [
    ['plotters', 'labels'],
    ['plotters', 'features'],
  ])
    expect(kindOf(json(ITEM_SCHEMAS[type]).properties![f]).kind).toBe('object-list');
  expect(kindOf(json(PAGE_SCHEMAS.plotter_page).properties!.label_arr).kind).toBe('object-list');
});

test('a refusal inside a structure is shown at its top field and named by labels', () => {
  const site = json(PAGE_SCHEMAS.site);
  expect(errorPlace(site, '/data/footer/apps/1/url')).toEqual({ field: 'footer', inside: 'Apps 2 › Address' });
  expect(errorPlace(site, '/data/warranty_clients')).toEqual({ field: 'warranty_clients', inside: '' });
  expect(errorPlace(json(ITEM_SCHEMAS.products), '/data/label/0/point/2')).toEqual({ field: 'label', inside: 'Specifications 1 › Points 3' });
  expect(errorPlace(site, '/data/no_such_field')).toBeNull();
});

function Editable({ schema, name, initial }: { schema: JsonSchema; name: string; initial: unknown }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <FieldControl name={name} schema={schema} path={name} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </QueryClientProvider>
  );
}
const valueOf = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');

test('the site footer is a fieldset of labelled fields; its apps are entries; fields beyond the declared ones are kept', async () => {
  const user = userEvent.setup();
  const footer = json(PAGE_SCHEMAS.site).properties!.footer;
  const initial = {
    contact_number: '+49 30 1',
    enterprise_email: 'a@b.example',
    apps: [{ name: 'App Store', url: 'https://apps.example/1', image: null }],
    legacy: 7,
  };
  const { container } = render(<Editable schema={footer} name="footer" initial={initial} />);
  const group = screen.getByRole('group', { name: 'Footer' });
  expect(group).toContainElement(screen.getByLabelText('Phone'));
  expect(screen.queryByRole('textbox', { name: /json/i })).toBeNull();
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'service@cfm.example');
  expect(valueOf()).toMatchObject({ enterprise_email: 'service@cfm.example', legacy: 7, apps: initial.apps });
  await user.click(screen.getByRole('button', { name: 'Add to Apps' }));
  expect(valueOf().apps).toEqual([initial.apps[0], { name: '', url: '', image: null }]);
  await user.type(screen.getAllByLabelText('Name')[1], 'Google Play');
  expect(valueOf().apps[1].name).toBe('Google Play');
  expect(await axe(container)).toHaveNoViolations();
});

test("a product's specification rows: a numbered choice stores its number, points are number boxes", async () => {
  const user = userEvent.setup();
  const label = json(ITEM_SCHEMAS.products).properties!.label;
  const { container } = render(<Editable schema={label} name="label" initial={[{ name: 'Finish', type: 1, content: 'High gloss', point: [] }]} />);
  await user.selectOptions(screen.getByLabelText('Shown as'), 'Text and points');
  expect(valueOf()[0].type).toBe(2);
  await user.click(screen.getByRole('button', { name: 'Add to Points' }));
  await user.click(screen.getByRole('button', { name: 'Add to Points' }));
  await user.clear(screen.getByLabelText('Points 2'));
  await user.type(screen.getByLabelText('Points 2'), '1');
  expect(valueOf()[0].point).toEqual([0, 1]);
  // the row's text stays text when emptied (the site reads a string)
  await user.clear(screen.getByLabelText('Content'));
  expect(valueOf()[0].content).toBe('');
  await user.click(screen.getByRole('button', { name: 'Add to Specifications' }));
  expect(valueOf()[1]).toEqual({ name: '', type: 1, content: '', point: [] });
  expect(await axe(container)).toHaveNoViolations();
});
