/** The whole /blog page, every page of it from src/templates/blog-page.tsx. */
import * as React from 'react';
import { Seo } from '../../components/layout/seo';
import type { MediaNode } from '../../components/ui/media-image';
import { useSiteUrl } from '../../hooks/use-site-info';
import { BlogListView } from './blog-list-view';
import { cardFromNode, withoutBrand } from './blog-types';
import type { PagedListContext } from '../routing/page-context';

/** The banner, the blog article and the types every blog list query asks for (fragments.ts). */
export type BlogBannerQueryData = Queries.CmsBlogBannerFragment;

/** A page of /blog: the query of src/templates/blog-page.tsx (its total comes in the page context). */
export type BlogListQueryData = Queries.BlogPagedPageQuery;

export function bannerImageOf(data: BlogBannerQueryData): string | null {
  return data.cmsBlogIndex?.banner ?? data.blogArticle?.image ?? null;
}

/** The media node of the banner bannerImageOf picks, for a srcset. */
export function bannerMediaOf(data: BlogBannerQueryData): MediaNode | null {
  return data.cmsBlogIndex?.banner ? (data.cmsBlogIndex.banner_media ?? null) : (data.blogArticle?.image_media ?? null);
}

export function BlogListPage({ data, pathname, context }: { data: BlogListQueryData; pathname: string; context: Partial<PagedListContext> }): JSX.Element {
  const siteUrl = useSiteUrl();
  const perPage = context.perPage ?? data.cmsBlogIndex?.per_page ?? 9;
  const currentPage = context.currentPage ?? 1;
  const article = data.blogArticle;
  const title = withoutBrand(article?.sub_title) || 'News & Blogs';
  return (
    <>
      <Seo
        title={currentPage > 1 ? `${title} – Page ${currentPage}` : title}
        description={article?.desc}
        keywords={article?.keywords}
        image={bannerImageOf(data)}
        pathname={pathname}
        siteUrl={siteUrl}
      />
      <BlogListView
        bannerImage={bannerImageOf(data)}
        bannerMedia={bannerMediaOf(data)}
        types={data.allCmsBlogType.nodes}
        blogs={data.allCmsBlog.nodes.map(cardFromNode)}
        currentPage={currentPage}
        total={context.total ?? data.allCmsBlog.nodes.length}
        perPage={perPage}
      />
    </>
  );
}
