/**
 * PlotterInfo (docs/product/content-pages.md#plotterinfo): goods name, video with play overlay,
 * content, Key Features
 * (type 1 shows text, otherwise an image), Download PDF when pdf_url, related pictures.
 */
import * as React from 'react';
import type { PlotterDetail } from '../../../contract/goods';
import type { DeepReadonly } from '../../types/deep-readonly';
import { PageBanner } from '../../components/ui/page-banner';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { Button } from '../../components/ui/button';
import { MediaImage, type MediaNode } from '../../components/ui/media-image';
import { VideoBlock } from '../products/video-block';
import * as s from '../products/section.module.css';
import * as styles from './plotter.module.css';
import * as info from './plotter-info.module.css';

/** A Key Features item of type 1 is text; any other type is an image. */
export const isTextFeature = (type: number): boolean => type === 1;

export interface PlotterInfoProps {
  plotter: DeepReadonly<PlotterDetail>;
  /** Banner image (the plotter page's first banner); the plotter's own image otherwise. */
  bannerImage?: string | null;
  /** Media nodes (build data) for srcsets: the banner's, the plotter image's (the banner's fallback), features' and pictures' in order. */
  media?: {
    banner?: MediaNode | null;
    image?: MediaNode | null;
    features?: readonly (MediaNode | null | undefined)[];
    images_arr?: readonly (MediaNode | null)[] | null;
  };
}

export function PlotterInfo({ plotter, bannerImage, media }: PlotterInfoProps): JSX.Element {
  return (
    <div className={styles.page}>
      <PageBanner
        title={
          <span className={info.title} data-testid="plotter-name">
            {plotter.goods_name}
          </span>
        }
        imageSrc={bannerImage || plotter.image}
        imageMedia={bannerImage ? media?.banner : media?.image}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products' }, { label: 'Plotter', to: '/Plotter/' }, { label: plotter.goods_name }]}
      />
      <section className={s.section} aria-label="Overview">
        <div className={`${s.container} ${s.split}`}>
          <div className={info.video}>
            <VideoBlock src={plotter.video} title={plotter.goods_name} poster={plotter.image} posterMedia={media?.image} />
          </div>
          <div className={info.text}>
            <p className={s.eyebrow}>Overview</p>
            <TrustedRichHtml html={plotter.content} className={s.rich} />
            {plotter.pdf_url && (
              <div>
                <Button href={plotter.pdf_url} target="_blank" rel="noopener noreferrer" variant="secondary" download>
                  Download PDF
                </Button>
              </div>
            )}
          </div>
        </div>
      </section>

      {plotter.features.length > 0 && (
        <section className={`${s.section} ${s.alt}`} aria-labelledby="key-features">
          <div className={s.container}>
            <p className={s.eyebrow}>Highlights</p>
            <h2 id="key-features" className={s.h2}>
              Key Features
            </h2>
            <ul className={info.features} data-testid="key-features">
              {plotter.features.map((f, i) => (
                <li key={`${f.title}-${i}`} className={info.feature}>
                  {isTextFeature(f.type) ? (
                    <div className={info.featureText}>
                      <span className={info.featureNo} aria-hidden="true">
                        {String(i + 1).padStart(2, '0')}
                      </span>
                      <h3 className={s.h3}>{f.title}</h3>
                      <p className={s.muted}>{f.content}</p>
                    </div>
                  ) : (
                    <figure className={info.featureFigure}>
                      {/* The caption names the picture: an alt repeating it would be read twice (image-redundant-alt). */}
                      <MediaImage src={f.image} media={media?.features?.[i]} alt="" width={800} height={600} />
                      {f.title && <figcaption className={s.h3}>{f.title}</figcaption>}
                    </figure>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {plotter.images_arr.length > 0 && (
        <section className={s.section} aria-labelledby="plotter-pictures">
          <div className={s.container}>
            <h2 id="plotter-pictures" className={s.h2}>
              Pictures
            </h2>
            <ul className={info.pictures} data-testid="related-pictures">
              {plotter.images_arr.map((src, i) => (
                <li key={`${src}-${i}`}>
                  <MediaImage src={src} media={media?.images_arr?.[i]} alt={`${plotter.goods_name} picture ${i + 1}`} width={800} height={600} cover />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}

export default PlotterInfo;
