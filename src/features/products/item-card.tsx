/**
 * A card for a case, tool or product: the shared UI Card with an image that degrades to a
 * placeholder block when the media is null, and clamped text for very long copy.
 */
import * as React from 'react';
import { Card } from '../../components/ui/card';
import { MediaImage, type MediaNode } from '../../components/ui/media-image';
import * as styles from './item-card.module.css';

export interface ItemCardProps {
  title: string;
  image: string | null | undefined;
  /** The image's media node (`image_media { ...CardImage }`), for a srcset; live items have none. */
  media?: MediaNode | null;
  text?: string | null;
  to: string;
  linkLabel?: string;
  aspectRatio?: string;
  headingLevel?: 2 | 3 | 4;
}

export function ItemCard({ title, image, media, text, to, linkLabel, aspectRatio = '10 / 7', headingLevel = 3 }: ItemCardProps): JSX.Element {
  return (
    <Card
      className={styles.card}
      title={<span className={styles.title}>{title}</span>}
      media={<MediaImage src={image} media={media} alt="" width={800} height={600} cover />}
      text={text ? <span className={styles.text}>{text}</span> : undefined}
      to={to}
      linkLabel={linkLabel}
      aspectRatio={aspectRatio}
      headingLevel={headingLevel}
    />
  );
}

export default ItemCard;
