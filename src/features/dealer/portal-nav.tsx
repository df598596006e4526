/**
 * The dealer portal's own navigation, on each of its screens: the shop, registering an
 * installation, and the shop's registrations (issue 37). The current screen is marked
 * aria-current.
 */
import * as React from 'react';
import { Link } from 'gatsby';
import * as styles from './portal-nav.module.css';

export const PORTAL_LINKS = [
  { to: '/DealerPortal', label: 'My shop' },
  { to: '/RegisterInstallation', label: 'Register an installation' },
  { to: '/MyRegistrations', label: 'My registrations' },
] as const;

export type PortalScreen = (typeof PORTAL_LINKS)[number]['to'];

export function PortalNav({ current }: { current: PortalScreen | null }): JSX.Element {
  return (
    <nav aria-label="Dealer portal" className={styles.nav}>
      <ul className={styles.list} role="list">
        {PORTAL_LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={styles.link} aria-current={l.to === current ? 'page' : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
