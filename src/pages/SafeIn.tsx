/**
 * /SafeIn: the Safe-IN installation standard (docs/product/content-pages.md#safe-in); texts from
 * safe-in-data, SEO from page meta 'Safe-IN'.
 */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { SafeInView } from '../features/safe-in/safe-in-view';
import { PageSeo } from '../components/layout/page-seo';

export default function SafeInPage({ data, location }: PageProps<Queries.SafeInPageQuery>): JSX.Element {
  const meta = data.cmsPageMeta;
  return (
    <>
      <PageSeo meta={meta} fallbackTitle="Safe-IN" pathname={location.pathname} />
      <SafeInView bannerImage={meta?.image} bannerMedia={meta?.image_media} />
    </>
  );
}

export const query = graphql`
  query SafeInPage {
    cmsPageMeta(title: { eq: "Safe-IN" }) {
      ...PageMetaBanner
    }
  }
`;
