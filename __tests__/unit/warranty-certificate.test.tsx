// The printable certificate (docs/product/rich-results.md#printable-warranty-certificate): it sits
// outside the site frame so the print stylesheet can show it alone, has every part of a
// certificate, keeps the API's masking, and the button prints.
import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WarrantyDetail } from '../../contract/warranty';
import { WarrantyDetailView } from '../../src/features/warranty/warranty-info';
import { dayOf } from '../../src/features/warranty/warranty-certificate';

const DETAIL: WarrantyDetail = {
  order: { ProductType: 1, warrantyNo: 'CFM-PPF-2025-00017' },
  customer: {
    customer: {
      CustomerName: 'L*** B***',
      CustomerEmail: '*******************.de',
      CustomerTel: '*************2231',
      VINNO: '*************3456',
      CarBrand: 'Porsche',
      CarModal: '911 GT3',
    },
  },
  construction: [
    {
      zorder: { ConstructionDate: '2025-03-14 10:00:00' },
      zconstruc: [
        { VehicleId: 'V1', name: 'Crystal Gloss 8.5', vnames: 'Full front', StockNo: 'CG85-1', baozhiqi: '10 years (until 2035-03-14)' },
        { VehicleId: 'V2', name: 'Crystal Gloss 8.5', vnames: 'Doors', StockNo: 'CG85-2', baozhiqi: '10 years (until 2035-03-14)' },
      ],
    },
    {
      zorder: { ConstructionDate: '2025-09-02 10:00:00' },
      zconstruc: [{ VehicleId: 'V3', name: 'Stealth Matte 8.5', vnames: 'Lip', StockNo: 'SM85-1', baozhiqi: '10 years' }],
    },
  ],
  installer: { storeName: 'CFM Deutschland – Berlin Studio', storeAddress: 'Am Borsigturm 42, 13507 Berlin, Germany' },
};

describe('warranty certificate', () => {
  it('is rendered on <body>, outside the page frame, with every part of the certificate', () => {
    const { container } = render(<WarrantyDetailView detail={DETAIL} />);
    const cert = screen.getByTestId('warranty-certificate');
    expect(container.contains(cert)).toBe(false);
    expect(cert.closest('[data-print-root]')?.parentElement).toBe(document.body);
    const c = within(cert);
    expect(c.getByRole('heading', { name: 'Warranty Certificate' })).toBeInTheDocument();
    expect(c.getByRole('img', { name: 'Car Film Master' })).toBeInTheDocument();
    for (const text of [
      'CFM-PPF-2025-00017',
      'PPF',
      'Crystal Gloss 8.5, Stealth Matte 8.5',
      'Porsche 911 GT3',
      'CFM Deutschland – Berlin Studio',
      '2025-03-14, 2025-09-02',
    ]) {
      expect(c.getByText(text)).toBeInTheDocument();
    }
    const rows = c.getAllByRole('row');
    expect(rows).toHaveLength(4); // header + three installed pieces
    expect(
      within(rows[3])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2025-09-02', 'Stealth Matte 8.5', 'Lip', 'SM85-1', '10 years']);
  });

  it('shows personal data exactly as masked by the API, on screen and on paper', () => {
    render(<WarrantyDetailView detail={DETAIL} />);
    for (const masked of ['L*** B***', '*******************.de', '*************2231', '*************3456']) {
      expect(screen.getAllByText(masked)).toHaveLength(2); // the screen view and the certificate
    }
    expect(document.body.textContent).not.toMatch(/Lukas|lukas|5550/);
  });

  it('leaves out missing email, phone, VIN and installer', () => {
    const bare: WarrantyDetail = {
      ...DETAIL,
      installer: undefined,
      customer: { customer: { ...DETAIL.customer.customer, CustomerEmail: null, CustomerTel: null, VINNO: null } },
    };
    render(<WarrantyDetailView detail={bare} />);
    const c = within(screen.getByTestId('warranty-certificate'));
    for (const label of ['Email', 'Phone', 'VIN', 'Address']) expect(c.queryByText(label)).toBeNull();
  });

  it('"Print certificate" opens the print dialog; unmounting removes the certificate', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { unmount } = render(<WarrantyDetailView detail={DETAIL} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print certificate' }));
    expect(print).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.querySelector('[data-print-root]')).toBeNull();
    print.mockRestore();
  });

  it('print=1 (the Certificate link after a registration) opens the print dialog once, with the certificate in the page', () => {
    let filled = '';
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      filled = document.querySelector('[data-print-root]')?.textContent ?? '';
    });
    const { rerender } = render(<WarrantyDetailView detail={DETAIL} print />);
    rerender(<WarrantyDetailView detail={DETAIL} print />);
    expect(print).toHaveBeenCalledTimes(1);
    expect(filled).toContain('CFM-PPF-2025-00017');
    print.mockRestore();
  });

  it('dayOf keeps the day', () => {
    expect(dayOf('2025-03-14 10:00:00')).toBe('2025-03-14');
    expect(dayOf('soon')).toBe('soon');
  });
});
