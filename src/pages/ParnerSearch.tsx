/**
 * /ParnerSearch: the spelling a breadcrumb link uses (SPEC §2). The same screen as /PartnerSearch;
 * the search stays in this URL's query, so shared links work with either spelling.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PartnerSearchScreen, type PartnerSearchData } from '../features/partner/partner-search-page';

export default function ParnerSearchPage({ data, location }: PageProps<PartnerSearchData>): JSX.Element {
  return <PartnerSearchScreen data={data} location={location} />;
}

export const query = graphql`
  query ParnerSearchPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
    cmsPageMeta(title: { eq: "Partner Search" }) {
      ...LivePageMeta
    }
    allCmsPartnerCategory {
      nodes {
        image
        name
        desc
      }
    }
  }
`;
