/**
 * The dealer session for components. `ready` is false during SSR and the first client render,
 * so session-dependent UI (Login link, Dealer Portal state) renders only after mount and the
 * static HTML hydrates without a mismatch (docs/architecture.md#static-and-live).
 */
import * as React from 'react';
import { getShopInfo, getToken, SESSION_CHANGE_EVENT, type ShopInfo } from './session';

export interface SessionState {
  /** False until mounted; treat everything else as unknown until then. */
  ready: boolean;
  /**
   * Client-side check only (docs/product/roles-and-permissions.md#client-side-login-check): the
   * token or the shop info exists.
   */
  loggedIn: boolean;
  token: string | null;
  shopInfo: ShopInfo | null;
}

const SERVER_STATE: SessionState = { ready: false, loggedIn: false, token: null, shopInfo: null };

function readSession(): SessionState {
  const token = getToken();
  const shopInfo = getShopInfo();
  return { ready: true, loggedIn: Boolean(token || shopInfo), token, shopInfo };
}

export function useSession(): SessionState {
  const [state, setState] = React.useState<SessionState>(SERVER_STATE);
  React.useEffect(() => {
    const refresh = () => setState(readSession());
    refresh();
    // Re-read when this tab logs in/out, and when the tab regains focus (another tab may have).
    window.addEventListener(SESSION_CHANGE_EVENT, refresh);
    window.addEventListener('focus', refresh);
    return () => {
      window.removeEventListener(SESSION_CHANGE_EVENT, refresh);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return state;
}
