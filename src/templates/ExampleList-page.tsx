/** /ExampleList/ and /ExampleList/page/<n>/ (gatsby-node.ts PAGED_LISTS; context { skip, limit, currentPage, pageCount, total, perPage, basePath }). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { ExampleListRoute, type ExampleListContext } from '../features/cases/example-list-route';

export default function ExampleListPage({ data, pageContext, location }: PageProps<Queries.ExampleListPagedQuery, ExampleListContext>): JSX.Element {
  return <ExampleListRoute data={data} context={pageContext} pathname={location.pathname} />;
}

export const query = graphql`
  query ExampleListPaged($skip: Int!, $limit: Int!) {
    allCmsCase(sort: { order: ASC }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        cmsId
        title
        image
        image_media {
          ...CardImage
        }
      }
    }
    cmsPageMeta(title: { eq: "Cases" }) {
      title
      ...PageMetaBanner
    }
  }
`;
