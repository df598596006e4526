// Registrations as the dealer and the console see them (contract/registrations.ts RegistrationDetail
// and RegistrationSummary), built from the stored rows in a few queries per page.
import { REG_LIMITS, areaLabels, kindOfProductType, type InstallationView, type RegistrationDetail, type RegistrationSummary } from '../../contract';
import type { Db } from '../db/database';
import { parseJson } from '../lib/json';
import { installationsOf, photosOf, rollUsesOf, shopNames, warrantiesOfRegistrations, type RegRow } from '../db/repositories/registration.repository';
import { warrantyView } from './register';
import { cmToMetres } from './request-checks';

/** until when the dealer may change it; null once past */
export function editableUntil(reg: RegRow, now = Date.now()): string | null {
  const until = Date.parse(reg.created_at) + REG_LIMITS.editDays * 86_400_000;
  return until > now ? new Date(until).toISOString() : null;
}

export async function summaries(db: Db, regs: RegRow[]): Promise<RegistrationSummary[]> {
  const ids = regs.map((r) => r.id);
  const [insts, ws, shops] = await Promise.all([
    installationsOf(db, ids),
    warrantiesOfRegistrations(db, ids),
    shopNames(
      db,
      regs.map((r) => r.shop_id),
    ),
  ]);
  return regs.map((r) => ({
    id: r.public_id,
    shop_id: r.shop_id,
    shop_name: shops.get(r.shop_id)?.shop_name ?? '',
    owner_name: r.owner_name,
    vin: r.vin,
    plate: r.plate,
    brand: r.brand,
    model: r.model,
    installation_date: r.installation_date,
    products: [...new Set(insts.filter((i) => i.registration_id === r.id).map((i) => i.product_name))].join(', '),
    warranties: ws.filter((w) => w.via === r.id).map((w) => warrantyView(w, r.id)),
    created_at: r.created_at,
    editable: editableUntil(r) !== null,
  }));
}

export async function detailOf(db: Db, reg: RegRow): Promise<RegistrationDetail> {
  const [insts, ws, shops, photos] = await Promise.all([
    installationsOf(db, [reg.id]),
    warrantiesOfRegistrations(db, [reg.id]),
    shopNames(db, [reg.shop_id]),
    photosOf(db, reg.id),
  ]);
  const uses = await rollUsesOf(
    db,
    insts.map((i) => i.id),
  );
  const installations: InstallationView[] = insts.map((i) => {
    const areas = parseJson<string[]>(i.areas, []);
    return {
      product_id: i.product_id,
      product_name: i.product_name,
      kind: kindOfProductType(i.product_type),
      areas,
      area_labels: areaLabels(areas),
      rolls: uses.filter((u) => u.installation_id === i.id).map((u) => ({ serial: u.serial, metres: cmToMetres(u.used_cm) })),
      term_years: i.term_years,
      valid_until: i.valid_until,
      warranty_no: i.warranty_no,
    };
  });
  return {
    id: reg.public_id,
    shop_id: reg.shop_id,
    shop_name: shops.get(reg.shop_id)?.shop_name ?? '',
    owner: { name: reg.owner_name, email: reg.owner_email, phone: reg.owner_phone },
    vehicle: { vin: reg.vin, plate: reg.plate, brand: reg.brand, model: reg.model },
    installation_date: reg.installation_date,
    installations,
    warranties: ws.map((w) => warrantyView(w, reg.id)),
    photos: photos.map((p) => p.public_id),
    created_at: reg.created_at,
    updated_at: reg.updated_at,
    editable_until: editableUntil(reg),
  };
}
