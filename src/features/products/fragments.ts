/**
 * A product or tool card as the PPF page and the tools list show one (Gatsby picks fragments up
 * from any file in src). Both list their goods as the source plugin's one CmsGoodsCard type
 * (SHARED_OBJECT_TYPES in plugins/gatsby-source-carfilm/schema-sdl.ts).
 */
import { graphql } from 'gatsby';

export const productFragments = graphql`
  fragment GoodsCard on CmsGoodsCard {
    id
    goods_name
    goods_image
    goods_image_media {
      ...CardImage
    }
    desc
  }
`;
