/** /WarrantySearch: the static warranty search page; results are the live /Warrantylist. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { MSG } from '../../contract/messages';
import { WarrantySearchView } from '../features/warranty-search/warranty-search-view';
import { PageSeo } from '../components/layout/page-seo';

export default function WarrantySearchPage({ data, location }: PageProps<Queries.WarrantySearchPageQuery>): JSX.Element {
  return (
    <>
      {/* A title of its own and noindex: the search form repeats /WarrantyCheck/, the page that is indexed. */}
      <PageSeo meta={{ ...data.cmsPageMeta, sub_title: 'Warranty Search' }} pathname={location.pathname} noindex />
      <WarrantySearchView bannerImage={data.cmsPageMeta?.image} bannerMedia={data.cmsPageMeta?.image_media} emptyMessage={MSG.warrantyInput} />
    </>
  );
}

export const query = graphql`
  query WarrantySearchPage {
    cmsPageMeta(title: { eq: "Warranty Check" }) {
      image
      image_media {
        ...HeroImage
      }
      sub_title
      desc
      keywords
    }
  }
`;
