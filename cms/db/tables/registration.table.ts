// Warranty registration records (cms/db/migrations/2026-11-28-warranty-registration.ts): rolls,
// registrations, the warranties they made, installations, roll uses and photos. Not content.
import type { Generated } from 'kysely';

export interface RollTable {
  id: Generated<number>;
  serial: string;
  product_id: number;
  /** lengths in centimetres, so sums stay exact */
  length_cm: number;
  used_cm: Generated<number>;
  /** the dealer it was shipped to; null while in stock */
  shop_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface RegistrationTable {
  id: Generated<number>;
  public_id: string;
  shop_id: number;
  idempotency_key: string;
  owner_name: string;
  owner_email: string;
  owner_phone: string;
  vin: string;
  plate: string;
  brand: string;
  model: string;
  /** YYYY-MM-DD in the brand's time zone */
  installation_date: string;
  /** JSON string[]: the warnings answered (a repeat answers them again) */
  warnings: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface RegWarrantyTable {
  id: Generated<number>;
  public_id: string;
  warranty_no: string;
  /** 0 window film, 1 PPF */
  product_type: number;
  /** the shop that registered its first installation */
  shop_id: number;
  /** the registration that made it */
  registration_id: number;
  owner_name: string;
  owner_email: string;
  owner_phone: string;
  vin: string;
  plate: string;
  brand: string;
  model: string;
  key_no: string;
  key_email: string;
  key_phone: string;
  key_plate: string;
  key_vin: string;
  state: Generated<'live' | 'void'>;
  /** `<vin>|<product_type>` while live, null once void: unique, one live warranty per VIN and kind */
  live_key: string | null;
  void_reason: string | null;
  voided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface InstallationTable {
  id: Generated<number>;
  registration_id: number;
  warranty_id: number;
  product_id: number;
  product_name: string;
  product_type: number;
  /** JSON string[] of contract/registrations.ts AREAS ids */
  areas: string;
  installation_date: string;
  term_years: number;
  valid_until: string;
  shop_id: number;
  created_at: string;
}

export interface RollUseTable {
  id: Generated<number>;
  installation_id: number;
  roll_id: number;
  used_cm: number;
}

export interface RegPhotoTable {
  id: Generated<number>;
  public_id: string;
  shop_id: number;
  /** null until a registration takes it */
  registration_id: number | null;
  position: Generated<number>;
  /** JPEG bytes, metadata stripped, at most 2048 px on the longest side */
  data: Buffer;
  width: number;
  height: number;
  created_at: string;
}
