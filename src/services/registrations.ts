/**
 * Warranty registration calls of the dealer portal (contract/registrations.ts, issue 37): the
 * films, the shop's rolls, one photo at a time, register, and the shop's own registrations. The
 * register and edit bodies are JSON (the other dealer calls are form fields); refusals come back
 * as code 0 with `data.errors` naming each field (FieldError).
 */
import type { DataOf, Endpoints, QueryOf } from '../../contract/endpoints';
import type { DEALER_PHOTO_PATH, RegistrationEdit, RegistrationRequest } from '../../contract/registrations';
import { call, loadHttp, type ApiResult } from './http';

const PRODUCTS: Endpoints['registrationProducts']['path'] = '/api/shop/registrationProducts';
const ROLLS: Endpoints['rolls']['path'] = '/api/shop/rolls';
const PHOTO: Endpoints['registrationPhoto']['path'] = '/api/shop/registrationPhoto';
const REGISTER: Endpoints['register']['path'] = '/api/shop/register';
const LIST: Endpoints['registrations']['path'] = '/api/shop/registrations';
const DETAIL: Endpoints['registrationDetail']['path'] = '/api/shop/registrationDetail';
const EDIT: Endpoints['registrationEdit']['path'] = '/api/shop/registrationEdit';
const PHOTO_FILE: typeof DEALER_PHOTO_PATH = '/api/shop/registrationPhotoFile';

const JSON_BODY = { 'Content-Type': 'application/json' };

export function getRegistrationProducts(): Promise<ApiResult<DataOf<'registrationProducts'>>> {
  return call({ method: 'GET', url: PRODUCTS });
}

/** The shop's rolls with the metres left (all of them: the form filters by the chosen film). */
export function getRolls(): Promise<ApiResult<DataOf<'rolls'>>> {
  return call({ method: 'GET', url: ROLLS });
}

/** Upload one photo (multipart field `file`); `onProgress` gets 0..1 as the bytes go. */
export function uploadRegistrationPhoto(
  file: File,
  onProgress?: (share: number) => void,
  signal?: AbortSignal,
): Promise<ApiResult<DataOf<'registrationPhoto'>>> {
  const form = new FormData();
  form.append('file', file);
  return call({
    method: 'POST',
    url: PHOTO,
    data: form,
    signal,
    onUploadProgress: (e) => onProgress?.(e.total ? Math.min(1, e.loaded / e.total) : 0),
  });
}

/** Register (JSON). A repeat of the same idempotency key answers the first registration again. */
export function register(body: RegistrationRequest): Promise<ApiResult<DataOf<'register'>>> {
  return call({ method: 'POST', url: REGISTER, data: JSON.stringify(body), headers: JSON_BODY });
}

export function getRegistrations(query: QueryOf<'registrations'>): Promise<ApiResult<DataOf<'registrations'>>> {
  const params: Record<string, string | number> = { page: query.page ?? 1 };
  if (query.search) params.search = query.search;
  return call({ method: 'GET', url: LIST, params });
}

export function getRegistrationDetail(id: string): Promise<ApiResult<DataOf<'registrationDetail'>>> {
  return call({ method: 'GET', url: DETAIL, params: { id } });
}

export function editRegistration(body: RegistrationEdit): Promise<ApiResult<DataOf<'registrationEdit'>>> {
  return call({ method: 'POST', url: EDIT, data: JSON.stringify(body), headers: JSON_BODY });
}

/**
 * A registration photo's bytes, for the shop that uploaded it (the `token` header, so not an
 * <img src>): a Blob, or null when refused (another shop's photo, or gone). Quiet: a missing
 * thumbnail is said beside it, not in a toast.
 */
export async function getRegistrationPhoto(id: string): Promise<Blob | null> {
  const http = await loadHttp();
  const res = await http.get<Blob>(PHOTO_FILE, { params: { id }, responseType: 'blob', quiet: true, validateStatus: () => true });
  const type = res.headers['content-type'];
  return res.status === 200 && typeof type === 'string' && type.startsWith('image/') ? res.data : null;
}
