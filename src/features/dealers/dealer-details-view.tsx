/**
 * A dealer's page body (docs/product/content-pages.md#dealerdetails): shop image, name, star count, contact
 * info (mobile, email as mailto, address), desc, rich content, image and the dealer's training
 * articles, which link to the dealer-only TrainingDetail route with the shop's id.
 */
import * as React from 'react';
import type { Dealer } from '../../../contract/network';
import type { DeepReadonly } from '../../types/deep-readonly';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Stars } from '../../components/ui/stars';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { SectionHeading } from '../../components/ui/section-heading';
import { Card } from '../../components/ui/card';
import { MediaImage, mediaOf, type MediaNode } from '../../components/ui/media-image';
import { dealerArticlePath } from './paths';
import * as styles from './dealer-details-view.module.css';
import { directionsUrl } from '../partner/geo';

export { dealerArticlePath, dealerDetailsPath } from './paths';

export const LEVEL_LABELS: Record<Dealer['level'], string> = {
  country_dealer: 'Country Dealer',
  certified_shop: 'Certified Shop',
  reseller: 'Reseller',
};

/** Looked up by any level string: an unknown level shows as it is. */
const LEVEL_LABEL_OF: Partial<Record<string, string>> = LEVEL_LABELS;

/** A dealer as the page reads it: the level is looked up (an unknown one shows as it is), so any string will do. */
export type DealerView = DeepReadonly<Omit<Dealer, 'level'>> & { readonly level: string };

export const DEALER_CRUMBS = [{ label: 'Home', to: '/' }, { label: 'Network' }, { label: 'Partner Search', to: '/PartnerSearch' }];

/** "+1 (555) 010-2030" → "+15550102030" for a tel: link. */
export function telHref(mobile: string): string {
  return `tel:${mobile.replace(/[^\d+]/g, '')}`;
}

/** @param shopImage shop_image's media node (processed sizes, library alt text), when the build has the file */
export function DealerDetailsView({ dealer, shopImage }: { dealer: DealerView; shopImage?: MediaNode | null }): JSX.Element {
  const contacts = [
    dealer.mobile && { key: 'mobile', label: 'Mobile', value: dealer.mobile, href: telHref(dealer.mobile) },
    dealer.email && { key: 'email', label: 'Email', value: dealer.email, href: `mailto:${dealer.email}` },
    dealer.address && { key: 'address', label: 'Address', value: dealer.address, href: undefined },
  ].filter(Boolean) as Array<{ key: string; label: string; value: string; href?: string }>;

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <Breadcrumbs items={[...DEALER_CRUMBS, { label: dealer.shop_name }]} className={styles.crumbs} />
          <div className={styles.heroGrid}>
            <MediaImage src={dealer.shop_image} media={shopImage} alt={dealer.shop_name} aspectRatio="4 / 3" eager className={styles.shopImage} />
            <div className={styles.summary}>
              <p className={styles.level}>{LEVEL_LABEL_OF[dealer.level] ?? dealer.level}</p>
              <h1 className={styles.name}>{dealer.shop_name}</h1>
              <Stars count={dealer.stars} className={styles.stars} />
              {contacts.length > 0 && (
                <dl className={styles.contacts}>
                  {contacts.map((c) => (
                    <div key={c.key} className={styles.contact}>
                      <dt className={styles.contactLabel}>{c.label}</dt>
                      <dd className={styles.contactValue}>
                        {c.href ? (
                          <a href={c.href} className={c.href.startsWith('tel:') ? 'phone' : undefined}>
                            {c.value}
                          </a>
                        ) : (
                          c.value
                        )}
                      </dd>
                    </div>
                  ))}
                  {dealer.address ? (
                    // docs/product/nearest-partner.md: a maps link built from the address, no map on the page
                    <div className={styles.contact}>
                      <dt className={styles.contactLabel}>Route</dt>
                      <dd className={styles.contactValue}>
                        <a
                          href={directionsUrl(dealer.address)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`Directions to ${dealer.shop_name} (opens maps)`}
                        >
                          Directions
                        </a>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              )}
              {dealer.desc && <p className={styles.desc}>{dealer.desc}</p>}
            </div>
          </div>
        </div>
      </section>

      {(dealer.content || dealer.image) && (
        <section className={styles.section} aria-label={`About ${dealer.shop_name}`}>
          <div className={`container ${styles.about}`}>
            <TrustedRichHtml html={dealer.content} className={styles.content} />
            {dealer.image && <MediaImage src={dealer.image} media={mediaOf(dealer, 'image')} alt="" aspectRatio="16 / 10" className={styles.image} />}
          </div>
        </section>
      )}

      {dealer.articles.length > 0 && (
        <section className={styles.section} aria-labelledby="dealer-articles">
          <div className="container">
            <SectionHeading id="dealer-articles" eyebrow="Training" title="Articles" />
            <ul className={styles.articles} role="list">
              {dealer.articles.map((a) => (
                <li key={a.id}>
                  <Card
                    title={a.title}
                    media={<MediaImage src={a.image} media={mediaOf(a, 'image')} alt="" aspectRatio="16 / 10" />}
                    to={dealerArticlePath(a.id, dealer.id)}
                    linkLabel="MORE+"
                    className={styles.article}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
