/** /blogs?type=2 → /blogs/2/ (replace, after mount); no type → /blog; unknown type → not-found view. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/seo';
import { useSiteUrl } from '../hooks/use-site-info';
import { QueryRedirect } from '../features/routing/query-redirect';

export default function BlogsQueryPage({ data, location }: PageProps<Queries.BlogTypeIdsQuery>): JSX.Element {
  const siteUrl = useSiteUrl();
  return (
    <>
      <Seo title="Blogs" pathname={location.pathname} siteUrl={siteUrl} noindex />
      <QueryRedirect
        route="blogs"
        param="type"
        missingTo="/blog/"
        knownIds={data.allCmsBlogType.nodes.map((n: { cmsId: number }) => n.cmsId)}
        location={location}
        itemName="blog type"
        backTo="/blog/"
        backLabel="All news & blogs"
      />
    </>
  );
}

export const query = graphql`
  query BlogTypeIds {
    allCmsBlogType {
      nodes {
        cmsId
      }
    }
  }
`;
