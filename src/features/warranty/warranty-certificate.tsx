/**
 * The printable warranty certificate (docs/product/rich-results.md#printable-warranty-certificate):
 * one A4 page with the brand mark, warranty number, product, vehicle, installer, dates and the
 * coverage table. It is rendered straight into <body>, outside the site frame, so the print
 * stylesheet can show it alone (no header, menus or footer) and it stays hidden on screen.
 * Personal data is shown exactly as the API sent it: masked but for its last characters.
 * A void warranty's certificate is stamped VOID with the editor's reason (as text) and claims no
 * validity: no validity column, no confirming footer (docs/product/warranty-registration.md#console).
 */
import * as React from 'react';
import { createPortal } from 'react-dom';
import type { WarrantyDetail } from '../../../contract/warranty';
import { Logo } from '../../components/layout/logo';
import { BRAND, productTypeName, voidReasonText } from './format';
import * as styles from './warranty-certificate.module.css';

/** '2025-03-14 10:00:00' → '2025-03-14': the certificate states days. */
export const dayOf = (value: string): string => /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? value;

export function CertificateBody({ detail }: { detail: WarrantyDetail }): JSX.Element {
  const c = detail.customer.customer;
  const rows = detail.construction.flatMap((block) => block.zconstruc.map((item) => ({ date: dayOf(block.zorder.ConstructionDate), item })));
  const models = [...new Set(rows.map((r) => r.item.name).filter(Boolean))];
  const dates = [...new Set(rows.map((r) => r.date))];
  const type = productTypeName(detail.order.ProductType);
  const voided = detail.void;
  return (
    <article
      className={styles.certificate}
      aria-label={voided ? 'Void warranty certificate' : 'Warranty certificate'}
      data-testid="warranty-certificate"
      data-void={voided ? 'true' : undefined}
    >
      <header className={styles.head}>
        <Logo className={styles.logo} title={BRAND} />
        <div className={styles.headText}>
          <p className={styles.kicker}>{type ? `${type} warranty` : 'Warranty'}</p>
          <h1 className={styles.title}>Warranty Certificate</h1>
          <p className={styles.number}>
            No. <strong>{detail.order.warrantyNo}</strong>
          </p>
        </div>
      </header>
      {voided ? (
        <section className={styles.voided} aria-labelledby="certificate-void-heading">
          <h2 id="certificate-void-heading" className={styles.stamp}>
            VOID
          </h2>
          <p>This warranty is void and gives no cover. This copy is for the record only and is not a valid certificate.</p>
          <dl>
            <dt>Reason</dt>
            <dd data-testid="certificate-void-reason">{voidReasonText(voided.reason)}</dd>
            <dt>Voided on</dt>
            <dd>{dayOf(voided.at)}</dd>
          </dl>
        </section>
      ) : null}
      <div className={styles.grid}>
        <section>
          <h2>Product</h2>
          <dl>
            <dt>Type</dt>
            <dd>{type || '—'}</dd>
            <dt>Film</dt>
            <dd>{models.join(', ') || '—'}</dd>
          </dl>
        </section>
        <section>
          <h2>Vehicle</h2>
          <dl>
            <dt>Car</dt>
            <dd>{[c.CarBrand, c.CarModal].filter(Boolean).join(' ') || '—'}</dd>
            {c.VINNO ? (
              <>
                <dt>VIN</dt>
                <dd>{c.VINNO}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section>
          <h2>Owner</h2>
          <dl>
            <dt>Name</dt>
            <dd>{c.CustomerName}</dd>
            {c.CustomerEmail ? (
              <>
                <dt>Email</dt>
                <dd>{c.CustomerEmail}</dd>
              </>
            ) : null}
            {c.CustomerTel ? (
              <>
                <dt>Phone</dt>
                <dd>{c.CustomerTel}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section>
          <h2>Installer</h2>
          <dl>
            <dt>Shop</dt>
            <dd>{detail.installer?.storeName || '—'}</dd>
            {detail.installer?.storeAddress ? (
              <>
                <dt>Address</dt>
                <dd>{detail.installer.storeAddress}</dd>
              </>
            ) : null}
            <dt>{dates.length > 1 ? 'Installed on' : 'Installed'}</dt>
            <dd>{dates.join(', ') || '—'}</dd>
          </dl>
        </section>
      </div>
      <h2 className={styles.tableTitle}>Coverage</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Film</th>
            <th scope="col">Area</th>
            <th scope="col">Roll serial no.</th>
            <th scope="col">{voided ? 'Status' : 'Valid'}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ date, item }, i) => (
            <tr key={`${item.VehicleId}-${item.StockNo}-${i}`}>
              <td>{date}</td>
              <td>{item.name}</td>
              <td>{item.vnames}</td>
              <td>{item.StockNo}</td>
              <td>{voided ? 'Void' : item.baozhiqi}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className={styles.foot}>
        {voided
          ? `The ${BRAND} warranty registered under the number above has been voided. Check its state at any time on the ${BRAND} website, Warranty Check.`
          : `This certificate confirms the ${BRAND} warranty registered under the number above. Check it at any time on the ${BRAND} website, Warranty Check.`}
      </footer>
    </article>
  );
}

/**
 * The certificate in a portal on <body> (after mount: the page is client-only anyway).
 * `printOnReady` opens the print dialog once, when the certificate is in the page.
 */
export function WarrantyCertificate({ detail, printOnReady }: { detail: WarrantyDetail; printOnReady?: boolean }): JSX.Element | null {
  const [host, setHost] = React.useState<HTMLElement | null>(null);
  React.useEffect(() => {
    const el = document.createElement('div');
    el.className = styles.printRoot;
    el.setAttribute('data-print-root', '');
    document.body.appendChild(el);
    setHost(el);
    return () => el.remove();
  }, []);
  const printed = React.useRef(false);
  React.useEffect(() => {
    if (!host || !printOnReady || printed.current) return;
    printed.current = true;
    window.print();
  }, [host, printOnReady]);
  return host ? createPortal(<CertificateBody detail={detail} />, host) : null;
}

export function PrintCertificateButton({ className }: { className?: string }): JSX.Element {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      Print certificate
    </button>
  );
}
