/** /coreValues — banner and a looping carousel of values with dots (GET /api/index/getCoreValues); Seo from the 'Core Values' article. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { mediaOf } from '../components/ui/media-image';
import { PageBanner } from '../components/ui/page-banner';
import { PageSeo } from '../components/layout/page-seo';
import { CoreValuesCarousel } from '../features/about/core-values-carousel';
import { BannerMedia } from '../features/about/banner-media';

export default function CoreValuesPage({ data, location }: PageProps<Queries.CoreValuesPageQuery>): JSX.Element {
  const a = data.article;
  return (
    <>
      <PageSeo meta={a} fallbackTitle="Core Values" pathname={location.pathname} />
      <PageBanner
        title="Core Values"
        media={<BannerMedia src={a?.image} media={mediaOf(a, 'image')} />}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'About' }, { label: 'Core Values' }]}
      />
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
