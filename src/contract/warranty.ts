// Warranty lookup (SPEC §3 "Warranty"); ids are opaque so owners cannot be enumerated.
import { Type, type Static } from '@sinclair/typebox';

export const WarrantyFilterQuery = Type.Object({ filter: Type.Optional(Type.String({ maxLength: 100 })) });
export const WarrantyIdQuery = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const WarrantyCheck = Type.Object({ count: Type.Integer() });

export const WarrantySearchResult = Type.Object({
  Id: Type.String(),
  cpname: Type.String(),
  CustomerName: Type.String(),
  CarBrand: Type.String(),
  CarModal: Type.String(),
  storeName: Type.String(),
  storeAddress: Type.String(),
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
      CustomerName: Type.String(),
      CustomerEmail: Type.Union([Type.String(), Type.Null()]),
      VINNO: Type.Union([Type.String(), Type.Null()]),
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
});
export type WarrantyDetail = Static<typeof WarrantyDetail>;
