// Registered warranties in the shape of the content's warranty rows, so the public warranty check
// (cms/routes/warranty/index.ts) finds, masks and shows both alike, with a void one marked as such.
import type { Selectable } from 'kysely';
import { areaLabels } from '../../contract';
import type { Db } from '../db/database';
import type { WarrantyTable } from '../db/tables/warranty.table';
import { installationsOfWarranty, shopNames, type RegWarrantyRow } from '../db/repositories/registration.repository';

export type PublicWarrantyRow = Selectable<WarrantyTable> & { voided?: { reason: string; at: string } | null };

export async function publicRows(db: Db, rows: RegWarrantyRow[]): Promise<PublicWarrantyRow[]> {
  const shops = await shopNames(
    db,
    rows.map((w) => w.shop_id),
  );
  return Promise.all(
    rows.map(async (w) => {
      const insts = await installationsOfWarranty(db, w.id);
      const days = [...new Set(insts.map((i) => i.installation_date))];
      const construction = days.map((day) => ({
        ConstructionDate: `${day} 00:00:00`,
        items: insts
          .filter((i) => i.installation_date === day)
          .map((i) => ({
            VehicleId: `RI-${i.id}`,
            name: i.product_name,
            vnames: areaLabels(i.areaIds),
            StockNo: i.serials.join(', '),
            baozhiqi: `${i.term_years} years (until ${i.valid_until})`,
          })),
      }));
      const shop = shops.get(w.shop_id);
      return {
        status: 'published' as const,
        updated_at: w.updated_at,
        public_id: w.public_id,
        warranty_no: w.warranty_no,
        product_type: w.product_type,
        cpname: [...new Set(insts.map((i) => i.product_name))].join(', '),
        customer_name: w.owner_name,
        customer_email: w.owner_email,
        phone: w.owner_phone,
        plate: w.plate,
        vin: w.vin,
        car_brand: w.brand,
        car_model: w.model,
        store_name: shop?.shop_name ?? '',
        store_address: shop?.address ?? '',
        construction: JSON.stringify(construction),
        key_no: w.key_no,
        key_email: w.key_email,
        key_phone: w.key_phone,
        key_plate: w.key_plate,
        key_vin: w.key_vin,
        voided: w.state === 'void' ? { reason: w.void_reason ?? '', at: w.voided_at ?? w.updated_at } : null,
      };
    }),
  );
}
