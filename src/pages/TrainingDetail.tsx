/**
 * /TrainingDetail?id=&shop_id= (docs/product/content-pages.md#trainingdetail), dealer only and
 * client-only. The breadcrumb
 * includes Dealer Details when shop_id is given (and before the query string is read: see trainingBreadcrumbs).
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Loading } from '../components/ui/loading';
import { LiveScreen } from '../features/forms/live-screen';
import { parseTrainingParams, TrainingDetail, trainingBreadcrumbs, type TrainingParams } from '../features/dealer/training-detail';
import * as styles from '../features/dealer/dealer.module.css';

export default function TrainingDetailPage(props: PageProps<Queries.TrainingDetailPageQuery>): JSX.Element {
  const search = props.location.search;
  const [params, setParams] = React.useState<TrainingParams | null>(null);
  React.useEffect(() => setParams(parseTrainingParams(search)), [search]);
  return (
    <LiveScreen
      {...props}
      title="Training Detail"
      ownTitle
      noindex
      frame={{ breadcrumbs: trainingBreadcrumbs(params === null ? undefined : params.shopId) }}
      bodyClass={styles.page}
    >
      {params ? <TrainingDetail params={params} /> : <Loading label="Loading training…" />}
    </LiveScreen>
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
      ...PageMetaBanner
    }
  }
`;
