/** Footer data sourced at build time (GET /api/index/getFooter). */
import { graphql, useStaticQuery } from 'gatsby';
import type { FooterData } from '../../components/layout/footer';

export function useFooter(): FooterData | null {
  const data = useStaticQuery<{ cmsFooter: FooterData | null }>(graphql`
    query UseFooter {
      cmsFooter {
        contact_number
        enterprise_email
        apps {
          url
          image
          image_media {
            alt
            file {
              childImageSharp {
                gatsbyImageData(height: 40, layout: FIXED, outputPixelDensities: [1])
              }
            }
          }
          name
        }
      }
    }
  `);
  return data.cmsFooter;
}
