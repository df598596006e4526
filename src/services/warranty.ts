/**
 * Warranty lookups from the browser (docs/product/api-calls.md#warranty: warranty search, client
 * count). Every function
 * goes through the shared `call()` and returns the {code, data, msg} envelope untouched: the
 * screens decide what a refusal means (alert, redirect, empty state).
 */
import type { DataOf, Endpoints } from '../../contract/endpoints';
import { call, type ApiResult } from './http';

// The path literals are checked against the contract table at compile time (type-only import:
// no TypeBox in the browser bundle).
const CHECK: Endpoints['checkWarranty']['path'] = '/api/Warranty/checkWarranty';
const LIST: Endpoints['warrantyList']['path'] = '/api/Warranty/getWarrantysList';
const DETAIL: Endpoints['warrantyDetail']['path'] = '/api/Warranty/getWarrantysDetail';
const COUNT: Endpoints['warrantyCount']['path'] = '/api/Warranty/getWarrantys';

/** The search of the WarrantyCheck box (code 1 → go to the list; code 0 → alert msg). */
export function checkWarranty(filter: string): Promise<ApiResult<DataOf<'checkWarranty'>>> {
  return call({ method: 'GET', url: CHECK, params: { filter } });
}

/** The cards of /Warrantylist for a filter (warranty ID, tel, email, VIN or plate). */
export function getWarrantyList(filter: string): Promise<ApiResult<DataOf<'warrantyList'>>> {
  return call({ method: 'GET', url: LIST, params: { filter } });
}

/** One warranty for /WarrantyInfo; `key` is the search that found it (it unmasks the owner's data when it is theirs). */
export function getWarrantyDetail(id: string, key?: string): Promise<ApiResult<DataOf<'warrantyDetail'>>> {
  return call({ method: 'GET', url: DETAIL, params: key ? { id, key } : { id } });
}

/** The world-wide client count (a number as a string). */
/** Quiet: the page already shows the build-time count. */
export function getWarrantyCount(): Promise<ApiResult<DataOf<'warrantyCount'>>> {
  return call({ method: 'GET', url: COUNT, quiet: true });
}
