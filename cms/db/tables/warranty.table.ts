// Warranties, with lowercase lookup keys and an opaque public id.
import type { ContentColumns, Json } from './common';

export interface WarrantyTable extends ContentColumns {
  /** opaque random id handed to the browser */
  public_id: string;
  warranty_no: string;
  product_type: number;
  cpname: string;
  customer_name: string;
  customer_email: string | null;
  phone: string;
  plate: string;
  vin: string | null;
  car_brand: string;
  car_model: string;
  store_name: string;
  store_address: string;
  /** JSON [{ConstructionDate, items:[…]}] */
  construction: Json;
  /** lowercase trimmed keys for lookup */
  key_no: string;
  key_email: string | null;
  key_phone: string;
  key_plate: string;
  key_vin: string | null;
}
