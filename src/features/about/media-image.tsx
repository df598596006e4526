/**
 * A CMS image: through gatsby-plugin-image when the source plugin made a File node for it
 * (`<field>_media.file.childImageSharp.gatsbyImageData`), else a plain lazy <img>.
 */
import * as React from 'react';
import { GatsbyImage, type IGatsbyImageData } from 'gatsby-plugin-image';

export interface MediaImageProps {
  src: string | null | undefined;
  image?: IGatsbyImageData | null;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

export function MediaImage({ src, image, alt, className, loading = 'lazy' }: MediaImageProps): JSX.Element | null {
  if (image) return <GatsbyImage image={image} alt={alt} className={className} loading={loading} />;
  if (!src) return null;
  return <img src={src} alt={alt} className={className} loading={loading} decoding="async" />;
}
