/**
 * /DealerPortal (docs/product/content-pages.md#dealerportal): the dealer's shop with an Edit link,
 * the paged branding
 * elements (each to /BrandingElementsInfo?id=<goods_id>) and Log out, which revokes the token
 * (POST logout), clears the cookies and goes to /Login.
 */
import * as React from 'react';
import { Link, navigate } from 'gatsby';
import type { BrandingElement, PortalInfo } from '../../../contract/network';
import type { PagedList } from '../../../contract/envelope';
import { getBrandingList, getPortalInfo } from '../../services/dealer';
import { logout } from '../../services/auth';
import { clearSession } from '../../session/session';
import { Loading } from '../../components/ui/loading';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { Stars } from '../../components/ui/stars';
import { LoadError } from '../forms/live-state';
import { useDealerLive } from './use-dealer-live';
import * as styles from './dealer.module.css';

export function brandingInfoPath(goodsId: number): string {
  return `/BrandingElementsInfo?id=${goodsId}`;
}

export function DealerPortal(): JSX.Element {
  const { state, retry } = useDealerLive(getPortalInfo, []);
  const [leaving, setLeaving] = React.useState(false);

  const onLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await logout(); // revoke the token; the cookies go either way
    } catch {
      /* toast shown by the client */
    } finally {
      clearSession();
      void navigate('/Login');
    }
  };

  if (state.status === 'loading') return <Loading label="Loading your dealer portal…" />;
  if (state.status === 'failed') return <LoadError onRetry={retry} />;
  if (state.status === 'refused') return <EmptyState title="Your shop could not be loaded" description={state.msg} />;
  return (
    <div className={styles.portal}>
      <ShopPanel info={state.data} onLogout={onLogout} leaving={leaving} />
      <BrandingList />
    </div>
  );
}

function ShopPanel({ info, onLogout, leaving }: { info: PortalInfo; onLogout: () => void; leaving: boolean }): JSX.Element {
  return (
    <section className={styles.shop} aria-labelledby="shop-heading" data-testid="dealer-info">
      <div className={styles.shopMedia}>
        {info.shop_image ? <img src={info.shop_image} alt={`${info.shop_name}`} data-testid="shop-image" /> : <span className={styles.noImage} />}
      </div>
      <div className={styles.shopBody}>
        <p className={styles.eyebrow}>{info.level.replace(/_/g, ' ')}</p>
        <h2 id="shop-heading" className={styles.shopName}>
          {info.shop_name}
        </h2>
        {info.stars > 0 && <Stars count={info.stars} />}
        <dl className={styles.facts}>
          <div>
            <dt>Telephone</dt>
            <dd>{info.mobile}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{info.email}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{[info.city, info.nation].filter(Boolean).join(', ')}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{info.address}</dd>
          </div>
        </dl>
        {info.desc && <p className={styles.desc}>{info.desc}</p>}
        <div className={styles.actions}>
          <Button to="/EditInformation">Edit</Button>
          <Button type="button" variant="secondary" onClick={onLogout} disabled={leaving} aria-busy={leaving}>
            Log out
          </Button>
        </div>
      </div>
    </section>
  );
}

function BrandingList(): JSX.Element {
  const [page, setPage] = React.useState(1);
  const { state, retry } = useDealerLive<PagedList<BrandingElement>>(() => getBrandingList(page), [page]);
  return (
    <section className={styles.branding} aria-labelledby="branding-heading">
      <h2 id="branding-heading" className={styles.sectionTitle}>
        Branding Elements
      </h2>
      {state.status === 'loading' && <Loading label="Loading branding elements…" />}
      {state.status === 'failed' && <LoadError onRetry={retry} />}
      {state.status === 'refused' && <p>{state.msg}</p>}
      {state.status === 'ready' &&
        (state.data.data.length === 0 ? (
          <EmptyState title="No branding elements yet" />
        ) : (
          <>
            <ul className={styles.grid} role="list">
              {state.data.data.map((b) => (
                <li key={b.goods_id}>
                  <Link to={brandingInfoPath(b.goods_id)} className={styles.item} data-testid="branding-item">
                    <span className={styles.itemMedia}>
                      {b.good.goods_image ? <img src={b.good.goods_image} alt="" loading="lazy" decoding="async" /> : null}
                    </span>
                    <span className={styles.itemName}>{b.good.goods_name}</span>
                    <span className={styles.itemDesc}>{b.good.desc}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination total={state.data.total} perPage={state.data.per_page} current={page} onChange={setPage} label="Branding elements pages" />
          </>
        ))}
    </section>
  );
}
