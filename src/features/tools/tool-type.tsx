/** Tool (query type): the tools of one type: heading = type name, banner, tool cards, pagination. */
import * as React from 'react';
import type { ToolCard } from '../../../contract/goods';
import { Pagination } from '../../components/ui/pagination';
import { HeroCarousel } from '../products/hero-carousel';
import { ItemCard } from '../products/item-card';
import type { MediaNode } from '../../components/ui/media-image';
import { pagedPath, toolsInfoPath } from '../products/paths';
import * as s from '../products/section.module.css';
import * as styles from './tools.module.css';

export interface ToolTypeProps {
  typeName: string;
  bannerImages: readonly string[];
  /** Media nodes of the banner images, in order, for a srcset. */
  bannerMedia?: readonly (MediaNode | null)[] | null;
  tools: (ToolCard & { goods_image_media?: MediaNode | null })[];
  page: number;
  perPage: number;
  total: number;
  basePath: string;
}

export function ToolType({ typeName, bannerImages, bannerMedia, tools, page, perPage, total, basePath }: ToolTypeProps): JSX.Element {
  return (
    <div className={styles.page}>
      <HeroCarousel
        images={bannerImages}
        media={bannerMedia}
        label={`${typeName} highlights`}
        title={typeName}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products' }, { label: 'Tools', to: '/Tools/' }, { label: typeName }]}
      />
      <section className={s.section} aria-label={typeName}>
        <div className={s.container}>
          {tools.length === 0 ? (
            <p className={s.empty}>No tools in this category yet.</p>
          ) : (
            <ul className={s.grid} data-testid="tool-list">
              {tools.map((t) => (
                <li key={t.id}>
                  <ItemCard
                    title={t.goods_name}
                    image={t.goods_image}
                    media={t.goods_image_media}
                    text={t.desc}
                    to={toolsInfoPath(t.id)}
                    linkLabel="MORE+"
                    headingLevel={2}
                  />
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
            label={`${typeName} pages`}
          />
        </div>
      </section>
    </div>
  );
}

export default ToolType;
