// Dealer portal calls (token required): own info, editing it, own branding elements, training detail.
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { MSG } from '../../../contract';
import { define } from '../define';
import { TOO_MANY, refuse } from '../../lib/envelope';
import { throttleKey } from '../../lib/throttle';
import { ids } from '../../lib/json';
import { LIMITS, clean, firstFailure, tooLong } from '../../lib/checks';
import { nowIso } from '../../lib/tokens';
import { notifyChange } from '../../editor/notify';
import { PER_PAGE, pageWindow, paged } from '../../lib/paging';
import { findCountry, findRegion, ownDealer } from '../../db/repositories/network.repository';
import { toolsByIds } from '../../db/repositories/goods.repository';
import { findTraining } from '../../db/repositories/training.repository';
import { portalInfo, shopEditable } from '../../mappers/network.mapper';
import { toolDetail } from '../../mappers/goods.mapper';
import { applyDealerEdit } from '../../db/repositories/editor-docs.repository';
import { NO_TRAINING, buildTrainingDetail } from '../index/training';
import { parseGeoInput } from '../../../contract/geo-input';

const NO_SHOP = 'Your shop could not be found.';
const NOT_YOURS = 'This branding element is not available to your shop.';
const positiveInt = (s: string) => (/^[0-9]{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : null);

export default async function shopPortalRoutes(app: FastifyInstance) {
  const { db, media: m, config, throttle } = app.cms;
  const brandingOf = async (shopId: number) => {
    const shop = await ownDealer(db, shopId);
    return shop ? toolsByIds(db, ids(shop.branding_ids)) : [];
  };
  /** the stored image path when it names a file in the upload folder */
  const existingImage = (value: string) => {
    const stored = m.toStoredPath(value);
    if (!stored) return null;
    const file = path.join(config.uploadDir, stored.slice('/uploads/'.length));
    return file.startsWith(config.uploadDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile() ? stored : null;
  };

  define(app, 'portalInfo', async ({ dealer }) => {
    const shop = await ownDealer(db, dealer.shopId);
    if (!shop) return refuse(NO_SHOP);
    const [nation, city] = await Promise.all([
      shop.nation_id ? findCountry(db, shop.nation_id) : undefined,
      shop.city_id ? findRegion(db, shop.city_id) : undefined,
    ]);
    return portalInfo(m, shop, nation?.name ?? '', city?.name ?? '');
  });

  define(app, 'ownInfo', async ({ dealer }) => {
    const shop = await ownDealer(db, dealer.shopId);
    return shop ? shopEditable(m, shop) : refuse(NO_SHOP);
  });

  define(app, 'saveInfo', async ({ query, dealer }) => {
    // every save counts, valid or not: a dealer cannot hammer the database or the rebuild hook
    if (!(await throttle.allow(config.throttleMax, throttleKey('save:shop', String(dealer.shopId))))) return refuse(TOO_MANY, 429);
    const f = {
      shop_name: clean(query.shop_name),
      mobile: clean(query.mobile),
      nation_id: clean(query.nation_id),
      city_id: clean(query.city_id),
      desc: clean(query.desc),
      shop_image: clean(query.shop_image),
    };
    const nationId = positiveInt(f.nation_id);
    const cityId = positiveInt(f.city_id);
    const first = firstFailure([
      [!!f.shop_name, MSG.fillDealerName],
      [!!f.mobile, MSG.fillTelephone],
      [nationId !== null, MSG.selectYourCountry],
      [cityId !== null, MSG.selectYourRegion],
      [!!f.desc, MSG.enterDescription],
      [!!f.shop_image, MSG.uploadImage],
      [f.shop_name.length <= LIMITS.short, tooLong('dealer name', LIMITS.short)],
      [f.mobile.length <= LIMITS.short, tooLong('telephone', LIMITS.short)],
      [f.desc.length <= LIMITS.text, tooLong('description', LIMITS.text)],
    ]);
    if (first) return refuse(first);
    // coordinates are optional: not sent keeps them, both empty clears them (docs/product/nearest-partner.md#coordinates)
    const geo = query.lat === undefined && query.lng === undefined ? null : parseGeoInput(query.lat ?? '', query.lng ?? '');
    if (geo && !geo.ok) return refuse(geo.msg);
    const nation = await findCountry(db, nationId!);
    if (!nation) return refuse(MSG.selectYourCountry);
    const city = await findRegion(db, cityId!);
    if (!city || city.country_id !== nation.id) return refuse(MSG.selectYourRegion);
    const image = existingImage(f.shop_image);
    if (!image) return refuse(MSG.uploadImage);
    const edit = {
      shop_name: f.shop_name,
      mobile: f.mobile,
      nation_id: nation.id,
      city_id: city.id,
      desc: f.desc,
      shop_image: image,
      ...(geo?.ok ? { lat: geo.lat, lng: geo.lng } : {}),
    };
    const at = nowIso();
    // the preview, the editors' copy and the publish log follow the dealer's own (live) edit
    const changed = await applyDealerEdit(db, dealer.shopId, edit, at);
    // a real change is a content change like any other (preview, build hook); an unchanged save notifies nobody
    if (changed) void notifyChange(app.cms.config, app.log, `dealers/${dealer.shopId}`, true, 'update');
    const shop = await ownDealer(db, dealer.shopId);
    return shop ? shopEditable(m, shop) : refuse(NO_SHOP);
  });

  define(app, 'brandingList', async ({ query, dealer }) => {
    const w = pageWindow(query.page, PER_PAGE.branding);
    const all = await brandingOf(dealer.shopId);
    const page = all.slice(w.offset, w.offset + w.perPage);
    return paged(
      page.map((t) => ({ goods_id: t.id, good: { goods_image: m.url(t.goods_image), goods_name: t.goods_name, desc: t.desc } })),
      all.length,
      w,
    );
  });

  define(app, 'brandingDetail', async ({ query, dealer }) => {
    const tool = (await brandingOf(dealer.shopId)).find((t) => t.id === query.id);
    return tool ? toolDetail(m, tool) : refuse(NOT_YOURS);
  });

  define(app, 'shopTrainDetail', async ({ query }) => {
    const row = await findTraining(db, query.id);
    return row ? buildTrainingDetail(db, m, row, query.shop_id) : refuse(NO_TRAINING);
  });
}
