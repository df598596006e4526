/**
 * /WarrantyInfo?id=…: one warranty (docs/product/content-pages.md#warrantyinfo,
 * docs/product/entities-and-fields.md#warranty): product type, number, owner, optional email
 * and VIN (hidden when null), car, and one block per installation. Personal data arrives masked
 * from the API unless the search that led here (`key`) was the owner's plate, email, tel or VIN.
 * `print=1` (the dealer portal's Certificate link after a registration) opens the print dialog of
 * the certificate once the warranty is shown.
 */
import * as React from 'react';
import type { WarrantyDetail } from '../../../contract/warranty';
import { getWarrantyDetail } from '../../services/warranty';
import { Loading } from '../../components/ui/loading';
import { EmptyState } from '../../components/ui/empty-state';
import { Button } from '../../components/ui/button';
import { LoadError, useLive } from '../forms/live-state';
import { productTypeName, voidValidity } from './format';
import { VoidBadge, VoidNotice } from './warranty-void';
import { WARRANTY_CHECK } from './warranty-list';
import { PrintCertificateButton, WarrantyCertificate } from './warranty-certificate';
import * as styles from './warranty.module.css';

export function WarrantyInfo({ search }: { search: string }): JSX.Element {
  const [query, setQuery] = React.useState<{ id: string; key: string; print: boolean } | null>(null);
  React.useEffect(() => {
    const params = new URLSearchParams(search);
    setQuery({ id: (params.get('id') ?? '').trim(), key: (params.get('key') ?? '').trim(), print: params.get('print') === '1' });
  }, [search]);

  const { state, retry } = useLive<WarrantyDetail>(async () => {
    if (query === null) return { status: 'loading' };
    if (!query.id) return { status: 'refused', msg: '' };
    // the search that led here (if any): the API masks the owner's data unless it proves them
    const res = await getWarrantyDetail(query.id, query.key || undefined);
    return res.code === 1 && res.data ? { status: 'ready', data: res.data } : { status: 'refused', msg: res.msg };
  }, [query]);

  if (state.status === 'loading') return <Loading label="Loading warranty…" />;
  if (state.status === 'failed') return <LoadError title="The warranty lookup failed" onRetry={retry} />;
  if (state.status === 'refused') {
    return (
      <EmptyState
        title="Warranty not found"
        description={state.msg || 'This warranty does not exist or the link is incomplete.'}
        action={<Button to={WARRANTY_CHECK}>Back to Warranty Check</Button>}
      />
    );
  }
  return <WarrantyDetailView detail={state.data} print={query?.print} />;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }): JSX.Element {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function WarrantyDetailView({ detail, print }: { detail: WarrantyDetail; print?: boolean }): JSX.Element {
  const c = detail.customer.customer;
  const voided = detail.void;
  return (
    <div className={styles.detail} data-testid="warranty-detail" data-void={voided ? 'true' : undefined}>
      <section className={styles.panel} aria-labelledby="warranty-heading">
        <p className={styles.eyebrow}>{productTypeName(detail.order.ProductType)}</p>
        <div className={styles.titleRow}>
          <h2 id="warranty-heading" className={styles.detailTitle}>
            Warranty {detail.order.warrantyNo}
            {voided ? (
              <>
                {' '}
                <VoidBadge />
              </>
            ) : null}
          </h2>
          <PrintCertificateButton className={styles.printButton} />
        </div>
        {voided ? <VoidNotice voided={voided} /> : null}
        <dl className={styles.facts}>
          <Fact label="Product type">{productTypeName(detail.order.ProductType)}</Fact>
          <Fact label="Warranty number">{detail.order.warrantyNo}</Fact>
          <Fact label="Owner">{c.CustomerName}</Fact>
          {c.CustomerEmail ? <Fact label="Email">{c.CustomerEmail}</Fact> : null}
          {c.CustomerTel ? <Fact label="Phone">{c.CustomerTel}</Fact> : null}
          {c.VINNO ? <Fact label="VIN">{c.VINNO}</Fact> : null}
          <Fact label="Car brand">{c.CarBrand}</Fact>
          <Fact label="Car model">{c.CarModal}</Fact>
          {detail.installer?.storeName ? (
            <Fact label="Installer">{[detail.installer.storeName, detail.installer.storeAddress].filter(Boolean).join(', ')}</Fact>
          ) : null}
        </dl>
      </section>
      {detail.construction.map((block, i) => (
        <section key={`${block.zorder.ConstructionDate}-${i}`} className={styles.panel} aria-label={`Installation ${i + 1}`}>
          <h3 className={styles.installTitle}>
            Installation <span className={styles.muted}>{block.zorder.ConstructionDate}</span>
          </h3>
          <ul className={styles.installs} role="list">
            {block.zconstruc.map((item, j) => (
              <li key={`${item.VehicleId}-${item.StockNo}-${j}`} className={styles.install}>
                <dl className={styles.facts}>
                  <Fact label="Date">{block.zorder.ConstructionDate}</Fact>
                  <Fact label="Product model">{item.name}</Fact>
                  <Fact label="Installation area">{item.vnames}</Fact>
                  <Fact label="Roll serial number">{item.StockNo}</Fact>
                  <Fact label="Warranty validity period">{voided ? voidValidity(item.baozhiqi) : item.baozhiqi}</Fact>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <WarrantyCertificate detail={detail} printOnReady={print} />
    </div>
  );
}
