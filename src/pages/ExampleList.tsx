/** /ExampleList/ (title Cases): page 1 of the case cards; pages n ≥ 2 come from templates/ExampleList-page.tsx. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { ExampleListRoute, type ExampleListContext, type ExampleListData } from '../features/cases/example-list-route';

export default function ExampleList({ data, pageContext, location }: PageProps<ExampleListData, ExampleListContext>): JSX.Element {
  return <ExampleListRoute data={data} context={pageContext} pathname={location.pathname} />;
}

export const query = graphql`
  query ExampleListFirst($skip: Int = 0, $limit: Int = 8) {
    allCmsCase(sort: { order: ASC }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        cmsId
        title
        image
      }
    }
    cmsPageMeta(title: { eq: "Cases" }) {
      title
      image
      sub_title
      desc
      keywords
    }
  }
`;
