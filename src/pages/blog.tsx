/** /blog — page 1 of the news and blogs list (SPEC §2 "Blog area"); pages n ≥ 2 use src/templates/blog-page.tsx. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { BlogListPage, type BlogListQueryData } from '../features/blog/blog-list-page';
import type { PagedListContext } from '../features/routing/page-context';

export default function BlogPage({ data, location, pageContext }: PageProps<Queries.BlogFirstPageQuery, Partial<PagedListContext>>): JSX.Element {
  return <BlogListPage data={data as unknown as BlogListQueryData} pathname={location.pathname} context={pageContext} />;
}

export const query = graphql`
  query BlogFirstPage($skip: Int = 0, $limit: Int = 9) {
    ...CmsBlogBanner
    allCmsBlog(sort: { order: ASC }, skip: $skip, limit: $limit) {
      totalCount
      nodes {
        ...CmsBlogCard
      }
    }
  }
`;
