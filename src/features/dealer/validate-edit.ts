/**
 * The Edit Information form's checks, in the order of
 * docs/product/validation-messages.md#edit-information.
 */
import { MSG } from '../../../contract/messages';
import { GEO_MSG, parseGeoInput } from '../../../contract/geo-input';

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

/**
 * The field a message of validateEdit is about: the one marked invalid and focused after the alert
 * (docs/product/accessibility.md#forms). "Both or neither" points at the coordinate left empty.
 */
export function editErrorField(f: EditFields, message: string): keyof EditFields | null {
  const byMessage: Record<string, keyof EditFields> = {
    [MSG.fillDealerName]: 'shop_name',
    [MSG.fillTelephone]: 'mobile',
    [MSG.selectYourCountry]: 'nation_id',
    [MSG.selectYourRegion]: 'city_id',
    [MSG.enterDescription]: 'desc',
    [MSG.uploadImage]: 'shop_image',
    [GEO_MSG.lat]: 'lat',
    [GEO_MSG.lng]: 'lng',
  };
  if (message === GEO_MSG.both) return blank(f.lat) ? 'lat' : 'lng';
  return byMessage[message] ?? null;
}
