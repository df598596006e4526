/**
 * /aboutUs body: alternating sections (docs/product/content-pages.md#about-us), each with an HTML
 * title, sub_name, image and HTML content.
 */
import * as React from 'react';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { MediaImage, type MediaNode } from '../../components/ui/media-image';
import * as styles from './about.module.css';

export interface AboutSection {
  cmsId: number;
  /** HTML */
  title: string;
  sub_name: string;
  image: string | null;
  /** the image's media node (processed sizes, library alt text) */
  media?: MediaNode | null;
  /** HTML */
  content: string;
}

/** Plain text of a small HTML title, for alt text. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function AboutSections({ sections }: { sections: readonly AboutSection[] }): JSX.Element {
  return (
    <div className={styles.sections}>
      {sections.map((s, i) => (
        <section key={s.cmsId} className={`${styles.section} ${i % 2 === 1 ? styles.reverse : ''}`} aria-labelledby={`about-${s.cmsId}`}>
          <div className={`container ${styles.row}`}>
            <div className={styles.text}>
              {s.sub_name && <p className={styles.eyebrow}>{s.sub_name}</p>}
              <TrustedRichHtml as="h2" id={`about-${s.cmsId}`} html={s.title} unstyled className={styles.title} />
              <TrustedRichHtml html={s.content} className={styles.content} />
            </div>
            <div className={styles.figure}>
              <MediaImage src={s.image} media={s.media} alt={textOf(s.title)} className={styles.image} />
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}
