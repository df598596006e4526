/**
 * The Edit Information form's checks, in the order of
 * docs/product/validation-messages.md#edit-information.
 */
import { MSG } from '../../contract/messages';
import { parseGeoInput } from '../partner/geo-input';

export interface EditFields {
  shop_name: string;
  mobile: string;
  nation_id: string;
  city_id: string;
  desc: string;
  /** the stored image path (uploadImg data.code) */
  shop_image: string;
  /** optional coordinates as typed (docs/product/nearest-partner.md#coordinates) */
  lat?: string;
  lng?: string;
}

const blank = (v: string | null | undefined): boolean => !v || v.trim() === '';

export function validateEdit(f: EditFields): string | null {
  if (blank(f.shop_name)) return MSG.fillDealerName;
  if (blank(f.mobile)) return MSG.fillTelephone;
  if (blank(f.nation_id)) return MSG.selectYourCountry;
  if (blank(f.city_id)) return MSG.selectYourRegion;
  if (blank(f.desc)) return MSG.enterDescription;
  if (blank(f.shop_image)) return MSG.uploadImage;
  const geo = parseGeoInput(f.lat ?? '', f.lng ?? '');
  if (!geo.ok) return geo.msg;
  return null;
}
