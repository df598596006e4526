/**
 * The keyboard half of every modal dialog (the Modal, the mobile menu drawer, the home side menu
 * and the home pop-up; docs/product/accessibility.md#dialogs-and-menus): while `open`, focus moves
 * into the container, Tab and Shift+Tab stay inside it, Escape calls `onClose`, the page behind
 * does not scroll; on close focus returns to the element that had it when the dialog opened.
 */
import * as React from 'react';

export const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export interface ModalFocusOptions {
  /**
   * What gets focus on open: the container itself (default), its first focusable element, or the
   * first focusable element inside another element (e.g. the menu list of a drawer).
   */
  initialFocus?: 'container' | 'first' | React.RefObject<HTMLElement>;
  /** Lock the page scroll while open (default true). */
  lockScroll?: boolean;
}

/** The focusable elements inside `root` that are rendered (not hidden, not inert). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert], [aria-hidden="true"]'));
}

export function useModalFocus(ref: React.RefObject<HTMLElement>, open: boolean, onClose: () => void, options: ModalFocusOptions = {}): void {
  const { initialFocus = 'container', lockScroll = true } = options;
  // Keep the latest onClose without re-running the open/close effect on every render.
  const onCloseRef = React.useRef(onClose);
  React.useEffect(() => {
    onCloseRef.current = onClose;
  });

  React.useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    if (lockScroll) document.body.style.overflow = 'hidden';
    const root = ref.current;
    if (root) {
      const from = initialFocus === 'first' ? root : typeof initialFocus === 'object' ? initialFocus.current : null;
      const first = from ? (from.matches(FOCUSABLE) ? from : focusableIn(from)[0]) : undefined;
      (first ?? root).focus({ preventScroll: true });
    }

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      const box = ref.current;
      if (e.key !== 'Tab' || !box) return;
      const focusables = focusableIn(box);
      if (focusables.length === 0) {
        e.preventDefault();
        return;
      }
      const firstEl = focusables[0]!;
      const lastEl = focusables[focusables.length - 1]!;
      const active = document.activeElement;
      const inside = active instanceof Node && box.contains(active);
      if (e.shiftKey && (!inside || active === firstEl || active === box)) {
        e.preventDefault();
        lastEl.focus();
      } else if (!e.shiftKey && (!inside || active === lastEl)) {
        e.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (lockScroll) document.body.style.overflow = overflow;
      // Back to the opener, unless the dialog's action already moved focus elsewhere (e.g. a link).
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus({ preventScroll: true });
    };
  }, [open, ref, initialFocus, lockScroll]);
}
