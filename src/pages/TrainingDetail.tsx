/**
 * /TrainingDetail?id=&shop_id= (docs/product/content-pages.md#trainingdetail), dealer only and
 * client-only. The breadcrumb
 * includes Dealer Details when shop_id is given.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageBanner } from '../components/ui/page-banner';
import { Loading } from '../components/ui/loading';
import { LiveSeo, type LiveMeta } from '../features/forms/live-seo';
import { parseTrainingParams, TrainingDetail, trainingBreadcrumbs, type TrainingParams } from '../features/dealer/training-detail';
import * as styles from '../features/dealer/dealer.module.css';

interface Data {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
  cmsPageMeta: LiveMeta | null;
}

export default function TrainingDetailPage({ data, location }: PageProps<Data>): JSX.Element {
  const meta = data.cmsPageMeta;
  const [params, setParams] = React.useState<TrainingParams | null>(null);
  React.useEffect(() => setParams(parseTrainingParams(location.search)), [location.search]);
  return (
    <>
      <LiveSeo
        meta={meta}
        pathname={location.pathname}
        siteUrl={data.site?.siteMetadata?.siteUrl}
        title="Training Detail"
        fallbackTitle="Training Detail"
        noindex
      />
      <PageBanner title="Training Detail" imageSrc={meta?.image} imageMedia={meta?.image_media} breadcrumbs={trainingBreadcrumbs(params?.shopId ?? null)} />
      <div className={`container ${styles.page}`}>{params ? <TrainingDetail params={params} /> : <Loading label="Loading training…" />}</div>
    </>
  );
}

export const query = graphql`
  query TrainingDetailPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Training" }) {
      ...LivePageMeta
    }
  }
`;
