/**
 * Public form submissions and the live contact info (docs/product/api-calls.md#site-and-home:
 * become partner, contact info,
 * "contact submit"). Bodies are plain objects: http.ts sends them form-urlencoded.
 */
import type { BodyOf, DataOf, Endpoints } from '../../contract/endpoints';
import { call, type ApiResult } from './http';

const JOIN: Endpoints['joinUs']['path'] = '/api/index/joinUs';
const CONTACT: Endpoints['contactUs']['path'] = '/api/index/contactUs';
const CONTACT_INFO: Endpoints['contactInfo']['path'] = '/api/index/getConactInfo';

export function joinUs(body: BodyOf<'joinUs'>): Promise<ApiResult<DataOf<'joinUs'>>> {
  return call({ method: 'POST', url: JOIN, data: body });
}

export function contactUs(body: BodyOf<'contactUs'>): Promise<ApiResult<DataOf<'contactUs'>>> {
  return call({ method: 'POST', url: CONTACT, data: body });
}

/** Quiet: the page already shows the build-time contact info. */
export function getContactInfo(): Promise<ApiResult<DataOf<'contactInfo'>>> {
  return call({ method: 'GET', url: CONTACT_INFO, quiet: true });
}
