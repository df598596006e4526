/** /FAQ: tabs, accordion and pages over the build-time questions (works with the API down). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { FaqScreen } from '../features/faq/faq-screen';
import type { FaqCategory, FaqItem } from '../features/faq/faq-state';
import { PageSeo } from '../components/layout/page-seo';
import { faqPage } from '../seo/schema';

export default function FaqPage({ data, location }: PageProps<Queries.FaqPageQuery>): JSX.Element {
  const categories = React.useMemo<FaqCategory[]>(
    () => data.allCmsFaqCategory.nodes.map((c) => ({ id: c.cmsId, name: c.name, children: c.subcategories })),
    [data],
  );
  const faqs = React.useMemo<FaqItem[]>(() => data.allCmsFaq.nodes.map(({ cmsId, ...f }) => ({ ...f, id: cmsId })), [data]);
  return (
    <>
      <PageSeo meta={data.cmsPageMeta} fallbackTitle="FAQ" pathname={location.pathname} jsonLd={() => [faqPage(faqs)]} />
      <FaqScreen
        bannerImage={data.cmsPageMeta?.image}
        bannerMedia={data.cmsPageMeta?.image_media}
        categories={categories}
        faqs={faqs}
        search={location.search}
        perPage={data.cmsFaqList?.per_page}
      />
    </>
  );
}

export const query = graphql`
  query FaqPage {
    cmsPageMeta(title: { eq: "FAQ" }) {
      ...PageMetaBanner
    }
    allCmsFaqCategory(sort: { order: ASC }) {
      nodes {
        cmsId
        name
        subcategories {
          id
          name
        }
      }
    }
    allCmsFaq(sort: { order: ASC }) {
      nodes {
        cmsId
        title
        content
        category_id
        second_id
      }
    }
    cmsFaqList {
      per_page
    }
  }
`;
