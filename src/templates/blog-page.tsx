/**
 * /blog/ and /blog/page/<n>/ — a page of the blog list over build-time data (context from
 * gatsby-node PAGED_LISTS: the page's post ids, in order; the total comes from the context too).
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { BlogListPage } from '../features/blog/blog-list-page';
import type { PagedListContext } from '../features/routing/page-context';

export default function BlogPagedTemplate({ data, location, pageContext }: PageProps<Queries.BlogPagedPageQuery, PagedListContext>): JSX.Element {
  return <BlogListPage data={data} pathname={location.pathname} context={pageContext} />;
}

export const query = graphql`
  query BlogPagedPage($ids: [String!]!) {
    ...CmsBlogBanner
    # by id, in the order of $ids (list order): the page depends on its own posts only
    # (plugins/gatsby-source-carfilm/nodes-in-order.ts)
    allCmsBlog: cmsBlogsInOrder(ids: $ids) {
      nodes {
        ...CmsBlogCard
      }
    }
  }
`;
