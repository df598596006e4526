/**
 * Slide 7: news and blogs. Desktop shows every returned blog, a phone only the first
 * (docs/product/constants.md#home-blogs);
 * done in CSS so the static HTML is the same for both and hydration matches.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import type { BlogItem } from '../../../../contract/blog';
import type { DeepReadonly } from '../../../types/deep-readonly';
import { MediaImage, mediaOf } from '../../../components/ui/media-image';
import type { DetailPagePath } from '../../../../contract/routes';
import * as styles from './slides.module.css';

export function NewsSlide({ blogs }: { blogs: readonly DeepReadonly<BlogItem>[] }): JSX.Element {
  return (
    <div className={styles.news}>
      <div className={styles.newsHead}>
        <div>
          <p className={styles.eyebrow}>News and Blogs</p>
          <h2 className={styles.title}>From the workshop floor</h2>
        </div>
        <Link className={styles.cta} to="/blog">
          All news <span aria-hidden="true">→</span>
        </Link>
      </div>
      {blogs.length === 0 ? (
        <p className={styles.text}>New stories are on their way. Visit the blog for earlier posts.</p>
      ) : (
        <ul className={styles.newsList} data-testid="home-news">
          {blogs.map((b) => (
            <li key={b.id} className={styles.newsItem}>
              <Link to={`/blogInfo/${b.id}/` satisfies DetailPagePath<'blogInfo'>} className={styles.newsCard}>
                {b.image ? (
                  <MediaImage src={b.image} media={mediaOf(b, 'image')} alt="" width={400} height={280} className={styles.newsImage} />
                ) : (
                  <span className={styles.newsImage} />
                )}
                <span className={styles.newsMeta}>
                  {b.label_arr.join(' · ')} {b.label_arr.length ? '—' : ''} {b.createtime.slice(0, 10)}
                </span>
                <span className={styles.newsTitle}>{b.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
