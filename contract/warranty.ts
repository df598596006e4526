// Warranty lookup (docs/product/entities-and-fields.md#warranty); ids are opaque so owners cannot
// be enumerated
// (docs/decisions/0003-opaque-warranty-ids.md).
import { Type, type Static } from '@sinclair/typebox';

/**
 * `key`: a second key (the plate, email, tel or VIN of the warranty) proving the asker knows its owner; without
 * one (or a search by a personal key itself), a search by warranty number answers masked names.
 */
export const WarrantyFilterQuery = Type.Object({ filter: Type.Optional(Type.String({ maxLength: 100 })), key: Type.Optional(Type.String({ maxLength: 100 })) });
/** `key`: the search that led here (a plate, email, tel or VIN of this warranty unmasks the owner's name and VIN) */
export const WarrantyIdQuery = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), key: Type.Optional(Type.String({ maxLength: 100 })) });

export const WarrantyCheck = Type.Object({ count: Type.Integer() });

export const WarrantySearchResult = Type.Object({
  Id: Type.String(),
  cpname: Type.String(),
  /** masked (`L*** B***`) unless the search proved the owner */
  CustomerName: Type.String(),
  CarBrand: Type.String(),
  CarModal: Type.String(),
  storeName: Type.String(),
  storeAddress: Type.String(),
  /** a registered warranty an editor voided (contract/registrations.ts): still found, marked void */
  void: Type.Optional(Type.Boolean()),
});
export type WarrantySearchResult = Static<typeof WarrantySearchResult>;

export const WarrantyInstallItem = Type.Object({
  VehicleId: Type.String(),
  /** product model */
  name: Type.String(),
  /** installation area */
  vnames: Type.String(),
  /** roll serial number */
  StockNo: Type.String(),
  /** warranty validity period */
  baozhiqi: Type.String(),
});

export const WarrantyDetail = Type.Object({
  order: Type.Object({
    /** 0 Window Film, 1 PPF */
    ProductType: Type.Union([Type.Literal(0), Type.Literal(1)]),
    warrantyNo: Type.String(),
  }),
  customer: Type.Object({
    customer: Type.Object({
      /** masked unless `key` proved the owner */
      CustomerName: Type.String(),
      /** always masked except its last characters (the domain too for the owner) */
      CustomerEmail: Type.Union([Type.String(), Type.Null()]),
      /** masked except the last 4 unless `key` proved the owner */
      VINNO: Type.Union([Type.String(), Type.Null()]),
      /** the owner's phone, always masked except its last 4 characters (the certificate may be printed or shared) */
      CustomerTel: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      CarBrand: Type.String(),
      CarModal: Type.String(),
    }),
  }),
  construction: Type.Array(
    Type.Object({
      zorder: Type.Object({ ConstructionDate: Type.String() }),
      zconstruc: Type.Array(WarrantyInstallItem),
    }),
  ),
  /** the shop that installed the film (docs/product/rich-results.md#printable-warranty-certificate) */
  installer: Type.Optional(Type.Object({ storeName: Type.String(), storeAddress: Type.String() })),
  /**
   * set when an editor voided the warranty (docs/product/warranty-registration.md#console): the page
   * and the certificate say it is void and why, instead of "not found"
   */
  void: Type.Optional(Type.Object({ reason: Type.String(), /** ISO time (UTC) */ at: Type.String() })),
});
export type WarrantyDetail = Static<typeof WarrantyDetail>;
