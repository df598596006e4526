/** Per-dealer page /DealerDetails/<id>/ (context { id, cmsId }): query and map to the plain component. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { DealerDetailsView } from '../features/dealers/dealer-details-view';
import { PageSeo } from '../components/layout/page-seo';
import { fromNode } from '../features/training/graphql-types';
import { PageEmpty } from '../features/training/id-redirect';
import { automotiveBusiness } from '../seo/schema';

export default function DealerDetailsTemplate({ data, location }: PageProps<Queries.DealerDetailsPageQuery>): JSX.Element {
  if (!data.cmsDealer) return <PageEmpty title="Not found" description="This page has moved or no longer exists." />;
  const { shop_image_media, ...node } = data.cmsDealer;
  const dealer = fromNode(node);
  return (
    <>
      <PageSeo
        meta={{ sub_title: dealer.shop_name, desc: dealer.desc, keywords: dealer.keywords, image: dealer.shop_image }}
        pathname={location.pathname}
        jsonLd={(origin) => [
          automotiveBusiness(origin, {
            name: dealer.shop_name,
            description: dealer.desc,
            image: dealer.shop_image || dealer.image,
            telephone: dealer.mobile,
            email: dealer.email,
            address: dealer.address,
            lat: dealer.lat,
            lng: dealer.lng,
            path: location.pathname,
          }),
        ]}
      />
      {/* key: another dealer remounts the view (docs/product/content-pages.md#dealerdetails: a new id reloads the page). */}
      <DealerDetailsView key={dealer.id} dealer={dealer} shopImage={shop_image_media} />
    </>
  );
}

export const query = graphql`
  query DealerDetailsPage($id: String!) {
    cmsDealer(id: { eq: $id }) {
      cmsId
      shop_name
      shop_image
      shop_image_media {
        alt
        file {
          childImageSharp {
            gatsbyImageData(width: 800, layout: CONSTRAINED)
          }
        }
      }
      image
      image_media {
        ...DetailImage
      }
      mobile
      email
      address
      desc
      content
      keywords
      stars
      level
      articles {
        id
        image
        image_media {
          ...CardImage
        }
        title
      }
      nation_id
      city_id
      lat
      lng
    }
  }
`;
