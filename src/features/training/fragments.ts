/**
 * A trainer as the training page and each course show one (Gatsby picks fragments up from any file
 * in src): the card's picture and the profile's larger one. Both nodes list their trainers as the
 * source plugin's one CmsTrainer type (SHARED_OBJECT_TYPES in
 * plugins/gatsby-source-carfilm/schema-sdl.ts).
 */
import { graphql } from 'gatsby';

export const trainingFragments = graphql`
  fragment TrainerProfile on CmsTrainer {
    id
    name
    image
    image_media {
      ...CardImage
    }
    big_image
    big_image_media {
      ...DetailImage
    }
    desc
    special
    content
  }
`;
