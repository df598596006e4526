/**
 * Dealer-portal calls (`auth: 'dealer'` in the contract). They answer HTTP 401 without a valid
 * token; http.ts resolves that, so the screens see `status === 401` and ask the visitor to log
 * in (src/features/dealer/use-dealer-call.ts).
 */
import type { DataOf, Endpoints, QueryOf } from '../../contract/endpoints';
import { call, type ApiResult } from './http';

const PORTAL_INFO: Endpoints['portalInfo']['path'] = '/api/shop/info';
const OWN_INFO: Endpoints['ownInfo']['path'] = '/api/shop/getInfos';
const BRANDING_LIST: Endpoints['brandingList']['path'] = '/api/shop/myGoods';
const BRANDING_DETAIL: Endpoints['brandingDetail']['path'] = '/api/shop/goodsDetail';
const SAVE_INFO: Endpoints['saveInfo']['path'] = '/api/shop/saveInfo';
const TRAIN_DETAIL: Endpoints['shopTrainDetail']['path'] = '/api/shop/getTrainDetail';

export function getPortalInfo(): Promise<ApiResult<DataOf<'portalInfo'>>> {
  return call({ method: 'GET', url: PORTAL_INFO });
}

export function getOwnInfo(): Promise<ApiResult<DataOf<'ownInfo'>>> {
  return call({ method: 'GET', url: OWN_INFO });
}

export function getBrandingList(page: number): Promise<ApiResult<DataOf<'brandingList'>>> {
  return call({ method: 'GET', url: BRANDING_LIST, params: { page } });
}

export function getBrandingDetail(id: number): Promise<ApiResult<DataOf<'brandingDetail'>>> {
  return call({ method: 'GET', url: BRANDING_DETAIL, params: { id } });
}

/** Edit shop info: sent as GET with the fields in the query (docs/product/api-calls.md#dealer-portal). */
export function saveInfo(query: QueryOf<'saveInfo'>): Promise<ApiResult<DataOf<'saveInfo'>>> {
  return call({ method: 'GET', url: SAVE_INFO, params: query });
}

export function getShopTrainDetail(id: number, shopId?: number): Promise<ApiResult<DataOf<'shopTrainDetail'>>> {
  const params: Record<string, number> = { id };
  if (shopId) params.shop_id = shopId;
  return call({ method: 'GET', url: TRAIN_DETAIL, params });
}
