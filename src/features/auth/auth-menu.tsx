/**
 * The slide-out menu the auth pages share (docs/product/content-pages.md#auth-pages): a panel listing Login,
 * Forget Password and Change Password that slides in from the side, plus the Dealer Portal
 * entry, which is plain text when logged out and a link when logged in (session read after
 * mount). Disclosure pattern: the toggle has aria-expanded; Escape and the backdrop close it.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import { useSession } from '../../session/use-session';
import * as styles from './auth.module.css';

export const AUTH_LINKS = [
  { label: 'Login', to: '/Login' },
  { label: 'Forget Password', to: '/ForgetPassword' },
  { label: 'Change Password', to: '/ChangePassword' },
] as const;

export function AuthMenu({ pathname }: { pathname: string }): JSX.Element {
  const [open, setOpen] = React.useState(false);
  const session = useSession();
  const panelId = 'auth-menu-panel';
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const panelRef = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const current = (to: string) => pathname.replace(/\/+$/, '') === to;

  return (
    <div className={styles.menuWrap}>
      <button ref={toggleRef} type="button" className={styles.menuToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span className={styles.menuIcon} aria-hidden="true" />
        Account menu
      </button>
      {open && <div className={styles.menuBackdrop} aria-hidden="true" onClick={() => setOpen(false)} />}
      <nav
        ref={panelRef}
        id={panelId}
        aria-label="Account"
        className={[styles.menuPanel, open ? styles.menuOpen : ''].filter(Boolean).join(' ')}
        // Closed: out of the tab order and the accessibility tree.
        hidden={!open}
        data-testid="auth-menu"
      >
        <div className={styles.menuHead}>
          <span className={styles.menuTitle}>Dealer account</span>
          <button type="button" className={styles.menuClose} onClick={() => setOpen(false)} aria-label="Close account menu">
            ×
          </button>
        </div>
        <ul role="list" className={styles.menuList}>
          {AUTH_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className={styles.menuLink} aria-current={current(l.to) ? 'page' : undefined} onClick={() => setOpen(false)}>
                {l.label}
              </Link>
            </li>
          ))}
          <li>
            {session.ready && session.loggedIn ? (
              <Link to="/DealerPortal" className={styles.menuLink}>
                Dealer Portal
              </Link>
            ) : (
              <span className={`${styles.menuLink} ${styles.menuText}`}>Dealer Portal</span>
            )}
          </li>
        </ul>
      </nav>
    </div>
  );
}
