/**
 * What dealer pages do when a call answers 401
 * (docs/product/roles-and-permissions.md#unauthorized-answers, docs/product/errors.md#http-401):
 * confirm 'please log in first';
 * OK goes to /Login, cancel goes to /.
 */
import { navigate } from 'gatsby';
import { MSG } from '../../contract/messages';

export function handleUnauthorized(): void {
  if (typeof window === 'undefined') return;
  const ok = window.confirm(MSG.loginFirst);
  void navigate(ok ? '/Login' : '/');
}
