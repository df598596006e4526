/** ExampleList (title Cases): one page of case cards from build data, with link pagination. */
import * as React from 'react';
import type { CaseCard } from '../../../contract/goods';
import { PageBanner } from '../../components/ui/page-banner';
import type { MediaNode } from '../../components/ui/media-image';
import { Pagination } from '../../components/ui/pagination';
import { ItemCard } from '../products/item-card';
import { pagedPath } from '../products/paths';
import { exampleInfoPath } from './case-links';
import * as s from '../products/section.module.css';
import * as styles from './cases.module.css';

export interface CaseListProps {
  cases: (CaseCard & { image_media?: MediaNode | null })[];
  page: number;
  perPage: number;
  total: number;
  basePath: string;
  bannerImage?: string | null;
  bannerMedia?: MediaNode | null;
}

export function CaseList({ cases, page, perPage, total, basePath, bannerImage, bannerMedia }: CaseListProps): JSX.Element {
  return (
    <>
      <PageBanner title="Cases" imageSrc={bannerImage} imageMedia={bannerMedia} breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Cases' }]} />
      <section className={s.section} aria-label="Cases">
        <div className={s.container}>
          {cases.length === 0 ? (
            <p className={s.empty}>No cases to show yet.</p>
          ) : (
            <ul className={s.grid} data-testid="case-list">
              {cases.map((c) => (
                <li key={c.id}>
                  <ItemCard title={c.title} image={c.image} media={c.image_media} to={exampleInfoPath(c.id)} linkLabel="MORE+" headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            className={styles.pagination}
            total={total}
            perPage={perPage}
            current={page}
            hrefFor={(p) => pagedPath(basePath, p)}
            label="Cases pages"
          />
        </div>
      </section>
    </>
  );
}

export default CaseList;
