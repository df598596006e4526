/**
 * The /SafeIn page body (docs/product/content-pages.md#safe-in): banner, the 'Installation Process'
 * image with the 12
 * steps, the three-step inspection process, the quality criteria with the documented limits and the
 * hairline-marks note. All texts come from safe-in-data.ts.
 */
import * as React from 'react';
import type { MediaNode } from '../../components/ui/media-image';
import { PageBanner } from '../../components/ui/page-banner';
import { BannerMedia } from '../about/banner-media';
import { SectionHeading } from '../../components/ui/section-heading';
import {
  HAIRLINE_NOTE,
  INSPECTION_PROCESS_TITLE,
  INSPECTION_STEPS,
  INSTALLATION_PROCESS_TITLE,
  QUALITY_CRITERIA,
  QUALITY_CRITERIA_TITLE,
  SAFE_IN_NAME,
  SAFE_IN_STEPS,
} from './safe-in-data';
import { InstallationProcessFigure } from './installation-process-figure';
import * as styles from './safe-in-view.module.css';

export const SAFE_IN_CRUMBS = [{ label: 'Home', to: '/' }, { label: 'About' }, { label: SAFE_IN_NAME }];

export interface SafeInViewProps {
  /** Banner image (page meta 'Safe-IN'). */
  bannerImage?: string | null;
  bannerMedia?: MediaNode | null;
  /** Line under the banner title (page meta desc). */
  subtitle?: string | null;
}

export function SafeInView({ bannerImage, bannerMedia, subtitle }: SafeInViewProps): JSX.Element {
  return (
    <>
      <PageBanner
        title={SAFE_IN_NAME}
        subtitle={subtitle || undefined}
        media={<BannerMedia src={bannerImage} media={bannerMedia} />}
        breadcrumbs={SAFE_IN_CRUMBS}
      />

      <section className={styles.section} aria-labelledby="safein-installation">
        <div className="container">
          <SectionHeading id="safein-installation" eyebrow={SAFE_IN_NAME} title={INSTALLATION_PROCESS_TITLE} />
          <div className={styles.block}>
            <InstallationProcessFigure />
          </div>
          <ol className={styles.steps} role="list" data-testid="safein-steps">
            {SAFE_IN_STEPS.map((s) => (
              <li key={s.number} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {String(s.number).padStart(2, '0')}
                </span>
                <h3 className={styles.stepName}>{s.name}</h3>
                <p className={styles.stepText}>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={`${styles.section} ${styles.band}`} aria-labelledby="safein-inspection">
        <div className="container">
          <SectionHeading id="safein-inspection" eyebrow={`${INSPECTION_STEPS.length} steps`} title={INSPECTION_PROCESS_TITLE} />
          <ol className={styles.inspection} role="list" data-testid="safein-inspection">
            {INSPECTION_STEPS.map((s) => (
              <li key={s.number} className={styles.inspectionStep}>
                <span className={styles.inspectionNumber} aria-hidden="true">
                  {s.number}
                </span>
                <h3 className={styles.inspectionName}>{s.name}</h3>
                <p className={styles.stepText}>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="safein-criteria">
        <div className="container">
          <SectionHeading id="safein-criteria" eyebrow="Standard" title={QUALITY_CRITERIA_TITLE} />
          <ul className={styles.criteria} role="list" data-testid="safein-criteria">
            {QUALITY_CRITERIA.map((c) => (
              <li key={c.key} className={styles.criterion} id={`criterion-${c.key}`}>
                <h3 className={styles.criterionName}>{c.name}</h3>
                <ul className={styles.limits}>
                  {c.limits.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className={styles.note} role="note">
            <span className={styles.noteLabel}>Note</span>
            {HAIRLINE_NOTE}
          </p>
        </div>
      </section>
    </>
  );
}
