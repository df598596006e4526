/**
 * Where the Login page sends a dealer who is (or just got) logged in
 * (docs/product/states-and-transitions.md#login): back to the
 * previous page, or to /DealerPortal when there is none or it was one of the auth pages
 * (Login, ForgetPassword, ChangePassword, ResetPwd/<code>). The previous path is recorded by
 * the session module on every route change.
 */
import { getPreviousPath, isLoginRelatedPath } from '../../session/previous-path';

export const DEALER_PORTAL = '/DealerPortal';

export function loginRedirectTarget(previous: string | null | undefined): string {
  if (!previous || isLoginRelatedPath(previous)) return DEALER_PORTAL;
  return sameSitePath(previous) ?? DEALER_PORTAL;
}

export function currentLoginRedirect(): string {
  return loginRedirectTarget(getPreviousPath());
}

/**
 * The path and query of `value` when it names a page of this site, else null: a stored value is
 * never used as an open redirect ("//host", "/\\host", "http:…" and control characters are refused).
 */
export function sameSitePath(value: string): string | null {
  // control characters are refused on purpose: they can smuggle a second path past the checks below
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return null;
  try {
    const base = 'http://site.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
