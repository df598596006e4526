import Cookies from 'js-cookie';
import { renderHook, act } from '@testing-library/react';
import { SHOP_INFO_COOKIE, SHOP_TOKEN_COOKIE } from '../../src/session/cookie-names';
import { clearSession, cookieAttributes, getShopInfo, getToken, setSession } from '../../src/session/session';
import { useSession } from '../../src/session/use-session';
import { PREV_PATH_KEY, getPreviousPath, isLoginRelatedPath, postLoginDestination, recordNavigation } from '../../src/session/previous-path';

describe('session cookies', () => {
  it('use names that carry the product name', () => {
    expect(SHOP_TOKEN_COOKIE).toContain('carfilmmaster');
    expect(SHOP_INFO_COOKIE).toContain('carfilmmaster');
    expect(SHOP_TOKEN_COOKIE).not.toBe(SHOP_INFO_COOKIE);
  });

  it('stores token and shop info and reads them back', () => {
    setSession('abc', { shop_name: 'Film Pro', id: 7 });
    expect(getToken()).toBe('abc');
    expect(getShopInfo()).toEqual({ shop_name: 'Film Pro', id: 7 });
    expect(Cookies.get(SHOP_TOKEN_COOKIE)).toBe('abc');
    clearSession();
    expect(getToken()).toBeNull();
    expect(getShopInfo()).toBeNull();
  });

  it('sets SameSite=Strict, and Secure only over https', () => {
    const set = jest.spyOn(Cookies, 'set');
    setSession('abc', {});
    expect(set).toHaveBeenCalledWith(SHOP_TOKEN_COOKIE, 'abc', expect.objectContaining({ sameSite: 'Strict', secure: false }));
    expect(set).toHaveBeenCalledWith(SHOP_INFO_COOKIE, '{}', expect.objectContaining({ sameSite: 'Strict' }));
    set.mockRestore();
    expect(cookieAttributes().secure).toBe(location.protocol === 'https:');
  });

  it('treats bad JSON in the info cookie as no info', () => {
    Cookies.set(SHOP_INFO_COOKIE, '{not json');
    expect(getShopInfo()).toBeNull();
    Cookies.set(SHOP_INFO_COOKIE, '"a string"');
    expect(getShopInfo()).toBeNull();
  });
});

describe('useSession', () => {
  it('is ready after mount and follows setSession/clearSession', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ ready: true, loggedIn: false, token: null, shopInfo: null });
    act(() => setSession('t1', { shop_name: 'S' }));
    expect(result.current.loggedIn).toBe(true);
    expect(result.current.token).toBe('t1');
    expect(result.current.shopInfo).toEqual({ shop_name: 'S' });
    act(() => clearSession());
    expect(result.current.loggedIn).toBe(false);
  });
});

describe('previous path', () => {
  it('stores the previous route under prevPath and scrolls to the top', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    recordNavigation('/blog');
    expect(window.sessionStorage.getItem(PREV_PATH_KEY)).toBe('/blog');
    expect(PREV_PATH_KEY).toBe('prevPath');
    expect(getPreviousPath()).toBe('/blog');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    recordNavigation(undefined);
    expect(getPreviousPath()).toBe('/blog');
  });

  it('sends a dealer back, or to /DealerPortal after a login-related page', () => {
    expect(isLoginRelatedPath('/ResetPwd/abc')).toBe(true);
    expect(isLoginRelatedPath('/Login/')).toBe(true);
    expect(isLoginRelatedPath('/LoginHelp')).toBe(false);
    expect(postLoginDestination('/PPF')).toBe('/PPF');
    expect(postLoginDestination('/ForgetPassword')).toBe('/DealerPortal');
    expect(postLoginDestination(null)).toBe('/DealerPortal');
  });
});
