/**
 * The home page's side menu: the site's menu groups in a drawer that slides in from the right,
 * for visitors who want to leave the slider. Uses the header's menu data (one source of truth).
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { DEALER_PORTAL_PATH, MAIN_MENU } from '../../components/layout/menu-data';
import { onDealerPortalClick } from '../../components/layout/dealer-portal-click';
import { useSession } from '../../session/use-session';
import { useModalFocus } from '../../components/ui/use-modal-focus';
import * as styles from './side-menu.module.css';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

export function SideMenu({ open, onClose }: SideMenuProps): JSX.Element {
  const panelRef = React.useRef<HTMLDivElement>(null);
  const session = useSession();

  // A modal dialog: focus in, Tab trapped, Escape closes, focus back to the menu button.
  useModalFocus(panelRef, open, onClose, { initialFocus: 'first' });

  return (
    <>
      <div className={`${styles.mask} ${open ? styles.maskOpen : ''}`} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id="home-side-menu"
        className={`${styles.panel} ${open ? styles.open : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        hidden={!open}
        data-testid="home-side-menu"
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <nav aria-label="Site">
          <ul className={styles.groups}>
            {MAIN_MENU.map((section) => (
              <li key={section.id} className={styles.group}>
                {section.dealer ? (
                  <Link
                    to={DEALER_PORTAL_PATH}
                    className={styles.groupLink}
                    data-testid="side-menu-dealer-portal"
                    onClick={(e) => {
                      // Same rule as the header's entry: log in first (docs/product/header-and-footer.md#dealer-portal-entry).
                      if (onDealerPortalClick(e, !!session.shopInfo)) onClose();
                    }}
                  >
                    {section.label}
                  </Link>
                ) : section.to ? (
                  <Link to={section.to} className={styles.groupLink} onClick={onClose}>
                    {section.label}
                  </Link>
                ) : (
                  <span className={styles.groupLabel}>{section.label}</span>
                )}
                {section.children ? (
                  <ul className={styles.links}>
                    {section.children.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to} className={styles.link} onClick={onClose}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
