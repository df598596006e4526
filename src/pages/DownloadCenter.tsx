/** /DownloadCenter: category tabs and pages over the build-time downloads (works with the API down). */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { DownloadsScreen } from '../features/downloads/downloads-screen';
import type { DownloadCategory, DownloadEntry } from '../features/downloads/downloads-state';
import { PageSeo } from '../components/layout/page-seo';

export default function DownloadCenterPage({ data, location }: PageProps<Queries.DownloadCenterPageQuery>): JSX.Element {
  const categories = React.useMemo<DownloadCategory[]>(() => data.allCmsDownloadCategory.nodes.map((c) => ({ id: c.cmsId, name: c.name })), [data]);
  const downloads = React.useMemo<DownloadEntry[]>(() => data.allCmsDownload.nodes.map(({ cmsId, ...d }) => ({ ...d, id: cmsId })), [data]);
  return (
    <>
      <PageSeo meta={data.cmsPageMeta} fallbackTitle="Download Center" pathname={location.pathname} />
      <DownloadsScreen
        bannerImage={data.cmsPageMeta?.image}
        bannerMedia={data.cmsPageMeta?.image_media}
        categories={categories}
        downloads={downloads}
        search={location.search}
        perPage={data.cmsDownloadList?.per_page}
      />
    </>
  );
}

export const query = graphql`
  query DownloadCenterPage {
    cmsPageMeta(title: { eq: "Download Center" }) {
      ...PageMetaBanner
    }
    allCmsDownloadCategory(sort: { order: ASC }) {
      nodes {
        cmsId
        name
      }
    }
    allCmsDownload(sort: { order: ASC }) {
      nodes {
        cmsId
        image
        image_media {
          ...CardImage
        }
        title
        url
        category_id
      }
    }
    cmsDownloadList {
      per_page
    }
  }
`;
