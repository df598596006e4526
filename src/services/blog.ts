/**
 * Live blog calls from the browser (docs/product/api-calls.md#blog): keyword search and the next
 * page of a type's list
 * ("MORE+"). Build-time data covers everything else. Results carry absolute API media URLs.
 */
import { call, type ApiResult } from './http';
// Type-only import: the path literal is checked against the contract table at compile time, and
// TypeBox and the schemas stay out of the browser bundle.
import type { DataOf, Endpoints, QueryOf } from '../../contract/endpoints';

export type BlogListData = DataOf<'blogList'>;

const LIST: Endpoints['blogList']['path'] = '/api/Blog/list';

function blogList(params: QueryOf<'blogList'>, signal?: AbortSignal): Promise<ApiResult<BlogListData>> {
  return call<BlogListData>({ url: LIST, method: 'GET', params, signal });
}

/** GET /api/Blog/list?keywords=…&page=… */
export function searchBlogs(keywords: string, page = 1, signal?: AbortSignal): Promise<ApiResult<BlogListData>> {
  return blogList({ keywords, page }, signal);
}

/** GET /api/Blog/list?type=…&page=… */
export function blogsOfType(type: number, page: number, signal?: AbortSignal): Promise<ApiResult<BlogListData>> {
  return blogList({ type, page }, signal);
}
