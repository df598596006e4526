/** Per-product page /ProductInfo/<id>/ (context { id, cmsId }): query and map to the plain component. */
import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { ProductInfo, type ProductView } from '../features/products/product-info';
import { PageSeo } from '../components/layout/page-seo';
import { product as productLd } from '../seo/schema';

export default function ProductInfoTemplate({ data, location }: PageProps<Queries.ProductInfoPageQuery>): JSX.Element | null {
  const node = data.cmsProduct;
  if (!node) return null;
  const { cmsId, goods_image_media: goodsImage, ...rest } = node;
  const product: ProductView = { ...rest, id: cmsId };
  return (
    <>
      <PageSeo
        meta={product}
        fallbackTitle={product.goods_name}
        pathname={location.pathname}
        jsonLd={(origin) => [
          productLd(origin, {
            name: product.goods_name,
            description: product.desc || product.sub_name,
            content: product.content,
            images: [product.goods_image, ...product.images],
            datasheet: product.pdf_url,
            path: location.pathname,
          }),
        ]}
      />
      {/* key: a new id remounts the page (docs/product/content-pages.md#productinfo: a new id reloads the page). */}
      <ProductInfo key={product.id} product={product} categories={data.cmsPpfPage?.categorys ?? []} goodsImage={goodsImage} />
    </>
  );
}

export const query = graphql`
  query ProductInfoPage($id: String!) {
    cmsProduct(id: { eq: $id }) {
      cmsId
      category_id
      product_type
      images
      images_media {
        ...BannerImage
      }
      goods_image
      goods_image_media {
        alt
        file {
          childImageSharp {
            gatsbyImageData(width: 1000, layout: CONSTRAINED)
          }
        }
      }
      goods_name
      sub_name
      content
      features {
        id
        name
        image
      }
      way
      label {
        name
        type
        content
        content_media {
          ...DetailImage
        }
        point
      }
      pdf_url
      tools_content
      sub_title
      desc
      keywords
    }
    cmsPpfPage {
      categorys {
        id
        name
        brief
        image
        desc
        goods {
          id
          goods_name
        }
      }
    }
  }
`;
