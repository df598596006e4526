/** GraphQL fragments shared by the blog pages (Gatsby picks fragments up from any file in src). */
import { graphql } from 'gatsby';

export const blogFragments = graphql`
  fragment CmsBlogCard on CmsBlog {
    cmsId
    title
    desc
    image
    image_media {
      ...CardImage
    }
    createtime
    label_arr
  }
  fragment CmsBlogBanner on Query {
    cmsBlogIndex {
      banner
      banner_media {
        ...BannerImage
      }
      per_page
    }
    blogArticle: cmsArticle(title: { eq: "Blog" }) {
      ...ArticleBanner
    }
    allCmsBlogType(sort: { order: ASC }) {
      nodes {
        cmsId
        name
      }
    }
  }
`;
