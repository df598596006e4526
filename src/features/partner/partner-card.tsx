/**
 * One partner of the search results: image, shop name, mobile, email, address, MORE+, and
 * Directions (a maps link from the address) and the distance when Near me sorted the list.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import type { Partner } from '../../../contract/network';
import type { DetailPagePath } from '../../../contract/routes';
import { directionsUrl, telHref } from './geo';
import * as styles from './partner.module.css';

export function PartnerCard({ partner, distance }: { partner: Partner; distance?: string }): JSX.Element {
  return (
    <article className={styles.card} data-testid="partner-card">
      <div className={styles.cardMedia}>
        {partner.img ? <img src={partner.img} alt="" loading="lazy" decoding="async" /> : <span className={styles.noImage} aria-hidden="true" />}
      </div>
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>{partner.shop_name}</h4>
        {distance ? (
          <p className={styles.distance} data-testid="partner-distance">
            {distance} away
          </p>
        ) : null}
        <dl className={styles.contact}>
          <div>
            <dt>Mobile</dt>
            <dd>
              <a href={telHref(partner.mobile)}>{partner.mobile}</a>
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
        <div className={styles.cardLinks}>
          {partner.address.trim() ? (
            <a
              href={directionsUrl(partner.address)}
              className={styles.more}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Directions to ${partner.shop_name} (opens maps)`}
            >
              Directions
            </a>
          ) : null}
          <Link
            to={`/DealerDetails/${partner.id}/` satisfies DetailPagePath<'DealerDetails'>}
            className={styles.more}
            aria-label={`MORE+ about ${partner.shop_name}`}
          >
            MORE+
          </Link>
        </div>
      </div>
    </article>
  );
}
