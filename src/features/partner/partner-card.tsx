/** One partner of the search results: image, shop name, mobile, email, address, MORE+. */
import * as React from 'react';
import { Link } from 'gatsby';
import type { Partner } from '../../contract/network';
import * as styles from './partner.module.css';

export function dealerDetailsPath(id: number): string {
  return `/DealerDetails/${id}/`;
}

export function PartnerCard({ partner }: { partner: Partner }): JSX.Element {
  return (
    <article className={styles.card} data-testid="partner-card">
      <div className={styles.cardMedia}>
        {partner.img ? <img src={partner.img} alt="" loading="lazy" decoding="async" /> : <span className={styles.noImage} aria-hidden="true" />}
      </div>
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>{partner.shop_name}</h4>
        <dl className={styles.contact}>
          <div>
            <dt>Mobile</dt>
            <dd>
              <a href={`tel:${partner.mobile.replace(/[^\d+]/g, '')}`}>{partner.mobile}</a>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${partner.email}`}>{partner.email}</a>
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{partner.address}</dd>
          </div>
        </dl>
        <Link to={dealerDetailsPath(partner.id)} className={styles.more} aria-label={`MORE+ about ${partner.shop_name}`}>
          MORE+
        </Link>
      </div>
    </article>
  );
}
