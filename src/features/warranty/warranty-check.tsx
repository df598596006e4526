/**
 * /WarrantyCheck: the search box and the live 'As of …' sentence
 * (docs/product/content-pages.md#warrantycheck,
 * docs/product/states-and-transitions.md#warranty-search,
 * docs/product/validation-messages.md#warranty-search).
 * Empty input alerts MSG.warrantyInput and the search call is still made; code 1 goes to
 * /Warrantylist?filter=…, a refusal alerts the server's msg.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { MSG } from '../../../contract/messages';
import { checkWarranty } from '../../services/warranty';
import { ClientsSentence } from './clients-sentence';
import { useIsMobile } from './use-is-mobile';
import * as styles from './warranty.module.css';

export const DESKTOP_PLACEHOLDER = 'warranty ID / email / Plate No.';
export const MOBILE_PLACEHOLDER = 'warranty ID / tel / email / VIN / Plate No.';

export function warrantyListPath(filter: string): string {
  return `/Warrantylist?filter=${encodeURIComponent(filter)}`;
}

export interface WarrantyCheckProps {
  /** Build-time client count (CmsWarrantyCount), shown until the live count arrives. */
  fallbackCount: string | null;
  /** Why /Warrantylist sent the visitor back (its refused search's msg), from navigation state. */
  notice?: string | null;
}

export function WarrantyCheck({ fallbackCount, notice }: WarrantyCheckProps): JSX.Element {
  const [text, setText] = React.useState('');
  const [busy, setBusy] = React.useState(false);
  const busyRef = React.useRef(false);
  const mobile = useIsMobile();
  const inputRef = React.useRef<HTMLInputElement>(null);

  // Whatever was typed before the page hydrated counts too.
  React.useEffect(() => {
    if (inputRef.current?.value) setText(inputRef.current.value);
  }, []);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busyRef.current) return;
    const filter = (inputRef.current?.value ?? text).trim();
    if (!filter) window.alert(MSG.warrantyInput); // …and the search call is still made (docs/product/validation-messages.md#warranty-search)
    busyRef.current = true;
    setBusy(true);
    try {
      const res = await checkWarranty(filter);
      if (res.code === 1 && filter) {
        void navigate(warrantyListPath(filter));
        return;
      }
      // Do not repeat the very message the visitor has just dismissed.
      if (res.code !== 1 && res.msg && !(filter === '' && res.msg === MSG.warrantyInput)) window.alert(res.msg);
    } catch {
      /* the client already showed the error toast */
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <section className={styles.check}>
      <div className="container">
        <form className={styles.searchForm} onSubmit={onSubmit} role="search" aria-label="Warranty">
          <label htmlFor="warranty-filter" className="visually-hidden">
            Warranty ID, telephone, email, VIN or plate number
          </label>
          <input
            ref={inputRef}
            id="warranty-filter"
            className={styles.searchInput}
            type="search"
            name="filter"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={mobile ? MOBILE_PLACEHOLDER : DESKTOP_PLACEHOLDER}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className={styles.searchButton} disabled={busy} aria-busy={busy}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m13.5 13.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>Search</span>
          </button>
        </form>
        {notice ? (
          <p className={styles.notice} role="status" data-testid="warranty-notice">
            {notice}
          </p>
        ) : null}
        <ClientsSentence fallbackCount={fallbackCount} />
      </div>
    </section>
  );
}

export default WarrantyCheck;
