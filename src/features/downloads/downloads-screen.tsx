/** The /DownloadCenter page body: banner (page meta image) and the downloads view. */
import * as React from 'react';
import type { MediaNode } from '../../components/ui/media-image';
import { PageBanner } from '../../components/ui/page-banner';
import { BannerMedia } from '../about/banner-media';
import { DownloadsView, type DownloadsViewProps } from './downloads-view';
import * as styles from '../faq/info-section.module.css';

export const DOWNLOADS_CRUMBS = [{ label: 'Home', to: '/' }, { label: 'Technical Center' }, { label: 'Download Center' }];

export function DownloadsScreen({
  bannerImage,
  bannerMedia,
  ...view
}: DownloadsViewProps & { bannerImage?: string | null; bannerMedia?: MediaNode | null }): JSX.Element {
  return (
    <>
      <PageBanner
        title="Download Center"
        subtitle="Datasheets, manuals and brand files"
        media={<BannerMedia src={bannerImage} media={bannerMedia} />}
        breadcrumbs={DOWNLOADS_CRUMBS}
      />
      <section className={styles.section} aria-label="Downloads">
        <div className="container">
          <DownloadsView {...view} />
        </div>
      </section>
    </>
  );
}
