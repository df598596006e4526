/** The whole /PartnerSearch screen (banner, search, categories), shared by both spellings of the route. */
import * as React from 'react';
import { PageBanner } from '../../components/ui/page-banner';
import type { Partner } from '../../../contract/network';
import { LiveSeo } from '../forms/live-seo';
import { PartnerSearch } from './partner-search';

export function PartnerSearchScreen({ data, location }: { data: Queries.PartnerSearchPageQuery; location: { pathname: string; search: string } }): JSX.Element {
  const meta = data.cmsPageMeta;
  const dealers = React.useMemo<Partner[]>(
    () => data.allCmsDealer.nodes.map(({ cmsId, shop_image, ...d }) => ({ ...d, id: cmsId, img: shop_image })),
    [data.allCmsDealer],
  );
  return (
    <>
      <LiveSeo meta={meta} pathname={location.pathname} siteUrl={data.site?.siteMetadata?.siteUrl} fallbackTitle="Partner Search" />
      <PageBanner
        title="Partner Search"
        imageSrc={meta?.image}
        imageMedia={meta?.image_media}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Network' }, { label: 'Partner Search' }]}
      />
      <PartnerSearch pathname={location.pathname} search={location.search} categories={data.allCmsPartnerCategory.nodes} dealers={dealers} />
    </>
  );
}
