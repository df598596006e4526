// Maps dealer rows to the contract's Partner, Dealer, PortalInfo and ShopEditable.
import type { Selectable } from 'kysely';
import type { Dealer, Partner, PortalInfo, ShopEditable, ShopLevel } from '../../contract';
import type { DealerTable } from '../db/tables/network.table';
import type { TrainingTable } from '../db/tables/training.table';
import type { MediaUrls } from '../lib/media-url';

type Row = Selectable<DealerTable>;
const level = (l: string): ShopLevel => (l === 'country_dealer' || l === 'certified_shop' ? l : 'reseller');

/** the columns a partner card needs (the search selects only these) */
export const PARTNER_COLUMNS = ['id', 'level', 'shop_name', 'img', 'shop_image', 'mobile', 'email', 'address', 'lat', 'lng'] as const;

export const partner =
  (m: MediaUrls) =>
  (row: Pick<Row, (typeof PARTNER_COLUMNS)[number]>): Partner => ({
    id: row.id,
    shop_name: row.shop_name,
    img: m.url(row.img ?? row.shop_image),
    mobile: row.mobile,
    email: row.email,
    address: row.address,
    lat: row.lat ?? null,
    lng: row.lng ?? null,
  });

export function dealer(m: MediaUrls, row: Row, articles: Selectable<TrainingTable>[]): Dealer {
  return {
    id: row.id,
    shop_name: row.shop_name,
    shop_image: m.url(row.shop_image),
    image: m.url(row.image),
    mobile: row.mobile,
    email: row.email,
    address: row.address,
    desc: row.desc,
    content: m.html(row.content),
    keywords: row.keywords,
    stars: Math.max(0, Math.min(5, row.stars)),
    level: level(row.level),
    articles: articles.map((a) => ({ id: a.id, image: m.url(a.image), title: a.title })),
    nation_id: row.nation_id ?? 1,
    city_id: row.city_id ?? 1,
    lat: row.lat ?? null,
    lng: row.lng ?? null,
  };
}

export const portalInfo = (m: MediaUrls, row: Row, nation: string, city: string): PortalInfo => ({
  id: row.id,
  shop_name: row.shop_name,
  shop_image: m.url(row.shop_image),
  mobile: row.mobile,
  email: row.email,
  address: row.address,
  desc: row.desc,
  nation,
  city,
  stars: row.stars,
  level: row.level,
});

/** shop_image is handed back as a stored path (/uploads/…), the form sends it back unchanged */
export const shopEditable = (m: MediaUrls, row: Row): ShopEditable => ({
  shop_name: row.shop_name,
  mobile: row.mobile,
  nation_id: row.nation_id,
  city_id: row.city_id,
  desc: row.desc,
  shop_image: row.shop_image ? (m.toStoredPath(row.shop_image) ?? row.shop_image) : '',
  shop_image_url: m.url(row.shop_image),
  lat: row.lat ?? null,
  lng: row.lng ?? null,
});
