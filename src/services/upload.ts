/**
 * The one image upload (docs/product/api-calls.md#dealer-portal: POST /api/common/uploadImg,
 * multipart field `file`; data.code is
 * the stored path to send back as shop_image). FormData passes through http.ts untouched, so the
 * browser sets the multipart boundary itself.
 */
import type { DataOf, Endpoints } from '../../contract/endpoints';
import { call, type ApiResult } from './http';

const UPLOAD: Endpoints['uploadImg']['path'] = '/api/common/uploadImg';

export function uploadImage(file: File): Promise<ApiResult<DataOf<'uploadImg'>>> {
  const form = new FormData();
  form.append('file', file);
  return call({ method: 'POST', url: UPLOAD, data: form });
}
