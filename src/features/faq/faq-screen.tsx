/** The /FAQ page body: banner (page meta image) and the FAQ view. */
import * as React from 'react';
import type { MediaNode } from '../../components/ui/media-image';
import { PageBanner } from '../../components/ui/page-banner';
import { BannerMedia } from '../about/banner-media';
import { FaqView, type FaqViewProps } from './faq-view';
import * as styles from './info-section.module.css';

export const FAQ_CRUMBS = [{ label: 'Home', to: '/' }, { label: 'Technical Center' }, { label: 'FAQ' }];

export function FaqScreen({ bannerImage, bannerMedia, ...view }: FaqViewProps & { bannerImage?: string | null; bannerMedia?: MediaNode | null }): JSX.Element {
  return (
    <>
      <PageBanner title="FAQ" subtitle="Frequently asked questions" media={<BannerMedia src={bannerImage} media={bannerMedia} />} breadcrumbs={FAQ_CRUMBS} />
      <section className={styles.section} aria-label="Questions">
        <div className="container">
          <FaqView {...view} />
        </div>
      </section>
    </>
  );
}
