/**
 * ExampleInfo (docs/product/content-pages.md#case-detail): a case's title, rich content and Related
 * Cases (context-aware).
 */
import * as React from 'react';
import type { CaseCard } from '../../../contract/goods';
import { PageBanner } from '../../components/ui/page-banner';
import type { MediaNode } from '../../components/ui/media-image';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { ItemCard } from '../products/item-card';
import { useRelatedCases } from './use-related-cases';
import { exampleInfoPath } from './case-links';
import * as s from '../products/section.module.css';
import * as styles from './cases.module.css';

export interface CaseInfoProps {
  id: number;
  title: string;
  image: string | null;
  content: string;
  /** Build-time default related cases. */
  related: readonly CaseCard[];
  /** location.search (type, shop_id, t_id). */
  search: string;
  /** Banner image (the Cases page's); the case image otherwise. */
  bannerImage?: string | null;
  /** Media nodes of the banner and of the case image (its fallback), for a srcset. */
  bannerMedia?: MediaNode | null;
  imageMedia?: MediaNode | null;
}

export function CaseInfo({ id, title, image, content, related, search, bannerImage, bannerMedia, imageMedia }: CaseInfoProps): JSX.Element {
  const { cases, context, source } = useRelatedCases(id, related, search);
  return (
    <article>
      <PageBanner
        title={<span className={styles.bannerTitle}>{title}</span>}
        imageSrc={bannerImage || image}
        imageMedia={bannerImage ? bannerMedia : imageMedia}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Cases', to: '/ExampleList/' }, { label: title }]}
      />
      <section className={s.section}>
        <div className={`${s.container} ${s.narrow}`}>
          <TrustedRichHtml html={content} className={s.rich} data-testid="case-content" />
        </div>
      </section>
      <section className={`${s.section} ${s.alt}`} aria-labelledby="related-cases" data-testid="related-cases" data-source={source}>
        <div className={s.container}>
          <p className={s.eyebrow}>More work</p>
          <h2 id="related-cases" className={s.h2}>
            Related Cases
          </h2>
          {cases.length === 0 ? (
            <p className={s.empty}>No related cases yet.</p>
          ) : (
            <ul className={s.grid}>
              {cases.map((c) => (
                <li key={c.id}>
                  <ItemCard title={c.title} image={c.image} media={(c as { image_media?: MediaNode | null }).image_media} to={exampleInfoPath(c.id, context)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </article>
  );
}

export default CaseInfo;
