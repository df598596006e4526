/** /search/?q=… (docs/product/site-search.md#results-page): the shareable site search results. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { PageBanner } from '../components/ui/page-banner';
import { Seo } from '../components/layout/seo';
import { SearchResults } from '../features/search/search-results';

export default function SearchPage({ data, location }: PageProps<Queries.SearchPageQuery>): JSX.Element {
  return (
    <>
      <Seo
        title="Search"
        description="Search Car Film Master: products, blog posts, cases, tools, plotters, trainings, FAQs and downloads."
        pathname={location.pathname}
        siteUrl={data.site?.siteMetadata?.siteUrl ?? ''}
        noindex
      />
      <PageBanner title="Search" size="compact" breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <div className="container">
        <SearchResults search={location.search} />
      </div>
    </>
  );
}

export const query = graphql`
  query SearchPage {
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;
