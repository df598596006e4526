/** /blogInfo?id=12 → /blogInfo/12/ (replace, after mount); unknown or missing id → not-found view. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/seo';
import { useSiteUrl } from '../hooks/use-site-info';
import { QueryRedirect } from '../features/routing/query-redirect';

export default function BlogInfoQueryPage({ data, location }: PageProps<Queries.BlogInfoIdsQuery>): JSX.Element {
  const siteUrl = useSiteUrl();
  return (
    <>
      <Seo title="Blog" pathname={location.pathname} siteUrl={siteUrl} noindex />
      <QueryRedirect
        route="blogInfo"
        knownIds={data.allCmsBlog.nodes.map((n: { cmsId: number }) => n.cmsId)}
        location={location}
        itemName="blog"
        backTo="/blog/"
        backLabel="All news & blogs"
      />
    </>
  );
}

export const query = graphql`
  query BlogInfoIds {
    allCmsBlog {
      nodes {
        cmsId
      }
    }
  }
`;
