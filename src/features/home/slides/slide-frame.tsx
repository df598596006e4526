/** The shared look of a home slide: full-bleed background, scrim, and a content column. */
import * as React from 'react';
import { Link } from 'gatsby';
import { MediaImage, type MediaNode } from '../../../components/ui/media-image';
import { heroMedia } from '../../../components/ui/hero-image';
import * as styles from './slides.module.css';

export interface SlideFrameProps {
  /** Small caps line above the title (the slide's section name). */
  eyebrow: string;
  title: string;
  /** Heading level: the intro slide holds the page's h1. */
  as?: 'h1' | 'h2';
  text?: string;
  image?: string | null;
  /** The image's media node (build data, the HeroImage fragment): its sizes and a portrait crop for phones. */
  imageMedia?: MediaNode | null;
  /** The background is the page's first view (the first slide): load it at once. */
  eager?: boolean;
  cta?: { label: string; to: string };
  children?: React.ReactNode;
  /** Put the content column on the right (alternating slides). */
  align?: 'start' | 'end';
  /** No backdrop of its own: the slide draws its media behind the frame (the intro video). */
  bare?: boolean;
}

export function SlideFrame({
  eyebrow,
  title,
  as: Heading = 'h2',
  text,
  image,
  imageMedia,
  eager = false,
  cta,
  children,
  align = 'start',
  bare = false,
}: SlideFrameProps): JSX.Element {
  return (
    <div className={styles.frame}>
      {bare ? null : image ? (
        <MediaImage src={image} media={heroMedia(imageMedia)} alt="" cover eager={eager} width={1920} height={1080} className={styles.background} />
      ) : (
        <div className={styles.backgroundFallback} />
      )}
      <div className={styles.scrim} />
      <div className={`${styles.content} ${align === 'end' ? styles.end : ''}`}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <Heading className={styles.title}>{title}</Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
        {children}
        {cta ? (
          <Link className={styles.cta} to={cta.to}>
            {cta.label}
            <span aria-hidden="true"> →</span>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
