/** /coreValues — banner and a looping carousel of values with dots (GET /api/index/getCoreValues); Seo from the 'Core Values' article. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { CoreValuesCarousel } from '../features/about/core-values-carousel';
import { AboutBanner } from '../features/about/about-banner';

export default function CoreValuesPage({ data, location }: PageProps<Queries.CoreValuesPageQuery>): JSX.Element {
  return (
    <>
      <AboutBanner article={data.article} title="Core Values" pathname={location.pathname} />
      <CoreValuesCarousel values={data.allCmsCoreValue.nodes.map((n) => ({ ...n, media: n.image_media }))} />
    </>
  );
}

export const query = graphql`
  query CoreValuesPage {
    article: cmsArticle(title: { eq: "Core Values" }) {
      ...ArticleBanner
    }
    allCmsCoreValue(sort: { order: ASC }) {
      nodes {
        cmsId
        title
        image
        content
        image_media {
          alt
          file {
            childImageSharp {
              gatsbyImageData(width: 960, layout: CONSTRAINED)
            }
          }
        }
      }
    }
  }
`;
