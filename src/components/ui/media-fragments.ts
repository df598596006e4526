/**
 * The image sizes the site makes of a media file, as GraphQL fragments on the source plugin's
 * `<field>_media` nodes (Gatsby picks fragments up from any file in src). Rendered by MediaImage
 * (docs/product/page-weight.md#images).
 *
 * - BannerImage: a page banner or full-width slide, up to 1920 px wide.
 * - HeroImage: a full-screen hero (the home slides, the warranty search): BannerImage's sizes and a
 *   portrait crop for phones, 390 and 780 px wide, WebP only (hero-image.ts combines them). The
 *   crop is 9:16, the tallest a 780 px crop of a 1,400 px tall upload can be without enlarging it;
 *   cover trims its sides a little on taller phones.
 * - CardImage: a picture in a grid or a card, up to 800 px wide.
 * - IconImage: a 96 px icon (1x and 2x).
 * - DetailImage: the picture beside a detail page's text (half the page on wide screens), up to
 *   1000 px wide.
 */
import { graphql } from 'gatsby';

export const mediaFragments = graphql`
  fragment BannerImage on CmsMedia {
    alt
    file {
      childImageSharp {
        gatsbyImageData(width: 1920, layout: CONSTRAINED, sizes: "100vw")
      }
    }
  }
  fragment HeroImage on CmsMedia {
    alt
    file {
      childImageSharp {
        gatsbyImageData(width: 1920, layout: CONSTRAINED, sizes: "100vw")
        portrait: gatsbyImageData(
          width: 780
          aspectRatio: 0.5625
          layout: CONSTRAINED
          outputPixelDensities: [0.5, 1]
          formats: [WEBP]
          placeholder: NONE
          transformOptions: { cropFocus: ATTENTION }
          sizes: "100vw"
        )
      }
    }
  }
  fragment CardImage on CmsMedia {
    alt
    file {
      childImageSharp {
        gatsbyImageData(width: 800, layout: CONSTRAINED, outputPixelDensities: [0.5, 1], sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw")
      }
    }
  }
  fragment IconImage on CmsMedia {
    alt
    file {
      childImageSharp {
        gatsbyImageData(width: 96, layout: FIXED)
      }
    }
  }
  fragment DetailImage on CmsMedia {
    alt
    file {
      childImageSharp {
        gatsbyImageData(width: 1000, layout: CONSTRAINED, outputPixelDensities: [0.5, 1], sizes: "(min-width: 1024px) 50vw, 100vw")
      }
    }
  }
`;
