/**
 * /blogs/<typeId>/: the type name as heading, its first page from build data, and MORE+ which
 * appends the next page from the live API until page ≥ last_page (then MORE+ disappears).
 */
import * as React from 'react';
import type { MediaNode } from '../../components/ui/media-image';
import { PageBanner } from '../../components/ui/page-banner';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { blogsOfType } from '../../services/blog';
import { BannerMedia } from '../about/banner-media';
import { BlogGrid } from './blog-grid';
import { BlogToolbar } from './blog-toolbar';
import type { BlogCardData, BlogTypeLink } from './blog-types';
import * as styles from './blog.module.css';

export interface BlogTypeViewProps {
  typeId: number;
  typeName: string;
  bannerImage: string | null;
  bannerMedia?: MediaNode | null;
  types: readonly BlogTypeLink[];
  /** Page 1 of the type's list (build time). */
  firstPage: readonly BlogCardData[];
  lastPage: number;
}

export function BlogTypeView({ typeId, typeName, bannerImage, bannerMedia, types, firstPage, lastPage: initialLastPage }: BlogTypeViewProps): JSX.Element {
  const [blogs, setBlogs] = React.useState<readonly BlogCardData[]>(firstPage);
  const [page, setPage] = React.useState(1);
  const [lastPage, setLastPage] = React.useState(initialLastPage);
  const [loading, setLoading] = React.useState(false);

  const more = async () => {
    if (loading || page >= lastPage) return;
    setLoading(true);
    try {
      const next = page + 1;
      const res = await blogsOfType(typeId, next);
      if (res.code === 1 && res.data) {
        const seen = new Set(blogs.map((b) => b.id));
        setBlogs([...blogs, ...res.data.blogs.data.filter((b) => !seen.has(b.id)).map((b) => ({ ...b, image: b.image ?? null }))]);
        setPage(next);
        setLastPage(res.data.blogs.last_page);
      }
    } catch {
      /* http.ts showed a toast; MORE+ stays so the visitor can retry */
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <PageBanner
        title={typeName}
        media={<BannerMedia src={bannerImage} media={bannerMedia} />}
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog/' }, { label: typeName }]}
      />
      <section className={`container ${styles.section}`} aria-label={`${typeName} list`}>
        <BlogToolbar
          keywords=""
          onKeywordsChange={() => undefined}
          onSearch={() => undefined}
          onClear={() => undefined}
          types={types}
          currentTypeId={typeId}
          withSearch={false}
        />
        {blogs.length > 0 ? <BlogGrid blogs={blogs} /> : <EmptyState title={`No ${typeName.toLowerCase()} yet`} />}
        {page < lastPage && (
          <div className={styles.more}>
            <Button type="button" variant="secondary" onClick={() => void more()} disabled={loading} aria-busy={loading}>
              {loading ? 'LOADING…' : 'MORE+'}
            </Button>
          </div>
        )}
      </section>
    </>
  );
}
