/** Per-plotter page /PlotterInfo/<id>/ (context { id, cmsId }). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PlotterInfo, type PlotterInfoProps } from '../features/plotter/plotter-info';
import { PageSeo } from '../components/layout/page-seo';

export default function PlotterInfoTemplate({ data, location }: PageProps<Queries.PlotterInfoPageQuery>): JSX.Element | null {
  const node = data.cmsPlotter;
  if (!node) return null;
  const { cmsId, image_media, images_arr_media, ...rest } = node;
  const plotter: PlotterInfoProps['plotter'] = { ...rest, id: cmsId };
  const media = {
    banner: data.cmsPlotterPage?.images_arr_media?.[0],
    image: image_media,
    features: node.features.map((f) => f.image_media),
    images_arr: images_arr_media,
  };
  return (
    <>
      <PageSeo meta={plotter} fallbackTitle={plotter.goods_name} pathname={location.pathname} />
      <PlotterInfo key={plotter.id} plotter={plotter} bannerImage={data.cmsPlotterPage?.images_arr[0]} media={media} />
    </>
  );
}

export const query = graphql`
  query PlotterInfoPage($id: String!) {
    cmsPlotter(id: { eq: $id }) {
      cmsId
      goods_name
      image
      image_media {
        ...BannerImage
      }
      video
      content
      pdf_url
      features {
        type
        title
        content
        image
        image_media {
          ...CardImage
        }
      }
      images_arr
      images_arr_media {
        ...CardImage
      }
      sub_title
      desc
      keywords
    }
    cmsPlotterPage {
      images_arr
      images_arr_media {
        ...BannerImage
      }
    }
  }
`;
