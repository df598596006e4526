/** GraphQL fragments shared by the blog pages (Gatsby picks fragments up from any file in src). */
import { graphql } from 'gatsby';

export const blogFragments = graphql`
  fragment CmsBlogCard on CmsBlog {
    cmsId
    title
    desc
    image
    createtime
    label_arr
  }
  fragment CmsBlogBanner on Query {
    cmsBlogIndex {
      banner
      per_page
    }
    blogArticle: cmsArticle(title: { eq: "Blog" }) {
      image
      sub_title
      desc
      keywords
    }
    allCmsBlogType(sort: { order: ASC }) {
      nodes {
        cmsId
        name
      }
    }
  }
`;
