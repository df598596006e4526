/** The tools pages' banner slides, on the tools list and on each type's page (Gatsby picks fragments up from any file in src). */
import { graphql } from 'gatsby';

export const toolsFragments = graphql`
  fragment ToolsBanner on CmsToolsPage {
    images_arr
    images_arr_media {
      ...BannerImage
    }
  }
`;
