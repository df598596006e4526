/**
 * Accessible modal dialog (APG dialog pattern): role=dialog + aria-modal, labelled by its title,
 * focus moved in on open, kept inside with Tab, restored on close; Escape, a click on the mask
 * and the close icon all close it (docs/product/states-and-transitions.md#trainer-pop-up). Rendered
 * in a portal on <body>.
 */
import * as React from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';
import * as styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called for Escape, a mask click and the close button. The parent sets `open` to false. */
  onClose: () => void;
  /** Dialog title; it names the dialog. */
  title: React.ReactNode;
  /** Keep the title for screen readers only (when the content shows its own big heading). */
  hideTitle?: boolean;
  children?: React.ReactNode;
  /** Width preset. */
  size?: 'md' | 'lg';
  closeLabel?: string;
  className?: string;
}

export function Modal({ open, onClose, title, hideTitle = false, children, size = 'md', closeLabel = 'Close', className }: ModalProps): JSX.Element | null {
  const dialogRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();
  useModalFocus(dialogRef, open, onClose);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      className={styles.mask}
      data-testid="modal-mask"
      // The backdrop is not a control: keyboard users close with Escape or the close button.
      role="presentation"
      // Only a press that starts and ends on the mask closes; a drag out of the dialog does not.
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.dataset.pressed = 'true';
      }}
      onClick={(e) => {
        const pressed = e.currentTarget.dataset.pressed === 'true';
        delete e.currentTarget.dataset.pressed;
        if (e.target === e.currentTarget && pressed) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

export default Modal;
