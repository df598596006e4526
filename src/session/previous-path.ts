/**
 * After every navigation the page scrolls to the top and the route left is stored under a key
 * for the previous path (docs/product/routes-and-screens.md#navigation-rules). The Login page reads
 * it to send a dealer back
 * where they came from (or to /DealerPortal when they came from a login-related page,
 * docs/product/states-and-transitions.md#login).
 *
 * The stored value is the path AND its query string, so a page such as /TrainingDetail?id=…
 * comes back with its id after login.
 *
 * Wire it in gatsby-browser:
 *   export const onRouteUpdate = ({ prevLocation }) => recordNavigation(prevLocation)
 *   export const shouldUpdateScroll = () => { window.scrollTo(0, 0); return false }
 */

/** sessionStorage key of the previous route. */
export const PREV_PATH_KEY = 'prevPath';

/**
 * Routes after which a successful login goes to /DealerPortal instead of back
 * (docs/product/states-and-transitions.md#login).
 */
export const LOGIN_RELATED_PATHS = ['/Login', '/ForgetPassword', '/ChangePassword', '/ResetPwd'] as const;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled (privacy mode); the feature degrades to "no previous path"
  }
}

export function getPreviousPath(): string | null {
  return storage()?.getItem(PREV_PATH_KEY) ?? null;
}

export function setPreviousPath(pathname: string): void {
  try {
    storage()?.setItem(PREV_PATH_KEY, pathname);
  } catch {
    /* quota or disabled storage: nothing to do */
  }
}

/** The part of a location the previous path keeps: path and query (never the hash or origin). */
export interface RouteLocation {
  pathname: string;
  search?: string;
}

/** "/a?b=1" from a location; a bare path string passes through. */
export function pathWithQuery(loc: RouteLocation | string): string {
  if (typeof loc === 'string') return loc;
  const search = loc.search && loc.search !== '?' ? (loc.search.startsWith('?') ? loc.search : `?${loc.search}`) : '';
  return `${loc.pathname}${search}`;
}

/**
 * Call after each route change with the route being left. Stores it with its query (first page
 * loads have no previous route and store nothing) and scrolls the new page to the top.
 */
export function recordNavigation(prev: RouteLocation | string | null | undefined): void {
  if (prev && (typeof prev === 'string' || prev.pathname)) setPreviousPath(pathWithQuery(prev));
  if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') {
    try {
      window.scrollTo(0, 0);
    } catch {
      /* jsdom and old browsers */
    }
  }
}

/** Whether a path is one of the auth pages (with or without trailing slash / route params). */
export function isLoginRelatedPath(path: string | null | undefined): boolean {
  if (!path) return false;
  const pathname = path.replace(/[?#].*$/, '');
  return LOGIN_RELATED_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Where to go after logging in: back to the previous page, or /DealerPortal
 * (docs/product/states-and-transitions.md#login).
 */
export function postLoginDestination(previous: string | null = getPreviousPath()): string {
  return !previous || isLoginRelatedPath(previous) ? '/DealerPortal' : previous;
}
