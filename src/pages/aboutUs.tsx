/** /aboutUs — alternating sections from GET /api/index/getAboutUs; Seo and banner from the 'About US' article. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { mediaOf } from '../components/ui/media-image';
import { PageBanner } from '../components/ui/page-banner';
import { PageSeo } from '../components/layout/page-seo';
import { AboutSections } from '../features/about/about-sections';
import { BannerMedia } from '../features/about/banner-media';

export default function AboutUsPage({ data, location }: PageProps<Queries.AboutUsPageQuery>): JSX.Element {
  const a = data.article;
  return (
    <>
      <PageSeo meta={a} fallbackTitle="About Us" pathname={location.pathname} />
      <PageBanner
        title="About Us"
        media={<BannerMedia src={a?.image} media={mediaOf(a, 'image')} />}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'About' }, { label: 'About Us' }]}
      />
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
