// A warranty an editor voided (docs/product/warranty-registration.md#console): the result list, the
// detail page and the printable certificate say plainly that it is void and why, never show it as
// valid, and render the editor-typed reason as text, never as HTML.
import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { WarrantyDetail, WarrantySearchResult } from '../../contract/warranty';
import { WarrantyDetailView } from '../../src/features/warranty/warranty-info';
import { WarrantyCard } from '../../src/features/warranty/warranty-list';

const HOSTILE = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><b>wrong VIN</b> & "typo"`;

const DETAIL: WarrantyDetail = {
  order: { ProductType: 1, warrantyNo: 'CFM-PPF-2026-00042' },
  customer: {
    customer: {
      CustomerName: 'L*** B***',
      CustomerEmail: '****@x.de',
      CustomerTel: '******2231',
      VINNO: '*************3456',
      CarBrand: 'Porsche',
      CarModal: '911',
    },
  },
  construction: [
    {
      zorder: { ConstructionDate: '2026-11-20 00:00:00' },
      zconstruc: [
        { VehicleId: 'RI-1', name: 'Crystal Gloss 8.5', vnames: 'Full front, Doors', StockNo: 'CG85-1, CG85-2', baozhiqi: '10 years (until 2036-11-20)' },
        { VehicleId: 'RI-2', name: 'Headlight Shield', vnames: 'Headlights', StockNo: 'HS-7', baozhiqi: '5 years (until 2031-11-20)' },
      ],
    },
  ],
  installer: { storeName: 'CFM Berlin Studio', storeAddress: 'Am Borsigturm 42, Berlin' },
};
const VOIDED: WarrantyDetail = { ...DETAIL, void: { reason: HOSTILE, at: '2026-11-27T23:30:00.000Z' } };

const RESULT: WarrantySearchResult = {
  Id: 'opaque-1',
  cpname: 'Crystal Gloss 8.5',
  CustomerName: 'L*** B***',
  CarBrand: 'Porsche',
  CarModal: '911',
  storeName: 'CFM Berlin Studio',
  storeAddress: 'Am Borsigturm 42, Berlin',
};

/** The hostile reason is shown as its own characters and made no element. */
function expectTextOnly(el: HTMLElement): void {
  expect(el.textContent).toBe(HOSTILE);
  expect(el.children).toHaveLength(0);
  expect(document.querySelector('img, script, b')).toBeNull();
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a void warranty in the result list', () => {
  it('is marked void with a plain status, and its link says so', () => {
    render(<WarrantyCard item={{ ...RESULT, void: true }} searchedFor="WBA" />);
    const card = screen.getByTestId('warranty-card');
    expect(card).toHaveAttribute('data-void', 'true');
    const c = within(card);
    expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('Crystal Gloss 8.5 Void');
    expect(c.getByText('Status')).toBeInTheDocument();
    expect(c.getByText(/^Void: this warranty no longer gives any cover\. Open it to see why\.$/)).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'MORE: Crystal Gloss 8.5, L*** B***, void' })).toHaveAttribute('href', '/WarrantyInfo?id=opaque-1&key=WBA');
  });

  it('a live warranty carries no void mark', () => {
    render(<WarrantyCard item={RESULT} />);
    const card = screen.getByTestId('warranty-card');
    expect(card).not.toHaveAttribute('data-void');
    expect(within(card).queryByText(/void/i)).toBeNull();
  });
});

describe('a void warranty on the detail page', () => {
  it('says it is void, why (as text) and when, and claims no validity', () => {
    const { container } = render(<WarrantyDetailView detail={VOIDED} />);
    const page = within(container);
    expect(page.getByRole('heading', { level: 2 })).toHaveTextContent('Warranty CFM-PPF-2026-00042 Void');
    const notice = page.getByRole('region', { name: 'This warranty is void' });
    expect(within(notice).getByText(/the validity periods below do not apply/)).toBeInTheDocument();
    expect(within(notice).getByText('2026-11-27')).toBeInTheDocument();
    expectTextOnly(within(notice).getByTestId('warranty-void-reason'));
    // every installation keeps its areas and roll serials, its validity marked void
    for (const text of ['Full front, Doors', 'CG85-1, CG85-2', 'Headlights', 'HS-7']) expect(page.getByText(text)).toBeInTheDocument();
    expect(page.getByText('Void; was 10 years (until 2036-11-20)')).toBeInTheDocument();
    expect(page.getByText('Void; was 5 years (until 2031-11-20)')).toBeInTheDocument();
    expect(page.queryByText('10 years (until 2036-11-20)')).toBeNull();
  });

  it('an empty reason reads as a sentence, not a blank', () => {
    render(<WarrantyDetailView detail={{ ...DETAIL, void: { reason: '  ', at: '2026-11-27T10:00:00Z' } }} />);
    expect(within(screen.getByTestId('warranty-void')).getByTestId('warranty-void-reason')).toHaveTextContent('No reason was given.');
  });

  it('a live warranty has no void notice and shows its validity', () => {
    const { container } = render(<WarrantyDetailView detail={DETAIL} />);
    expect(screen.queryByTestId('warranty-void')).toBeNull();
    expect(within(container).getByText('10 years (until 2036-11-20)')).toBeInTheDocument();
  });
});

describe('a void warranty on the certificate', () => {
  it('is stamped VOID with the reason as text, and makes no validity claim', () => {
    render(<WarrantyDetailView detail={VOIDED} />);
    const cert = screen.getByTestId('warranty-certificate');
    expect(cert).toHaveAttribute('data-void', 'true');
    expect(cert).toHaveAccessibleName('Void warranty certificate');
    const c = within(cert);
    expect(c.getByRole('heading', { name: 'VOID' })).toBeInTheDocument();
    expect(c.getByText(/is void and gives no cover.*not a valid certificate/)).toBeInTheDocument();
    expect(c.getByText('2026-11-27')).toBeInTheDocument();
    expectTextOnly(c.getByTestId('certificate-void-reason'));
    // the coverage table keeps areas and serials; its last column is a void status, not a validity
    expect(c.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(c.queryByRole('columnheader', { name: 'Valid' })).toBeNull();
    const rows = c.getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['2026-11-20', 'Crystal Gloss 8.5', 'Full front, Doors', 'CG85-1, CG85-2', 'Void'],
      ['2026-11-20', 'Headlight Shield', 'Headlights', 'HS-7', 'Void'],
    ]);
    expect(cert.textContent).not.toMatch(/until 20\d\d|confirms/);
  });

  it('a live certificate claims its validity and has no stamp', () => {
    render(<WarrantyDetailView detail={DETAIL} />);
    const cert = screen.getByTestId('warranty-certificate');
    expect(cert).not.toHaveAttribute('data-void');
    expect(within(cert).queryByRole('heading', { name: 'VOID' })).toBeNull();
    expect(cert.textContent).toMatch(/This certificate confirms/);
    expect(within(cert).getByText('10 years (until 2036-11-20)')).toBeInTheDocument();
  });
});
