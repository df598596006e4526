/**
 * Dealer session and password calls (docs/product/api-calls.md#session-and-passwords: session
 * check, login, forgot password,
 * "Change password", "Reset status", "reset"), plus logout (revokes the token server-side).
 */
import type { BodyOf, DataOf, Endpoints } from '../../contract/endpoints';
import { call, type ApiResult } from './http';

const SESSION: Endpoints['sessionInfo']['path'] = '/api/login/info';
const LOGIN: Endpoints['login']['path'] = '/api/login/login';
const LOGOUT: Endpoints['logout']['path'] = '/api/login/logout';
const FORGET: Endpoints['forgetPwd']['path'] = '/api/login/forgetPwd';
const CHANGE: Endpoints['changePwd']['path'] = '/api/login/changePwd';
const RESET: Endpoints['resetPwd']['path'] = '/api/login/resetpwd';
const LINK_EXPIRE: Endpoints['linkExpire']['path'] = '/api/login/getLinkExpire';

export function getSessionInfo(): Promise<ApiResult<DataOf<'sessionInfo'>>> {
  return call({ method: 'GET', url: SESSION });
}

export function login(body: BodyOf<'login'>): Promise<ApiResult<DataOf<'login'>>> {
  return call({ method: 'POST', url: LOGIN, data: body });
}

export function logout(): Promise<ApiResult<DataOf<'logout'>>> {
  return call({ method: 'POST', url: LOGOUT, data: {} });
}

export function forgetPassword(body: BodyOf<'forgetPwd'>): Promise<ApiResult<DataOf<'forgetPwd'>>> {
  return call({ method: 'POST', url: FORGET, data: body });
}

export function changePassword(body: BodyOf<'changePwd'>): Promise<ApiResult<DataOf<'changePwd'>>> {
  return call({ method: 'POST', url: CHANGE, data: body });
}

export function resetPassword(body: BodyOf<'resetPwd'>): Promise<ApiResult<DataOf<'resetPwd'>>> {
  return call({ method: 'POST', url: RESET, data: body });
}

export function getLinkExpire(code: string): Promise<ApiResult<DataOf<'linkExpire'>>> {
  return call({ method: 'GET', url: LINK_EXPIRE, params: { code } });
}
