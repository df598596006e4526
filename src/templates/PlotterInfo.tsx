/** Per-plotter page /PlotterInfo/<id>/ (context { id, cmsId }). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { PlotterDetail } from '../contract/goods';
import { PlotterInfo } from '../features/plotter/plotter-info';
import { PageSeo } from '../features/products/page-seo';

interface Data {
  cmsPlotter: (Omit<PlotterDetail, 'id'> & { cmsId: number }) | null;
  cmsPlotterPage: { images_arr: string[] } | null;
}

export default function PlotterInfoTemplate({ data, location }: PageProps<Data>): JSX.Element | null {
  const node = data.cmsPlotter;
  if (!node) return null;
  const { cmsId, ...rest } = node;
  const plotter: PlotterDetail = { ...rest, id: cmsId };
  return (
    <>
      <PageSeo meta={plotter} fallbackTitle={plotter.goods_name} pathname={location.pathname} />
      <PlotterInfo key={plotter.id} plotter={plotter} bannerImage={data.cmsPlotterPage?.images_arr[0]} />
    </>
  );
}

export const query = graphql`
  query PlotterInfoPage($id: String!) {
    cmsPlotter(id: { eq: $id }) {
      cmsId
      goods_name
      image
      video
      content
      pdf_url
      features {
        type
        title
        content
        image
      }
      images_arr
      sub_title
      desc
      keywords
    }
    cmsPlotterPage {
      images_arr
    }
  }
`;
