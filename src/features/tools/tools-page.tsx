/**
 * /Tools (docs/product/content-pages.md#tools): banner carousel (3 s, loop), breadcrumb Home /
 * Products / Tools,
 * grouped tool categories each with a MORE+ link to its Tool type page, and tool cards linking to
 * ToolsInfo. Paged over categories; pagination only when total exceeds per-page.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import type { ToolCategory } from '../../../contract/goods';
import { Pagination } from '../../components/ui/pagination';
import type { MediaNode } from '../../components/ui/media-image';
import type { DeepReadonly } from '../../types/deep-readonly';
import { HeroCarousel } from '../products/hero-carousel';
import { ItemCard } from '../products/item-card';
import { pagedPath, toolsInfoPath, toolTypePath } from '../products/paths';
import * as s from '../products/section.module.css';
import * as styles from './tools.module.css';

export const TOOLS_BREADCRUMBS = [{ label: 'Home', to: '/' }, { label: 'Products' }, { label: 'Tools' }];

export interface ToolsOverviewProps {
  bannerImages: readonly string[];
  /** Media nodes of the banner images, in order, for a srcset. */
  bannerMedia?: readonly (MediaNode | null)[] | null;
  /**
   * A tool's image_media (build data) gives its card a srcset. It stays outside DeepReadonly:
   * ItemCard takes a plain MediaNode, whose gatsby-plugin-image data has mutable arrays.
   */
  categories: readonly (DeepReadonly<Omit<ToolCategory, 'goods'>> & {
    readonly goods: readonly (DeepReadonly<ToolCategory['goods'][number]> & { readonly goods_image_media?: MediaNode | null })[];
  })[];
  page: number;
  perPage: number;
  total: number;
  basePath: string;
}

export function ToolsOverview({ bannerImages, bannerMedia, categories, page, perPage, total, basePath }: ToolsOverviewProps): JSX.Element {
  return (
    <div className={styles.page}>
      <HeroCarousel images={bannerImages} media={bannerMedia} label="Tools highlights" title="Tools" breadcrumbs={TOOLS_BREADCRUMBS} />
      <div className={s.section}>
        <div className={s.container}>
          {categories.length === 0 && <p className={s.empty}>No tools to show yet.</p>}
          {categories.map((cat) => (
            <section key={cat.id} className={styles.category} aria-labelledby={`tool-cat-${cat.id}`} data-testid="tool-category">
              <header className={styles.categoryHead}>
                <h2 id={`tool-cat-${cat.id}`} className={`${s.h2} ${styles.categoryTitle}`}>
                  {cat.name}
                </h2>
                <Link to={toolTypePath(cat.id)} className={s.more} aria-label={`MORE+ ${cat.name}`}>
                  MORE+
                </Link>
              </header>
              {cat.goods.length === 0 ? (
                <p className={s.empty}>No tools in this category yet.</p>
              ) : (
                <ul className={`${s.grid} ${styles.rail}`}>
                  {cat.goods.map((t) => (
                    <li key={t.id}>
                      <ItemCard title={t.goods_name} image={t.goods_image} media={t.goods_image_media} text={t.desc} to={toolsInfoPath(t.id)} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <Pagination
            className={styles.pagination}
            total={total}
            perPage={perPage}
            current={page}
            hrefFor={(p) => pagedPath(basePath, p)}
            label="Tools pages"
          />
        </div>
      </div>
    </div>
  );
}

export default ToolsOverview;
