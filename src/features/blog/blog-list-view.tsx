/**
 * /blog and /blog/page/<n>/: banner, breadcrumbs, the toolbar, and either the build-time page of
 * blogs with link pagination, or — after a SEARCH — the live results with their own pagination.
 */
import * as React from 'react';
import type { MediaNode } from '../../components/ui/media-image';
import { PageBanner } from '../../components/ui/page-banner';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState } from '../../components/ui/empty-state';
import { Loading } from '../../components/ui/loading';
import { Button } from '../../components/ui/button';
import { BannerMedia } from '../about/banner-media';
import { BlogGrid } from './blog-grid';
import { BlogToolbar } from './blog-toolbar';
import { blogPagePath, type BlogCardData, type BlogTypeLink } from './blog-types';
import { useBlogSearch } from './use-blog-search';
import * as styles from './blog.module.css';

export interface BlogListViewProps {
  bannerImage: string | null;
  bannerMedia?: MediaNode | null;
  types: readonly BlogTypeLink[];
  /** This page's blogs (build time). */
  blogs: readonly BlogCardData[];
  currentPage: number;
  total: number;
  perPage: number;
}

export const BLOG_BREADCRUMBS = [{ label: 'Home', to: '/' }, { label: 'About' }, { label: 'Blog', to: '/blog/' }];

export function BlogListView({ bannerImage, bannerMedia, types, blogs, currentPage, total, perPage }: BlogListViewProps): JSX.Element {
  const [keywords, setKeywords] = React.useState('');
  const { state, search, goToPage, clear } = useBlogSearch();
  const resultsRef = React.useRef<HTMLDivElement>(null);

  const onSearch = () => {
    if (!keywords.trim()) {
      clear();
      return;
    }
    void search(keywords);
  };
  const onClear = () => {
    setKeywords('');
    clear();
  };

  const searching = state.status !== 'idle';
  const shown = state.status === 'done' ? state.data : state.status === 'loading' ? state.previous : undefined;

  return (
    <>
      <PageBanner
        title="News & Blogs"
        media={<BannerMedia src={bannerImage} media={bannerMedia} />}
        breadcrumbs={BLOG_BREADCRUMBS.map((c, i) => (i === BLOG_BREADCRUMBS.length - 1 ? { label: c.label } : c))}
      />
      <section className={`container ${styles.section}`} aria-labelledby="blog-list-heading">
        <h2 id="blog-list-heading" className="visually-hidden">
          {searching ? 'Search results' : 'Latest news and blogs'}
        </h2>
        <BlogToolbar keywords={keywords} onKeywordsChange={setKeywords} onSearch={onSearch} onClear={onClear} types={types} />

        <div ref={resultsRef} aria-live="polite" aria-busy={state.status === 'loading'}>
          {!searching && (
            <>
              {blogs.length > 0 ? <BlogGrid blogs={blogs} /> : <EmptyState title="No blogs yet" />}
              <Pagination className={styles.pagination} total={total} perPage={perPage} current={currentPage} hrefFor={blogPagePath} label="Blog pages" />
            </>
          )}

          {searching && (
            <>
              <p className={styles.resultNote}>
                {state.status === 'done'
                  ? `${state.data.blogs.total} result${state.data.blogs.total === 1 ? '' : 's'} for “${state.keywords}”`
                  : `Searching for “${state.keywords}”…`}
              </p>
              {state.status === 'loading' && !shown && <Loading label="Searching…" />}
              {state.status === 'error' && (
                <EmptyState
                  title="Search unavailable"
                  description={state.message}
                  action={
                    <Button type="button" variant="secondary" onClick={onClear}>
                      CLEAR ALL
                    </Button>
                  }
                />
              )}
              {shown && shown.blogs.data.length > 0 && <BlogGrid blogs={shown.blogs.data.map((b) => ({ ...b, image: b.image ?? null }))} />}
              {state.status === 'done' && state.data.blogs.data.length === 0 && (
                <EmptyState
                  title="No blogs match your search"
                  description="Try other keywords."
                  action={
                    <Button type="button" variant="secondary" onClick={onClear}>
                      CLEAR ALL
                    </Button>
                  }
                />
              )}
              {shown && (
                <Pagination
                  className={styles.pagination}
                  total={shown.blogs.total}
                  perPage={shown.blogs.per_page}
                  current={state.page}
                  onChange={(p) => {
                    goToPage(p);
                    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
                  }}
                  label="Search result pages"
                />
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
