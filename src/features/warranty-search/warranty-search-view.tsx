/**
 * The static warranty search page (docs/product/content-pages.md#warrantysearch): a search form that
 * goes to the live result list, /Warrantylist?filter=… . Without JavaScript the form submits
 * there by GET; with it, an empty box alerts the documented message and, as on /WarrantyCheck,
 * the search call is still made (docs/product/validation-messages.md#warranty-search); a filled
 * one navigates client-side to the list, which makes the call.
 */
import * as React from 'react';
import type { MediaNode } from '../../components/ui/media-image';
import { navigate } from 'gatsby';
import { PageBanner } from '../../components/ui/page-banner';
import { BannerMedia } from '../about/banner-media';
import { heroMedia } from '../../components/ui/hero-image';
import { Button } from '../../components/ui/button';
import { useMounted } from '../training/use-mounted';
import { checkWarranty } from '../../services/warranty';
import * as styles from './warranty-search-view.module.css';

export const WARRANTY_SEARCH_PLACEHOLDER = 'warranty ID / email / Plate No.';
/** The list's own address: with the trailing slash the site is served with, so the form's GET costs no redirect. */
export const WARRANTY_LIST_PATH = '/Warrantylist/';
export const WARRANTY_SEARCH_CRUMBS = [{ label: 'Home', to: '/' }, { label: 'Technical Center' }, { label: 'Warranty Search' }];

/** /Warrantylist/?filter=<text> (trimmed, encoded). */
export function warrantyListUrl(filter: string): string {
  return `${WARRANTY_LIST_PATH}?${new URLSearchParams({ filter: filter.trim() }).toString()}`;
}

export interface WarrantySearchViewProps {
  bannerImage?: string | null;
  /** The banner's media node (the HeroImage fragment): the page opens on it full screen, so phones get a portrait crop. */
  bannerMedia?: MediaNode | null;
  /** Alert text for an empty box (MSG.warrantyInput). */
  emptyMessage: string;
}

export function WarrantySearchView({ bannerImage, bannerMedia, emptyMessage }: WarrantySearchViewProps): JSX.Element {
  const [filter, setFilter] = React.useState('');
  const inputId = React.useId();
  const mounted = useMounted();

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!filter.trim()) {
      window.alert(emptyMessage);
      void searchEmpty(emptyMessage);
      return;
    }
    void navigate(warrantyListUrl(filter));
  };

  return (
    <PageBanner
      title="Warranty Search"
      subtitle="Look up the warranty of your film by warranty ID, email or plate number."
      media={<BannerMedia src={bannerImage} media={heroMedia(bannerMedia)} />}
      breadcrumbs={WARRANTY_SEARCH_CRUMBS}
      size="tall"
    >
      <form className={styles.form} role="search" action={WARRANTY_LIST_PATH} method="get" onSubmit={onSubmit} data-ready={mounted || undefined}>
        <label htmlFor={inputId} className="visually-hidden">
          Warranty ID, email or plate number
        </label>
        <input
          id={inputId}
          name="filter"
          type="search"
          className={styles.input}
          placeholder={WARRANTY_SEARCH_PLACEHOLDER}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Button type="submit" className={styles.button}>
          Search
        </Button>
      </form>
    </PageBanner>
  );
}

/** The call an empty search still makes; a refusal other than the message just shown is alerted. */
async function searchEmpty(shown: string): Promise<void> {
  try {
    const res = await checkWarranty('');
    if (res.code !== 1 && res.msg && res.msg !== shown) window.alert(res.msg);
  } catch {
    /* the client already showed the error toast */
  }
}
