/** /ExampleList/page/<n>/ (n ≥ 2; context { skip, limit, currentPage, pageCount, total, perPage, basePath }). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { ExampleListRoute, type ExampleListContext, type ExampleListData } from '../features/cases/example-list-route';

export default function ExampleListPage({ data, pageContext, location }: PageProps<ExampleListData, ExampleListContext>): JSX.Element {
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
