/**
 * The dealer session as the browser keeps it: the token and the shop info in two cookies
 * (js-cookie). The client-side "logged in" check is only whether they exist
 * (docs/product/roles-and-permissions.md#client-side-login-check); the
 * server is the authority. Safe to import during SSR: every function checks for `document`.
 */
import Cookies from 'js-cookie';
import { SHOP_INFO_COOKIE, SHOP_TOKEN_COOKIE } from './cookie-names';
import { clearDealerStorage } from './dealer-storage';

/**
 * The shop info object as stored after login. The API decides its fields; these are the ones
 * the UI reads, the rest are kept as is.
 */
export interface ShopInfo {
  id?: number | string;
  shop_name?: string;
  username?: string;
  token?: string;
  [key: string]: unknown;
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

/** Cookie attributes: strict same-site (no cross-site sends) and secure whenever served over https. */
export function cookieAttributes(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { sameSite: 'Strict', secure, path: '/' };
}

export function getToken(): string | null {
  if (!hasDocument()) return null;
  const token = Cookies.get(SHOP_TOKEN_COOKIE);
  return token ? token : null;
}

/** The stored shop info, or null when absent or not valid JSON (a tampered cookie is no session). */
export function getShopInfo(): ShopInfo | null {
  if (!hasDocument()) return null;
  const raw = Cookies.get(SHOP_INFO_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ShopInfo) : null;
  } catch {
    return null;
  }
}

/** Who is signed in, for keys of what the browser keeps per dealer (src/session/dealer-storage.ts): the shop info's id or username. */
export function sessionLogin(): string {
  const info = getShopInfo();
  return String(info?.id ?? info?.username ?? 'shop');
}

/**
 * Store a session after login (or after the session check finds one,
 * docs/product/states-and-transitions.md#login).
 */
export function setSession(token: string, info: ShopInfo | null | undefined): void {
  if (!hasDocument()) return;
  const attrs = cookieAttributes();
  Cookies.set(SHOP_TOKEN_COOKIE, token, attrs);
  Cookies.set(SHOP_INFO_COOKIE, JSON.stringify(info ?? {}), attrs);
  notifySessionChange();
}

/** Sign out in this browser: the cookies go, and with them what the dealer kept on this device (a registration draft). */
export function clearSession(): void {
  if (!hasDocument()) return;
  clearDealerStorage();
  const { path } = cookieAttributes();
  Cookies.remove(SHOP_TOKEN_COOKIE, { path });
  Cookies.remove(SHOP_INFO_COOKIE, { path });
  notifySessionChange();
}

/** The event fired on window when this tab changes the session, so mounted hooks re-read. */
export const SESSION_CHANGE_EVENT = 'carfilmmaster:session-change';

function notifySessionChange(): void {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') {
    window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
  }
}
