/**
 * The FAQ screen: category tabs, sub-category tabs, accordion questions and pagination, all over
 * the build-time list (no API at view time). The selection can come from and go to the URL
 * (?category=&second=&page=) so a tab can be shared.
 */
import * as React from 'react';
import { Tabs, type TabId } from '../../components/ui/tabs';
import { Accordion } from '../../components/ui/accordion';
import { Pagination } from '../../components/ui/pagination';
import { TrustedRichHtml } from '../../components/ui/trusted-rich-html';
import { EmptyState } from '../../components/ui/empty-state';
import {
  FAQ_PAGE_SIZE,
  faqSearchParams,
  parseFaqSearch,
  resolveFaqSelection,
  subTabsOf,
  visibleFaqs,
  type FaqCategory,
  type FaqItem,
  type FaqSelection,
} from './faq-state';
import { replaceQuery } from './paging';
import { useMounted } from '../training/use-mounted';
import * as styles from './faq-view.module.css';

export interface FaqViewProps {
  categories: readonly FaqCategory[];
  faqs: readonly FaqItem[];
  /** location.search of the page; read after mount (the static HTML shows the first tab). */
  search?: string;
  /** Questions per page: the API's per_page for getQuestionsList, carried by the build. */
  perPage?: number;
}

export function FaqView({ categories, faqs, search = '', perPage = FAQ_PAGE_SIZE }: FaqViewProps): JSX.Element {
  const [sel, setSel] = React.useState<FaqSelection>(() => resolveFaqSelection(categories, faqs, {}, perPage));
  const listRef = React.useRef<HTMLDivElement>(null);
  const mounted = useMounted();

  // After mount (and when the page is opened again with another query): take the URL's wish.
  React.useEffect(() => {
    if (!search) return;
    setSel(resolveFaqSelection(categories, faqs, parseFaqSearch(search), perPage));
  }, [search, categories, faqs, perPage]);

  const update = (wish: Partial<FaqSelection>, scroll = false) => {
    const next = resolveFaqSelection(categories, faqs, wish, perPage);
    setSel(next);
    replaceQuery(faqSearchParams(next));
    if (scroll && listRef.current && listRef.current.getBoundingClientRect().top < 0) {
      listRef.current.scrollIntoView({ block: 'start' });
    }
  };

  if (categories.length === 0) {
    return <EmptyState title="No questions yet" description="Frequently asked questions will appear here soon." />;
  }

  const category = categories.find((c) => c.id === sel.category);
  const subTabs = subTabsOf(category, faqs);
  const { items, total } = visibleFaqs(categories, faqs, sel, perPage);

  const list = (
    <div ref={listRef} className={styles.list}>
      {items.length === 0 ? (
        <EmptyState title="No questions here yet" description="Try another category." />
      ) : (
        <Accordion
          key={`${sel.category}-${sel.second}-${sel.page}`}
          className={styles.accordion}
          headingLevel={2}
          items={items.map((f) => ({ id: f.id, title: f.title, content: <TrustedRichHtml html={f.content} /> }))}
        />
      )}
      <Pagination
        className={styles.pagination}
        label="FAQ pages"
        total={total}
        perPage={perPage}
        current={sel.page}
        onChange={(page) => update({ ...sel, page }, true)}
      />
    </div>
  );

  return (
    <Tabs
      label="FAQ categories"
      data-ready={mounted || undefined}
      data-testid="faq"
      className={styles.categories}
      items={categories.map((c) => ({ id: c.id, label: c.name }))}
      value={sel.category}
      onChange={(id: TabId) => update({ category: Number(id) })}
    >
      {subTabs.length > 0 ? (
        <Tabs
          label="FAQ sub-categories"
          appearance="pill"
          className={styles.subcategories}
          items={subTabs.map((t) => ({ id: t.id, label: t.name }))}
          value={sel.second}
          onChange={(id: TabId) => update({ category: sel.category, second: Number(id) })}
        >
          {list}
        </Tabs>
      ) : (
        list
      )}
    </Tabs>
  );
}

export default FaqView;
