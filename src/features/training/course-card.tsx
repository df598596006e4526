/**
 * One course of BOOK YOUR TRAINING (docs/product/content-pages.md#training): image, name, desc, a
 * region select over the course's
 * nations whose change loads that region's addresses live (a failure clears the list,
 * docs/product/states-and-transitions.md#training-addresses),
 * the address list, the duration and READ MORE to the course's TrainingInfo page.
 */
import * as React from 'react';
import type { Course } from '../../../contract/training';
import type { DeepReadonly } from '../../types/deep-readonly';
import { Button } from '../../components/ui/button';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { htmlToText } from './format';
import { MediaImage, mediaOf } from '../../components/ui/media-image';
import { useTrainAddresses } from './use-train-addresses';
import { trainingInfoPath } from './paths';
import { useMounted } from './use-mounted';
import * as styles from './course-card.module.css';

export { trainingInfoPath } from './paths';

export const READ_MORE_LABEL = 'READ MORE';

/** "1 day" / "5 days". */
export function daysLabel(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export function CourseCard({ course }: { course: DeepReadonly<Course> }): JSX.Element {
  const { nationId, addresses, status, selectNation } = useTrainAddresses(course.id, course.nation_id, course.addresslist);
  const selectId = React.useId();
  const listId = `${selectId}-addresses`;
  const name = htmlToText(course.name);
  const mounted = useMounted();

  return (
    <article className={styles.card} data-testid="course" data-course-id={course.id} data-ready={mounted || undefined}>
      <MediaImage src={course.image} media={mediaOf(course, 'image')} alt="" aspectRatio="16 / 10" className={styles.image} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <TrustedRichHtml as="span" unstyled html={course.name} />
        </h3>
        {course.desc && <p className={styles.desc}>{course.desc}</p>}

        {course.nations.length > 0 && (
          <div className={styles.region}>
            <label htmlFor={selectId} className={styles.label}>
              Region <span className="visually-hidden">for {name}</span>
            </label>
            <select
              id={selectId}
              className={styles.select}
              value={nationId ?? ''}
              aria-controls={listId}
              onChange={(e) => {
                const id = Number(e.target.value);
                if (id) selectNation(id);
              }}
            >
              {nationId === null && (
                <option value="" disabled>
                  Select a region
                </option>
              )}
              {course.nations.map((n) => (
                <option key={n.id} value={n.id}>
                  {n.name}
                </option>
              ))}
            </select>
          </div>
        )}

        <div id={listId} className={styles.addresses} aria-live="polite" aria-busy={status === 'loading'}>
          {status === 'loading' ? (
            <p className={styles.muted}>Loading addresses…</p>
          ) : addresses.length > 0 ? (
            <ul className={styles.addressList} role="list" data-testid="course-addresses">
              {addresses.map((a) => (
                <li key={a.id} className={styles.address}>
                  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.pin}>
                    <path d="M8 15s5-4.6 5-8.5A5 5 0 0 0 3 6.5C3 10.4 8 15 8 15Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
                    <circle cx="8" cy="6.5" r="1.8" fill="currentColor" />
                  </svg>
                  <span>{a.address}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted} data-testid="course-addresses-empty">
              {status === 'error' ? 'The addresses for this region could not be loaded.' : 'No training address in this region yet.'}
            </p>
          )}
        </div>

        <div className={styles.footer}>
          <p className={styles.days}>
            <span className={styles.daysValue}>{course.cost_days}</span> {course.cost_days === 1 ? 'day' : 'days'}
          </p>
          <Button to={trainingInfoPath(course.id)} size="sm" aria-label={`${READ_MORE_LABEL}: ${name}`}>
            {READ_MORE_LABEL}
          </Button>
        </div>
      </div>
    </article>
  );
}
