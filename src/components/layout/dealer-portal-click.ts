/**
 * The Dealer Portal entry, wherever it is shown (header, home side menu): it navigates only when
 * the dealer's shop info exists; otherwise it asks to log in first and goes to Login on OK
 * (docs/product/header-and-footer.md#dealer-portal-entry).
 */
import type * as React from 'react';
import { navigate } from 'gatsby';
import { MSG } from '../../../contract/messages';
import { LOGIN_PATH } from './menu-data';

/** Click handler of a Dealer Portal link; returns whether the link may navigate. */
export function onDealerPortalClick(e: React.MouseEvent<HTMLAnchorElement>, hasShopInfo: boolean): boolean {
  if (hasShopInfo) return true;
  e.preventDefault();
  if (window.confirm(MSG.loginFirst)) void navigate(LOGIN_PATH);
  return false;
}
