/**
 * The download center: category tabs, cards with image, title and a Download link that opens the
 * file in a new tab, and pagination, over the build-time list (works with the API down).
 */
import * as React from 'react';
import { Tabs, type TabId } from '../../components/ui/tabs';
import { Pagination } from '../../components/ui/pagination';
import { EmptyState } from '../../components/ui/empty-state';
import { MediaImage, mediaOf } from '../../components/ui/media-image';
import { replaceQuery } from '../faq/paging';
import {
  DOWNLOADS_PAGE_SIZE,
  parseDownloadsSearch,
  resolveDownloadsSelection,
  visibleDownloads,
  type DownloadCategory,
  type DownloadEntry,
  type DownloadsSelection,
} from './downloads-state';
import { useMounted } from '../training/use-mounted';
import * as styles from './downloads-view.module.css';

export interface DownloadsViewProps {
  categories: readonly DownloadCategory[];
  downloads: readonly DownloadEntry[];
  search?: string;
  /** Downloads per page: the API's per_page for downloadsList, carried by the build. */
  perPage?: number;
}

export function DownloadsView({ categories, downloads, search = '', perPage = DOWNLOADS_PAGE_SIZE }: DownloadsViewProps): JSX.Element {
  const [sel, setSel] = React.useState<DownloadsSelection>(() => resolveDownloadsSelection(categories, downloads, {}, perPage));
  const gridRef = React.useRef<HTMLDivElement>(null);
  const mounted = useMounted();

  React.useEffect(() => {
    if (!search) return;
    setSel(resolveDownloadsSelection(categories, downloads, parseDownloadsSearch(search), perPage));
  }, [search, categories, downloads, perPage]);

  const update = (wish: Partial<DownloadsSelection>, scroll = false) => {
    const next = resolveDownloadsSelection(categories, downloads, wish, perPage);
    setSel(next);
    replaceQuery({ category: next.category, page: next.page > 1 ? next.page : undefined });
    if (scroll && gridRef.current && gridRef.current.getBoundingClientRect().top < 0) {
      gridRef.current.scrollIntoView({ block: 'start' });
    }
  };

  if (categories.length === 0) {
    return <EmptyState title="No downloads yet" description="Datasheets and manuals will appear here soon." />;
  }

  const { items, total } = visibleDownloads(downloads, sel, perPage);

  return (
    <Tabs
      label="Download categories"
      data-ready={mounted || undefined}
      data-testid="downloads"
      items={categories.map((c) => ({ id: c.id, label: c.name }))}
      value={sel.category}
      onChange={(id: TabId) => update({ category: Number(id) })}
    >
      <div ref={gridRef} className={styles.wrap}>
        {items.length === 0 ? (
          <EmptyState title="No files here yet" description="Try another category." />
        ) : (
          <ul className={styles.grid} role="list">
            {items.map((d) => (
              <li key={d.id} className={styles.item}>
                <MediaImage src={d.image} media={mediaOf(d, 'image')} aspectRatio="4 / 3" className={styles.media} />
                <div className={styles.body}>
                  <h2 className={styles.title}>{d.title}</h2>
                  <a className={styles.download} href={d.url} target="_blank" rel="noopener noreferrer" aria-label={`Download ${d.title} (opens in a new tab)`}>
                    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                      <path
                        d="M8 2v8m0 0 3.5-3.5M8 10 4.5 6.5M2.5 13.5h11"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.6"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    Download
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          className={styles.pagination}
          label="Download pages"
          total={total}
          perPage={perPage}
          current={sel.page}
          onChange={(page) => update({ ...sel, page }, true)}
        />
      </div>
    </Tabs>
  );
}

export default DownloadsView;
