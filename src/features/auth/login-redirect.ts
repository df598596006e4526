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
  // Only same-site paths: a stored value is never used as an open redirect.
  if (!previous.startsWith('/') || previous.startsWith('//')) return DEALER_PORTAL;
  return previous;
}

export function currentLoginRedirect(): string {
  return loginRedirectTarget(getPreviousPath());
}
