/** /PartnerSearch (docs/product/content-pages.md#partnersearch): composes the live partner search. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PartnerSearchScreen } from '../features/partner/partner-search-page';

export default function PartnerSearchPage({ data, location }: PageProps<Queries.PartnerSearchPageQuery>): JSX.Element {
  return <PartnerSearchScreen data={data} location={location} />;
}

export const query = graphql`
  query PartnerSearchPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Partner Search" }) {
      ...PageMetaBanner
    }
    allCmsPartnerCategory {
      nodes {
        image
        image_media {
          ...CardImage
        }
        name
        desc
      }
    }
    allCmsDealer(sort: { cmsId: ASC }) {
      nodes {
        cmsId
        shop_name
        shop_image
        mobile
        email
        address
        lat
        lng
      }
    }
  }
`;
