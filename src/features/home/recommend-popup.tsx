/**
 * The pop-up recommendation banner that opens when the loader finishes: a short pitch linking to
 * the contact page, closable (button or Escape). A modal dialog for keyboard and screen-reader
 * users (docs/product/accessibility.md#dialogs-and-menus): focus starts on its close button, Tab
 * stays inside, and on close focus goes back where it was.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { useModalFocus } from '../../components/ui/use-modal-focus';
import * as styles from './recommend-popup.module.css';

export interface RecommendPopupProps {
  open: boolean;
  onClose: () => void;
  image?: string | null;
}

export function RecommendPopup({ open, onClose, image }: RecommendPopupProps): JSX.Element | null {
  const closeRef = React.useRef<HTMLButtonElement>(null);
  const dialogRef = React.useRef<HTMLElement>(null);
  useModalFocus(dialogRef, open, onClose, { initialFocus: closeRef, lockScroll: false });

  if (!open) return null;
  return (
    <aside ref={dialogRef} className={styles.popup} role="dialog" aria-modal="true" aria-labelledby="recommend-title" data-testid="recommend-popup">
      {image ? <img className={styles.image} src={image} alt="" width={320} height={180} loading="lazy" /> : null}
      <div className={styles.body}>
        <p className={styles.eyebrow}>Recommended for you</p>
        <h2 id="recommend-title" className={styles.title}>
          Protect your paint with a certified installer
        </h2>
        <p className={styles.text}>Request a film sample or a quote, and a specialist near you will get back within one business day.</p>
        <Link to="/ContactUs" className={styles.cta} onClick={onClose}>
          Contact us
        </Link>
      </div>
      <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label="Close recommendation">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
