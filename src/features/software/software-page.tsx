/**
 * /Software (docs/product/content-pages.md#software): banner carousel (3 s, loop, clickable
 * pagination), name and
 * description, How To Recharge (4 steps and an image) and the Main Interface carousel of images or
 * videos with previous/next arrows.
 */
import * as React from 'react';
import type { SoftwarePage as SoftwareData } from '../../../contract/goods';
import type { DeepReadonly } from '../../types/deep-readonly';

/** The page's data; a resource's type is read only as `=== 'video'`, so any string will do (build data has no union). */
export type SoftwareView = DeepReadonly<Omit<SoftwareData, 'resource_images'>> & {
  readonly resource_images: readonly { readonly type: string; readonly url: string }[];
};
import { Carousel } from '../../components/ui/carousel';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { VideoPlayer } from '../../components/ui/video-player';
import { HeroCarousel } from '../products/hero-carousel';
import { MediaImage, mediaListOf, mediaOf } from '../../components/ui/media-image';
import * as s from '../products/section.module.css';
import * as styles from './software-page.module.css';

/** docs/product/constants.md#step-counts: precut software recharge has 4 steps. */
export const RECHARGE_STEP_COUNT = 4;

const isVideoUrl = (url: string): boolean => /\.(mp4|webm|ogg|mov|m4v)(\?|#|$)/i.test(url);

export function rechargeSteps(data: Pick<SoftwareData, 'step1' | 'step2' | 'step3' | 'step4'>): string[] {
  return [data.step1, data.step2, data.step3, data.step4].slice(0, RECHARGE_STEP_COUNT);
}

export function SoftwarePage({ data }: { data: SoftwareView }): JSX.Element {
  const steps = rechargeSteps(data);
  return (
    <div className={styles.page}>
      <HeroCarousel
        images={data.images_arr}
        media={mediaListOf(data, 'images_arr')}
        label="Precut software highlights"
        title="Precut Software"
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products' }, { label: 'Precut Software' }]}
        pagination
      />

      <section className={s.section} aria-labelledby="software-name">
        <div className={`${s.container} ${data.mini_image ? s.split : ''}`}>
          <div className={styles.text}>
            <p className={s.eyebrow}>Precut software</p>
            <h2 id="software-name" className={s.h1} data-testid="software-name">
              {data.name}
            </h2>
            <TrustedRichHtml html={data.content} className={s.rich} />
          </div>
          {data.mini_image && (
            <div className={styles.mini}>
              {isVideoUrl(data.mini_image) ? (
                <VideoPlayer src={data.mini_image} title={data.name} />
              ) : (
                <MediaImage src={data.mini_image} media={mediaOf(data, 'mini_image')} alt="" width={1000} height={700} />
              )}
            </div>
          )}
        </div>
      </section>

      <section className={`${s.section} ${s.alt}`} aria-labelledby="recharge-heading">
        <div className={s.container}>
          <p className={s.eyebrow}>Get started</p>
          <h2 id="recharge-heading" className={s.h2}>
            How To Recharge
          </h2>
          <div className={styles.recharge}>
            <ol className={styles.steps} data-testid="recharge-steps">
              {steps.map((step, i) => (
                <li key={i} className={styles.step}>
                  <span className={styles.stepNo} aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <span className={styles.stepLabel}>Step {i + 1}</span>
                  <p className={styles.stepText}>{step}</p>
                </li>
              ))}
            </ol>
            <div className={styles.rechargeImage}>
              <MediaImage src={data.images} media={mediaOf(data, 'images')} alt="How to recharge" width={1000} height={750} />
            </div>
          </div>
        </div>
      </section>

      <section className={s.section} aria-labelledby="interface-heading">
        <div className={s.container}>
          <p className={s.eyebrow}>Inside the app</p>
          <h2 id="interface-heading" className={s.h2}>
            Main Interface
          </h2>
          {data.resource_images.length === 0 ? (
            <p className={s.empty}>Screens coming soon.</p>
          ) : (
            <Carousel label="Main interface" navigation autoplay={false} pagination className={styles.mainInterface}>
              {data.resource_images.map((r, i) => (
                <div key={`${r.url}-${i}`} className={styles.resource} data-testid="interface-slide">
                  {r.type === 'video' ? (
                    <VideoPlayer src={r.url} title={`Main interface video ${i + 1}`} />
                  ) : (
                    <MediaImage src={r.url} media={mediaOf(r, 'url')} alt={`Main interface screen ${i + 1}`} width={1600} height={900} cover />
                  )}
                </div>
              ))}
            </Carousel>
          )}
        </div>
      </section>
    </div>
  );
}

export default SoftwarePage;
