/** /Plotter: banner, features and model comparison; head tags from the 'Plotter' article. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import type { PlotterPage as PlotterData } from '../contract/goods';
import type { Article } from '../contract/site';
import { PlotterPage } from '../features/plotter/plotter-page';
import { PageSeo } from '../features/products/page-seo';

type ModelNode = Omit<PlotterData['goods'][number], 'id'> & { id: number };
interface Data {
  cmsPlotterPage: (Omit<PlotterData, 'goods'> & { goods: ModelNode[] }) | null;
  cmsArticle: Article | null;
}

export default function PlotterRoute({ data, location }: PageProps<Data>): JSX.Element | null {
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
      label_arr {
        image
        title
        content
      }
      count
      goods {
        id
        goods_name
        goods_image
        image
        labels {
          name
          content
        }
        pdf_url
      }
    }
    cmsArticle(title: { eq: "Plotter" }) {
      title
      image
      sub_title
      desc
      keywords
    }
  }
`;
