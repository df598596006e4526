/**
 * Live training calls (docs/product/api-calls.md#training: addresses take train_id and country_id).
 * The course list is
 * static; only the addresses of another region are loaded from the browser.
 */
import type { TrainAddress } from '../../contract/training';
import { call } from './http';

/** GET /api/index/getAreas (path as in contract/endpoints.ts `areas`). */
export const AREAS_PATH = '/api/index/getAreas';

/**
 * The addresses of course `trainId` in country `countryId`. Resolves to the list on success and
 * rejects on any failure (network, HTTP error, code ≠ 1): the caller clears its list
 * (docs/product/states-and-transitions.md#training-addresses).
 */
export async function getAreas(trainId: number, countryId: number, signal?: AbortSignal): Promise<TrainAddress[]> {
  const res = await call<TrainAddress[]>({ method: 'GET', url: AREAS_PATH, params: { train_id: trainId, country_id: countryId }, signal });
  if (res.code !== 1 || !Array.isArray(res.data)) throw new Error(res.msg || 'getAreas failed');
  return res.data;
}
