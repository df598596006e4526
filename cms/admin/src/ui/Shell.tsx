// The frame of every screen: skip link, header with the signed-in editor, navigation, main area.
// Without a session it shows the sign-in form instead (and comes back to the same address).
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api';
import { SESSION_KEY, useSession } from '../lib/session';
import { TYPE_LABELS } from '../lib/catalogue';
import { setBrandZone } from '../lib/time';
import { AnnounceProvider } from './announce';
import { SignIn } from '../screens/SignIn';
import { ErrorNote } from './ErrorNote';

type Links = [to: string, label: string][];
const MAIN_LINKS: Links = [
  ['/', 'Home'],
  ['/live', 'Live site'],
  ['/pages', 'Pages'],
  ['/media', 'Media library'],
  ['/schedules', 'Schedules'],
  ['/registrations', 'Warranty registrations'],
  ['/account', 'Your account'],
];
const ADMIN_LINKS: Links = [
  ['/users', 'Users'],
  ['/dealer-logins', 'Dealer logins'],
  ['/audit', 'Audit log'],
  ['/submissions', 'Form submissions'],
  ['/rolls', 'Rolls'],
];

function NavList({ links }: { links: Links }) {
  return (
    <ul role="list">
      {links.map(([to, label]) => (
        <li key={to}>
          {/* "Home" is current on the home screen only, not under every address */}
          <NavLink to={to} end={to === '/'}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Shell() {
  const session = useSession();
  const qc = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);

  if (session.isPending)
    return (
      <main id="main" className="page-center">
        <p role="status">Loading the console…</p>
      </main>
    );
  if (session.isError)
    return (
      <main id="main" className="page-center">
        <h1>Editors’ console</h1>
        <ErrorNote error={session.error} retry={() => void session.refetch()} />
      </main>
    );
  const me = session.data;
  if (!me)
    return (
      <AnnounceProvider>
        <SignIn />
      </AnnounceProvider>
    );

  // every screen shows times in the brand's zone, which the session answer names
  setBrandZone(me.time_zone);

  const signOut = async () => {
    await call('DELETE', '/api/editor/session').catch(() => undefined);
    qc.clear();
    qc.setQueryData(SESSION_KEY, null);
  };

  return (
    <AnnounceProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <NavLink to="/" className="brand">
          Car Film Master <span className="brand-sub">Editors’ console</span>
        </NavLink>
        <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="nav" onClick={() => setMenuOpen((o) => !o)}>
          Menu
        </button>
        <div className="who">
          <span>
            {me.username} <span className="role">({me.role})</span>
          </span>
          <button type="button" className="btn btn-quiet" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <div className="layout">
        <nav
          id="nav"
          aria-label="Console"
          className={menuOpen ? 'nav open' : 'nav'}
          // a chosen link closes the menu on small screens
          onClickCapture={(e) => (e.target as HTMLElement).closest('a') && setMenuOpen(false)}
        >
          <NavList links={MAIN_LINKS} />
          <h2 className="nav-heading">Content</h2>
          <NavList links={Object.entries(TYPE_LABELS).map(([type, label]) => [`/items/${type}`, label])} />
          {me.role === 'admin' && (
            <>
              <h2 className="nav-heading">Admin</h2>
              <NavList links={ADMIN_LINKS} />
            </>
          )}
        </nav>
        <main id="main" tabIndex={-1}>
          <Outlet context={me} />
        </main>
      </div>
    </AnnounceProvider>
  );
}
