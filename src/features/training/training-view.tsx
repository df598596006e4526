/**
 * The /Training page body (docs/product/content-pages.md#training): banner, video with play overlay, intro,
 * the three value blurbs, the trainers carousel with the View Profile popup, the continuous tools
 * carousel and BOOK YOUR TRAINING. Plain component: the page passes build-time data.
 */
import * as React from 'react';
import type { TrainingPage } from '../../../contract/training';
import type { DeepReadonly } from '../../types/deep-readonly';
import { PageBanner } from '../../components/ui/page-banner';
import { BannerMedia } from '../about/banner-media';
import { VideoPlayer } from '../../components/ui/video-player';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { SectionHeading } from '../../components/ui/section-heading';
import { Carousel } from '../../components/ui/carousel';
import { EmptyState } from '../../components/ui/empty-state';
import { MediaImage, mediaListOf, mediaOf } from '../../components/ui/media-image';
import { TrainersCarousel } from './trainers-carousel';
import { CourseCard } from './course-card';
import * as styles from './training-view.module.css';

export const TRAINING_CRUMBS = [{ label: 'Home', to: '/' }, { label: 'Technical Center' }, { label: 'Training', to: '/Training' }];

/**
 * The three value blurbs (docs/product/content-pages.md#training), in order, with the field each
 * one reads.
 */
export const VALUE_BLURBS = [
  { key: 'experienced_trainers', title: 'Experienced Trainers' },
  { key: 'professional', title: 'Professional' },
  { key: 'authoritative', title: 'Authoritative' },
] as const;

export const BOOK_TITLE = 'BOOK YOUR TRAINING';

export function TrainingView({ page }: { page: DeepReadonly<Omit<TrainingPage, 'resource_images'>> }): JSX.Element {
  const name = page.name || 'Training';
  return (
    <>
      <PageBanner title={name} media={<BannerMedia src={page.image} media={mediaOf(page, 'image')} />} breadcrumbs={TRAINING_CRUMBS} />

      <section className={styles.section} aria-labelledby="training-intro">
        <div className={`container ${styles.intro}`}>
          <div className={styles.video}>
            {page.images ? (
              <VideoPlayer src={page.images} poster={page.mini_image ?? undefined} title={`${name} video`} />
            ) : (
              <MediaImage src={page.mini_image} media={mediaOf(page, 'mini_image')} aspectRatio="16 / 9" />
            )}
          </div>
          <div className={styles.introText}>
            <SectionHeading id="training-intro" eyebrow={name} title="About the Academy" />
            <TrustedRichHtml html={page.content} />
          </div>
        </div>
      </section>

      <section className={styles.values} aria-label="Why train with us">
        <div className="container">
          <ul className={styles.valueList} role="list">
            {VALUE_BLURBS.map((b, i) => (
              <li key={b.key} className={styles.value}>
                <span className={styles.valueIndex} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.valueTitle}>{b.title}</h3>
                {page[b.key] && <p className={styles.valueText}>{page[b.key]}</p>}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {page.trainers.length > 0 && (
        <section className={styles.section} aria-labelledby="training-trainers">
          <div className="container">
            <SectionHeading id="training-trainers" eyebrow="Meet the team" title="Our Trainers" />
            <TrustedRichHtml html={page.trainers_content} className={styles.lead} />
            <div className={styles.block}>
              <TrainersCarousel trainers={page.trainers} label="Trainers" />
            </div>
          </div>
        </section>
      )}

      {page.tools_images.length > 0 && (
        <section className={`${styles.section} ${styles.tools}`} aria-labelledby="training-tools">
          <div className="container">
            <SectionHeading id="training-tools" eyebrow="Equipment" title="Professional Tools" description={page.tools || undefined} />
          </div>
          <div className={styles.block} data-testid="tools-carousel">
            <Carousel label="Training tools" variant="continuous" spaceBetween={16}>
              {page.tools_images.map((src, i) => (
                <MediaImage
                  key={`${src}-${i}`}
                  src={src}
                  media={mediaListOf(page, 'tools_images')[i]}
                  alt=""
                  aspectRatio="4 / 3"
                  className={styles.toolImage}
                />
              ))}
            </Carousel>
          </div>
        </section>
      )}

      <section className={styles.section} aria-labelledby="training-book">
        <div className="container">
          <SectionHeading id="training-book" eyebrow="Courses" title={BOOK_TITLE} />
          {page.trains.length === 0 ? (
            <EmptyState title="No courses scheduled yet" description="New training dates will be published here." />
          ) : (
            <ul className={styles.courses} role="list">
              {page.trains.map((c) => (
                <li key={c.id}>
                  <CourseCard course={c} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
