/**
 * A course's TrainingInfo page body (docs/product/content-pages.md#traininginfo): breadcrumb Home /
 * Technical Center / Training, title
 * image, rich name, content, detail image, numbered steps, a statistics band (cost in dollars,
 * days, people), the trainers carousel with prev/next arrows and View Profile popups, and BOOK NOW.
 */
import * as React from 'react';
import type { TrainingDetail } from '../../../contract/training';
import type { DeepReadonly } from '../../types/deep-readonly';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { SectionHeading } from '../../components/ui/section-heading';
import { Button } from '../../components/ui/button';
import { MediaImage, type MediaNode } from '../../components/ui/media-image';
import { TrainersCarousel } from './trainers-carousel';
import { TRAINING_CRUMBS } from './training-view';
import { formatDollars, formatThousands } from './format';
import * as styles from './training-info-view.module.css';

export const BOOK_NOW_LABEL = 'BOOK NOW';
export const BOOK_NOW_TO = '/ContactUs';

/** The media nodes of the course's images (processed sizes, library alt text), when the build has the files. */
export interface TrainingMedia {
  images?: MediaNode | null;
  detail_image?: MediaNode | null;
}

export function TrainingInfoView({ training, media = {} }: { training: DeepReadonly<TrainingDetail>; media?: TrainingMedia }): JSX.Element {
  const stats = [
    { key: 'cost', value: formatDollars(training.cost_price), label: 'Cost' },
    { key: 'days', value: formatThousands(training.cost_days), label: training.cost_days === 1 ? 'Day' : 'Days' },
    { key: 'people', value: formatThousands(training.cost_people), label: 'People' },
  ];
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <Breadcrumbs items={TRAINING_CRUMBS} />
          <div className={styles.heroGrid}>
            <div className={styles.heroText}>
              <p className={styles.eyebrow}>Training course</p>
              <h1 className={styles.title}>
                {/* name is cleaned HTML; title is plain text, so React escapes it */}
                {training.name ? <TrustedRichHtml as="span" unstyled html={training.name} /> : training.title}
              </h1>
              {training.sub_name && <p className={styles.subName}>{training.sub_name}</p>}
              <div>
                <Button to={BOOK_NOW_TO}>{BOOK_NOW_LABEL}</Button>
              </div>
            </div>
            <MediaImage src={training.images} media={media.images} eager className={styles.titleImage} />
          </div>
        </div>
      </section>

      <section className={styles.section} aria-label="About the course">
        <div className={`container ${styles.about}`}>
          <TrustedRichHtml html={training.content} className={styles.content} />
          <MediaImage src={training.detail_image} media={media.detail_image} aspectRatio="4 / 3" className={styles.detailImage} />
        </div>
      </section>

      {training.steps.length > 0 && (
        <section className={styles.section} aria-labelledby="training-steps">
          <div className="container">
            <SectionHeading id="training-steps" eyebrow="Programme" title="Course Steps" />
            <ol className={styles.steps} role="list">
              {training.steps.map((s, i) => (
                <li key={i} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <p className={styles.stepText}>{s.content}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}

      <section className={styles.stats} aria-label="Course facts">
        <dl className={`container ${styles.statList}`} data-testid="training-stats">
          {stats.map((s) => (
            <div key={s.key} className={styles.stat}>
              <dt className={styles.statLabel}>{s.label}</dt>
              <dd className={styles.statValue} data-stat={s.key}>
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {training.train_content && (
        <section className={styles.section}>
          <div className="container">
            <TrustedRichHtml html={training.train_content} className={styles.content} />
          </div>
        </section>
      )}

      {training.trainers.length > 0 && (
        <section className={styles.section} aria-labelledby="training-info-trainers">
          <div className="container">
            <SectionHeading id="training-info-trainers" eyebrow="Your trainers" title="Trainers" />
            <div className={styles.block}>
              <TrainersCarousel trainers={training.trainers} navigation label="Course trainers" />
            </div>
          </div>
        </section>
      )}

      <section className={styles.book}>
        <div className={`container ${styles.bookInner}`}>
          <p className={styles.bookText}>Ready to get certified?</p>
          <Button to={BOOK_NOW_TO} size="lg">
            {BOOK_NOW_LABEL}
          </Button>
        </div>
      </section>
    </>
  );
}
