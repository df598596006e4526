/** /coreValues body: a looping carousel of values (image, title, HTML content) with dot navigation. */
import * as React from 'react';
import { Carousel } from '../../components/ui/carousel';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { MediaImage, type MediaNode } from '../../components/ui/media-image';
import * as styles from './about.module.css';

export interface CoreValueSlide {
  cmsId: number;
  title: string;
  image: string | null;
  /** the image's media node (processed sizes, library alt text) */
  media?: MediaNode | null;
  /** HTML */
  content: string;
}

export function CoreValuesCarousel({ values }: { values: readonly CoreValueSlide[] }): JSX.Element {
  return (
    <Carousel label="Our core values" pagination loop autoplay={false} className={styles.values}>
      {values.map((v, i) => (
        <article key={v.cmsId} className={styles.value} aria-label={`${i + 1} of ${values.length}: ${v.title}`}>
          <div className={styles.valueFigure}>
            <MediaImage src={v.image} media={v.media} alt="" className={styles.image} />
          </div>
          <div className={styles.valueText}>
            <p className={styles.valueIndex} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </p>
            <h2 className={styles.valueTitle}>{v.title}</h2>
            <TrustedRichHtml html={v.content} className={styles.content} />
          </div>
        </article>
      ))}
    </Carousel>
  );
}
