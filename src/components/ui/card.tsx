/**
 * The content card for blogs, cases, tools and partners: image, title, text and one link. The
 * whole card is clickable through a stretched link, but only the title is the link's name, so
 * screen readers hear one concise link per card.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { MediaImage, type MediaNode } from './media-image';
import * as styles from './card.module.css';

export interface CardProps extends Omit<React.HTMLAttributes<HTMLElement>, 'title'> {
  title: React.ReactNode;
  /** Image URL (CMS media). Ignored when `media` is given. */
  imageSrc?: string | null;
  /** The image's media node (`image_media { ...CardImage }`), for a srcset. */
  imageMedia?: MediaNode | null;
  imageAlt?: string;
  /** A ready image element, e.g. a <GatsbyImage>. */
  media?: React.ReactNode;
  /** Body text (plain). */
  text?: React.ReactNode;
  /** Small line above the title: date, tags, location. */
  meta?: React.ReactNode;
  /** Internal route the card leads to. */
  to?: string;
  /** External URL instead of `to` (opens in a new tab). */
  href?: string;
  /** Visible call to action at the bottom, e.g. "MORE+"; decorative (the title is the link). */
  linkLabel?: string;
  /** Title heading level within the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Image box ratio, e.g. '4 / 3' (default), '16 / 9', '1 / 1'. */
  aspectRatio?: string;
  /** Extra content below the text (e.g. contact rows for a partner card). */
  children?: React.ReactNode;
}

export function Card({
  title,
  imageSrc,
  imageMedia,
  imageAlt = '',
  media,
  text,
  meta,
  to,
  href,
  linkLabel,
  headingLevel = 3,
  aspectRatio = '4 / 3',
  children,
  className,
  ...rest
}: CardProps): JSX.Element {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const interactive = Boolean(to || href);
  const titleNode = to ? (
    <Link to={to} className={styles.link}>
      {title}
    </Link>
  ) : href ? (
    <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer">
      {title}
    </a>
  ) : (
    title
  );

  return (
    <article className={[styles.card, interactive ? styles.interactive : '', className].filter(Boolean).join(' ')} {...rest}>
      {(media || imageSrc) && (
        <div className={styles.media} style={{ aspectRatio }}>
          {media ?? <MediaImage src={imageSrc} media={imageMedia} alt={imageAlt} cover className={styles.image} />}
        </div>
      )}
      <div className={styles.body}>
        {meta && <div className={styles.meta}>{meta}</div>}
        <Heading className={styles.title}>{titleNode}</Heading>
        {text && <div className={styles.text}>{text}</div>}
        {children}
        {linkLabel && interactive && (
          <span className={styles.cta} aria-hidden="true">
            {linkLabel}
          </span>
        )}
      </div>
    </article>
  );
}

export default Card;
