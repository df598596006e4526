/**
 * The site header: logo, the menu of docs/product/header-and-footer.md#header-menu (desktop
 * disclosure menus that also open on hover;
 * below 1280px the same list slides in as a drawer with expandable groups), the active section
 * from the route, the Login link and the Dealer Portal entry. Session-dependent parts render
 * only after mount (useSession().ready), so the static HTML is the logged-out-agnostic shell.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { useSession } from '../../session/use-session';
import { useModalFocus } from '../ui/use-modal-focus';
import { Logo } from './logo';
import { onDealerPortalClick } from './dealer-portal-click';
import { NavGroup } from './nav-group';
import { activeSectionId, DEALER_PORTAL_PATH, isCurrentLink, LOGIN_PATH, MAIN_MENU, type MenuSection } from './menu-data';
import * as styles from './header.module.css';

/** Draws the header's search box; it closes the drawer after a navigation (given by the route layer: the search is a feature). */
export type RenderSearch = (onNavigate: () => void) => React.ReactNode;

export interface HeaderProps {
  /** Current route (Gatsby's location.pathname): drives the active section. */
  pathname: string;
  /** The site search box, from the route layer (features/search); none when absent. Keep it a stable function: the header is memoized. */
  renderSearch?: RenderSearch;
  /**
   * 'overlay': transparent over a dark banner until the page scrolls (default);
   * 'solid': always filled (pages without a banner).
   */
  variant?: 'overlay' | 'solid';
  /**
   * Auth pages (Login, ForgetPassword …): the Dealer Portal entry is plain text when logged out
   * (docs/product/header-and-footer.md#dealer-portal-entry).
   */
  authPage?: boolean;
}

/**
 * Memoised, and the session is read only by the two links that depend on it: a state change in
 * the layout (the footer's refresh) or the session being read after mount re-renders those
 * links, not the whole menu (docs/product/page-weight.md#main-thread-work).
 */
export const Header = React.memo(function Header({ pathname, variant = 'overlay', authPage = false, renderSearch }: HeaderProps): JSX.Element {
  const [openGroup, setOpenGroup] = React.useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const [scrolled, setScrolled] = React.useState(false);
  const active = activeSectionId(pathname);
  const drawerId = 'site-menu';

  // A new route closes every menu.
  React.useEffect(() => {
    setOpenGroup(null);
    setDrawerOpen(false);
  }, [pathname]);

  // A click anywhere outside the header closes an open desktop menu (Safari does not move
  // focus on click, so the group's blur handler alone would miss it).
  const headerRef = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    if (!openGroup) return undefined;
    const onPointerDown = (e: PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openGroup]);

  React.useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // The mobile menu is a modal dialog: focus moves to its first link, Tab stays in the header bar
  // (the close button and the menu), Escape closes it and focus returns to the menu button.
  const barRef = React.useRef<HTMLDivElement>(null);
  const drawerRef = React.useRef<HTMLDivElement>(null);
  const closeDrawer = React.useCallback(() => setDrawerOpen(false), []);
  useModalFocus(barRef, drawerOpen, closeDrawer, { initialFocus: drawerRef });

  const renderSingle = (section: MenuSection) => {
    const to = section.to ?? '/';
    const isActive = active === section.id;
    // the active section is an attribute, not a class: tests find it in a production build too
    const item = { className: styles.item, 'data-active': isActive ? '' : undefined };
    if (section.dealer) {
      return (
        <li key={section.id} {...item}>
          <DealerPortalEntry label={section.label} current={isCurrentLink(to, pathname)} authPage={authPage} />
        </li>
      );
    }
    return (
      <li key={section.id} {...item}>
        <Link to={to} className={styles.topLink} aria-current={isCurrentLink(to, pathname) ? 'page' : undefined}>
          {section.label}
        </Link>
      </li>
    );
  };

  const solid = variant === 'solid' || scrolled || drawerOpen;

  return (
    <header ref={headerRef} className={[styles.header, solid ? styles.solid : ''].filter(Boolean).join(' ')}>
      <div
        ref={barRef}
        className={styles.bar}
        role={drawerOpen ? 'dialog' : undefined}
        aria-modal={drawerOpen || undefined}
        aria-label={drawerOpen ? 'Site menu' : undefined}
      >
        <Link to="/" className={styles.brand}>
          {/* Named by the logo itself, so the name starts with the visible wordmark (WCAG 2.5.3). */}
          <Logo title="Car Film Master home" className={styles.logo} />
        </Link>

        <button
          type="button"
          className={styles.burger}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setDrawerOpen((o) => !o)}
        >
          <span className={styles.burgerLines} aria-hidden="true" />
        </button>

        <div ref={drawerRef} id={drawerId} className={[styles.drawer, drawerOpen ? styles.drawerOpen : ''].filter(Boolean).join(' ')}>
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.menu} role="list">
              {MAIN_MENU.map((section) =>
                section.children ? (
                  <NavGroup
                    key={section.id}
                    section={section}
                    pathname={pathname}
                    active={active === section.id}
                    open={openGroup === section.id}
                    onOpenChange={(open) => setOpenGroup(open ? section.id : null)}
                  />
                ) : (
                  renderSingle(section)
                ),
              )}
            </ul>
          </nav>
          {renderSearch?.(() => setDrawerOpen(false))}
          <LoginLink current={isCurrentLink(LOGIN_PATH, pathname)} />
        </div>
        {drawerOpen && <div className={styles.backdrop} aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
      </div>
    </header>
  );
});

/** The Dealer Portal entry: plain text on auth pages when logged out (docs/product/header-and-footer.md#dealer-portal-entry). */
function DealerPortalEntry({ label, current, authPage }: { label: string; current: boolean; authPage: boolean }): JSX.Element {
  const session = useSession();
  if (authPage && session.ready && !session.loggedIn) return <span className={styles.topLink}>{label}</span>;
  return (
    <Link
      to={DEALER_PORTAL_PATH}
      className={styles.topLink}
      aria-current={current ? 'page' : undefined}
      onClick={(e: React.MouseEvent<HTMLAnchorElement>) => onDealerPortalClick(e, !!session.shopInfo)}
    >
      {label}
    </Link>
  );
}

/** The Login link, once the session is known to be logged out. */
function LoginLink({ current }: { current: boolean }): JSX.Element | null {
  const session = useSession();
  if (!session.ready || session.loggedIn) return null;
  return (
    <Link to={LOGIN_PATH} className={styles.login} aria-current={current ? 'page' : undefined}>
      Login
    </Link>
  );
}

export default Header;
