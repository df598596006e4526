/** /aboutUs — alternating sections from GET /api/index/getAboutUs; Seo and banner from the 'About US' article. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { AboutSections } from '../features/about/about-sections';
import { AboutBanner } from '../features/about/about-banner';

export default function AboutUsPage({ data, location }: PageProps<Queries.AboutUsPageQuery>): JSX.Element {
  return (
    <>
      <AboutBanner article={data.article} title="About Us" pathname={location.pathname} />
      <AboutSections
        sections={data.allCmsAboutUs.nodes.map((n) => ({
          ...n,
          media: n.image_media,
        }))}
      />
    </>
  );
}

export const query = graphql`
  query AboutUsPage {
    article: cmsArticle(title: { eq: "About US" }) {
      ...ArticleBanner
    }
    allCmsAboutUs(sort: { order: ASC }) {
      nodes {
        cmsId
        title
        sub_name
        image
        content
        image_media {
          alt
          file {
            childImageSharp {
              gatsbyImageData(width: 720, layout: CONSTRAINED)
            }
          }
        }
      }
    }
  }
`;
