/** The partner category cards under the search (image, name, desc), from the build. */
import * as React from 'react';
import type { PartnerCategory } from '../../../contract/network';
import { MediaImage, mediaOf } from '../../components/ui/media-image';
import type { DeepReadonly } from '../../types/deep-readonly';
import * as styles from './partner.module.css';

export function CategoryCards({ categories }: { categories: readonly DeepReadonly<PartnerCategory>[] }): JSX.Element | null {
  if (categories.length === 0) return null;
  return (
    <section className={styles.categories} aria-labelledby="partner-categories">
      <h2 id="partner-categories" className={styles.sectionTitle}>
        Our partner network
      </h2>
      <ul className={styles.categoryList} role="list">
        {categories.map((c, i) => (
          <li key={`${c.name}-${i}`} className={styles.category}>
            {c.image ? <MediaImage src={c.image} media={mediaOf(c, 'image')} alt="" width={800} height={600} className={styles.categoryImage} /> : null}
            <div className={styles.categoryBody}>
              <h3 className={styles.categoryName}>{c.name}</h3>
              <p className={styles.categoryDesc}>{c.desc}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
