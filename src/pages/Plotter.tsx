/** /Plotter: banner, features and model comparison; head tags from the 'Plotter' article. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PlotterPage } from '../features/plotter/plotter-page';
import { PageSeo } from '../components/layout/page-seo';

export default function PlotterRoute({ data, location }: PageProps<Queries.PlotterPageQuery>): JSX.Element | null {
  if (!data.cmsPlotterPage) return null;
  return (
    <>
      <PageSeo meta={data.cmsArticle} fallbackTitle="Plotter" pathname={location.pathname} />
      <PlotterPage data={data.cmsPlotterPage} />
    </>
  );
}

export const query = graphql`
  query PlotterPage {
    cmsPlotterPage {
      images_arr
      images_arr_media {
        ...BannerImage
      }
      label_arr {
        image
        image_media {
          ...IconImage
        }
        title
        content
      }
      count
      goods {
        id
        goods_name
        goods_image
        goods_image_media {
          ...CardImage
        }
        image
        image_media {
          alt
          file {
            childImageSharp {
              gatsbyImageData(width: 48, layout: FIXED)
            }
          }
        }
        labels {
          name
          content
        }
        pdf_url
      }
    }
    cmsArticle(title: { eq: "Plotter" }) {
      title
      ...ArticleSeo
    }
  }
`;
