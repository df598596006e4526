// Countries, regions, partner categories and dealer shops with their login accounts.
import type { Generated } from 'kysely';
import type { ContentColumns, Json } from './common';

export interface CountryTable extends ContentColumns {
  id: number;
  position: number;
  name: string;
}

export interface RegionTable extends ContentColumns {
  id: number;
  country_id: number;
  position: number;
  name: string;
}

export interface PartnerCategoryTable extends ContentColumns {
  id: number;
  image: string | null;
  name: string;
  desc: string;
}

export interface DealerTable extends ContentColumns {
  id: number;
  level: string;
  shop_name: string;
  shop_image: string | null;
  image: string | null;
  img: string | null;
  mobile: string;
  email: string;
  address: string;
  desc: string;
  content: string;
  keywords: string;
  stars: number;
  nation_id: number | null;
  city_id: number | null;
  /** WGS 84 degrees; both null when the dealer's place is not known (docs/product/nearest-partner.md) */
  lat: number | null;
  lng: number | null;
  /** JSON number[] of training ids */
  article_ids: Json;
  /** JSON number[] of tool ids */
  branding_ids: Json;
}

export interface AccountTable {
  shop_id: number;
  username: string;
  email: string;
  /** scrypt$N$r$p$salt$hash; '' while no password is set (a login an admin created, before the dealer's set-password link) */
  password_hash: Generated<string>;
  updated_at: string;
  /** 1: an admin disabled the login (no sign-in, no session, no reset mail) */
  disabled: Generated<number>;
}
