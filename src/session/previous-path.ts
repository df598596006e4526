/**
 * After every navigation the page scrolls to the top and the route left is stored under a key
 * for the previous path (docs/product/routes-and-screens.md#navigation-rules). The Login page reads
 * it to send a dealer back
 * where they came from (or to /DealerPortal when they came from a login-related page,
 * docs/product/states-and-transitions.md#login).
 *
 * Wire it in gatsby-browser:
 *   export const onRouteUpdate = ({ prevLocation }) => recordNavigation(prevLocation?.pathname)
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

/**
 * Call after each route change with the route being left. Stores it (first page loads have no
 * previous route and store nothing) and scrolls the new page to the top.
 */
export function recordNavigation(prevPathname: string | null | undefined): void {
  if (prevPathname) setPreviousPath(prevPathname);
  if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') {
    try {
      window.scrollTo(0, 0);
    } catch {
      /* jsdom and old browsers */
    }
  }
}

/** Whether a path is one of the auth pages (with or without trailing slash / route params). */
export function isLoginRelatedPath(pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  return LOGIN_RELATED_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * Where to go after logging in: back to the previous page, or /DealerPortal
 * (docs/product/states-and-transitions.md#login).
 */
export function postLoginDestination(previous: string | null = getPreviousPath()): string {
  return !previous || isLoginRelatedPath(previous) ? '/DealerPortal' : previous;
}
