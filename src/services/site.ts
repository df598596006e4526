/** Site-wide live data: the footer (GET /api/index/getFooter, docs/product/api-calls.md#site-and-home). */
import type { DataOf, Endpoints } from '../../contract/endpoints';
import { call, type ApiResult } from './http';

const FOOTER: Endpoints['footer']['path'] = '/api/index/getFooter';

/** Quiet: every page already shows the build-time footer. */
export function getFooter(): Promise<ApiResult<DataOf<'footer'>>> {
  return call({ method: 'GET', url: FOOTER, quiet: true });
}
