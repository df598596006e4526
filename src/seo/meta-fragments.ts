/**
 * A page's head texts and banner as GraphQL fragments (Gatsby picks fragments up from any file in
 * src): a page meta (CmsPageMeta) or an article (CmsArticle), each found by its title, gives the
 * head's title, description, keywords and share image (PageSeo in
 * src/components/layout/page-seo.tsx) and the banner's picture
 * (docs/product/routes-and-screens.md#page-titles-and-meta).
 *
 * - PageMetaSeo, ArticleSeo: the head's texts and the share image.
 * - PageMetaBanner, ArticleBanner: those, and the banner picture's sizes (BannerImage).
 */
import { graphql } from 'gatsby';

export const metaFragments = graphql`
  fragment PageMetaSeo on CmsPageMeta {
    image
    sub_title
    desc
    keywords
  }
  fragment PageMetaBanner on CmsPageMeta {
    ...PageMetaSeo
    image_media {
      ...BannerImage
    }
  }
  fragment ArticleSeo on CmsArticle {
    image
    sub_title
    desc
    keywords
  }
  fragment ArticleBanner on CmsArticle {
    ...ArticleSeo
    image_media {
      ...BannerImage
    }
  }
`;
