/**
 * /blogs/<typeId>/ — one blog type (docs/product/content-pages.md#blogs-by-type): heading = type
 * name, page 1 at build time, MORE+ live.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Seo } from '../components/layout/seo';
import { useSiteUrl } from '../hooks/use-site-info';
import { BlogTypeView } from '../features/blog/blog-type-view';
import { cardFromNode, withoutBrand } from '../features/blog/blog-types';
import { bannerImageOf, bannerMediaOf } from '../features/blog/blog-list-page';
import type { BlogTypePageContext } from '../features/routing/page-context';

export default function BlogTypeTemplate({ data, location, pageContext }: PageProps<Queries.BlogTypePageQuery, BlogTypePageContext>): JSX.Element {
  const siteUrl = useSiteUrl();
  const type = data.cmsBlogType;
  const name = type?.name ?? pageContext.name;
  // Keep the API's page-1 order (blogIds), whatever order GraphQL returns.
  const order = new Map(pageContext.blogIds.map((id, i) => [id, i]));
  const firstPage = [...data.allCmsBlog.nodes].sort((a, b) => (order.get(a.cmsId) ?? 0) - (order.get(b.cmsId) ?? 0)).map(cardFromNode);
  const article = data.blogArticle;
  return (
    <>
      <Seo
        title={`${name} | ${withoutBrand(article?.sub_title) || 'News & Blogs'}`}
        description={article?.desc}
        keywords={[name, article?.keywords].filter(Boolean).join(', ')}
        image={bannerImageOf(data)}
        pathname={location.pathname}
        siteUrl={siteUrl}
      />
      <BlogTypeView
        key={pageContext.cmsId}
        typeId={pageContext.cmsId}
        typeName={name}
        bannerImage={bannerImageOf(data)}
        bannerMedia={bannerMediaOf(data)}
        types={data.allCmsBlogType.nodes}
        firstPage={firstPage}
        lastPage={type?.last_page ?? 1}
      />
    </>
  );
}

export const query = graphql`
  query BlogTypePage($id: String!, $blogIds: [Int!]!) {
    ...CmsBlogBanner
    cmsBlogType(id: { eq: $id }) {
      cmsId
      name
      last_page
    }
    allCmsBlog(filter: { cmsId: { in: $blogIds } }) {
      nodes {
        ...CmsBlogCard
      }
    }
  }
`;
