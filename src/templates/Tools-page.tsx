/** /Tools/ and /Tools/page/<n>/ (gatsby-node.ts PAGED_LISTS; paging context over tool categories). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { ToolsRoute, type ToolsListContext } from '../features/tools/tools-route';

export default function ToolsPaged({ data, pageContext, location }: PageProps<Queries.ToolsPagedQuery, ToolsListContext>): JSX.Element {
  return <ToolsRoute data={data} context={pageContext} pathname={location.pathname} />;
}

export const query = graphql`
  query ToolsPaged($skip: Int!, $limit: Int!) {
    allCmsToolCategory(sort: { order: ASC }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        cmsId
        name
        goods {
          ...GoodsCard
        }
      }
    }
    cmsToolsPage {
      ...ToolsBanner
      per_page
    }
    cmsPageMeta(title: { eq: "Tools" }) {
      title
      ...PageMetaSeo
    }
  }
`;
