// Warranty registration (issue 37, docs/product/warranty-registration.md): certified shops register
// installations from the dealer portal; admins keep the roll registry; editors void and transfer.
//
// Rolls, registrations and photos are records, not content: live at once, no drafts, no build.
// The dealer calls sit in contract/endpoints.ts like every dealer call (the `token` header, HTTP
// 401 without a valid one); a call about another dealer's registration, roll or photo is refused
// like any other cross-dealer call (code 0, HTTP 200, "… not available to your shop."). The
// console calls sit in `registrationPaths` below (session cookie; 401 without, 403 for a role).
//
// A refusal of `register` or `registrationEdit` is {code: 0, msg: the first problem, data:
// {errors: FieldError[]}}: each problem with the JSON pointer of its field in the request, so the
// form shows each beside its field and keeps everything typed.
import { Type, type Static } from '@sinclair/typebox';
import { Paged } from './envelope';
import { EMAIL_MAX } from './auth';
import { FILM_KINDS, REG_LIMITS } from './registration-rules';

// The area tree, the VIN check, the limits and the messages live in a file without TypeBox, so the
// portal can run them in the browser.
export * from './registration-rules';

// ---------------------------------------------------------------------------------------------
// Shapes shared by the dealer and the console calls.
// ---------------------------------------------------------------------------------------------

/** One problem of a refused request: `path` is the JSON pointer of the field ("/owner/email", "/installations/0/rolls/1/metres"). */
export const FieldError = Type.Object({ path: Type.String(), message: Type.String() });
export type FieldError = Static<typeof FieldError>;
/** The `data` of a refused register, edit or CSV import (code 0). */
export const FieldErrors = Type.Object({ errors: Type.Array(FieldError) });
export type FieldErrors = Static<typeof FieldErrors>;

const Text = (max: number = REG_LIMITS.text) => Type.String({ maxLength: max });
/** Metres: a number, more than 0, at most two decimals. */
const Metres = Type.Number({ exclusiveMinimum: 0, maximum: REG_LIMITS.metresMax });
/** Opaque random ids (docs/decisions/0003-opaque-warranty-ids.md) */
const OpaqueId = Type.String({ minLength: 1, maxLength: 64 });
/** YYYY-MM-DD */
const DateOnly = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

export const Owner = Type.Object({ name: Text(), email: Type.String({ maxLength: EMAIL_MAX }), phone: Text(40) });
export type Owner = Static<typeof Owner>;
export const Vehicle = Type.Object({ vin: Text(40), plate: Text(40), brand: Text(100), model: Text(100) });
export type Vehicle = Static<typeof Vehicle>;

/** metres: more than 0 with at most two decimals (checked by the server with REG_MSG.metres beside the field) */
export const RollUse = Type.Object({ serial: Text(40), metres: Type.Number() });
export type RollUse = Static<typeof RollUse>;

export const InstallationRequest = Type.Object({
  /** 0 while none is chosen (refused with REG_MSG.product beside the field) */
  product_id: Type.Integer({ minimum: 0 }),
  /** ids of AREAS (groups allowed); every one of the product's kind */
  areas: Type.Array(Type.String({ maxLength: 40 }), { maxItems: 40 }),
  rolls: Type.Array(RollUse, { maxItems: 10 }),
});
export type InstallationRequest = Static<typeof InstallationRequest>;

/** POST register (JSON). */
export const RegistrationRequest = Type.Object({
  owner: Owner,
  vehicle: Vehicle,
  /** the day of the installation in the shop's time zone: not in the future, at most 30 days back */
  installation_date: Type.String({ maxLength: 10 }),
  /**
   * the shop's time zone (the portal sends its device's IANA name, e.g. "Pacific/Kiritimati"): the
   * installation date is checked in it; absent, in the brand's zone (CMS_BRAND_TIME_ZONE); a name
   * the server does not know is refused at `/time_zone` (REG_MSG.timeZone)
   */
  time_zone: Type.Optional(Type.String({ maxLength: 64 })),
  installations: Type.Array(InstallationRequest, { maxItems: 20 }),
  /** ids answered by registrationPhoto */
  photos: Type.Array(OpaqueId, { maxItems: 12 }),
  /** made once per form (a UUID): the same key again answers the first registration, never a second */
  idempotency_key: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type RegistrationRequest = Static<typeof RegistrationRequest>;

export const WarrantyState = Type.Union([Type.Literal('live'), Type.Literal('void')]);
export type WarrantyState = Static<typeof WarrantyState>;

/** A warranty a registration made or added an installation to. */
export const RegisteredWarranty = Type.Object({
  /** opaque id of the public warranty detail (warrantyDetail's `id`) */
  id: OpaqueId,
  warranty_no: Type.String(),
  kind: Type.Union(FILM_KINDS.map((k) => Type.Literal(k))),
  state: WarrantyState,
  /** true when the installation was added to a live warranty this VIN already had */
  appended: Type.Boolean(),
  /** the public page: `/WarrantyInfo?id=…` (relative to the site) */
  link: Type.String(),
  /** set when void */
  void_reason: Type.Union([Type.String(), Type.Null()]),
});
export type RegisteredWarranty = Static<typeof RegisteredWarranty>;

/** The answer of register (also to a repeat of the same idempotency key). */
export const RegistrationResult = Type.Object({
  /** opaque id of the registration (registrationDetail, registrationEdit) */
  id: OpaqueId,
  warranties: Type.Array(RegisteredWarranty),
  /** e.g. the VIN check digit warning outside North America */
  warnings: Type.Array(Type.String()),
  /** true when this key had already registered: nothing new was stored */
  repeated: Type.Boolean(),
});
export type RegistrationResult = Static<typeof RegistrationResult>;

export const InstallationView = Type.Object({
  product_id: Type.Integer(),
  product_name: Type.String(),
  kind: Type.Union(FILM_KINDS.map((k) => Type.Literal(k))),
  areas: Type.Array(Type.String()),
  /** the areas' labels joined, as on the warranty page */
  area_labels: Type.String(),
  rolls: Type.Array(RollUse),
  term_years: Type.Integer(),
  /** YYYY-MM-DD */
  valid_until: Type.String(),
  warranty_no: Type.String(),
});
export type InstallationView = Static<typeof InstallationView>;

export const RegistrationDetail = Type.Object({
  id: OpaqueId,
  shop_id: Type.Integer(),
  shop_name: Type.String(),
  owner: Owner,
  vehicle: Vehicle,
  installation_date: Type.String(),
  installations: Type.Array(InstallationView),
  warranties: Type.Array(RegisteredWarranty),
  /** opaque photo ids; the bytes come from registrationPhotoFile (dealer) or registrationPaths.photo (console) */
  photos: Type.Array(OpaqueId),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** until when the dealer may change it (created_at + 7 days); null once read-only */
  editable_until: Type.Union([Type.String(), Type.Null()]),
});
export type RegistrationDetail = Static<typeof RegistrationDetail>;

export const RegistrationSummary = Type.Object({
  id: OpaqueId,
  shop_id: Type.Integer(),
  shop_name: Type.String(),
  owner_name: Type.String(),
  vin: Type.String(),
  plate: Type.String(),
  brand: Type.String(),
  model: Type.String(),
  installation_date: Type.String(),
  /** product names, joined */
  products: Type.String(),
  warranties: Type.Array(RegisteredWarranty),
  created_at: Type.String(),
  editable: Type.Boolean(),
});
export type RegistrationSummary = Static<typeof RegistrationSummary>;

/** registrationEdit: within 7 days; every field optional (sent: replaced). Each change is audited. */
export const RegistrationEdit = Type.Object(
  {
    id: OpaqueId,
    owner: Type.Optional(Type.Partial(Owner)),
    vehicle: Type.Optional(Type.Partial(Type.Omit(Vehicle, ['vin']))),
    /** the new full list of photos (1 to 6) */
    photos: Type.Optional(Type.Array(OpaqueId, { maxItems: 12 })),
  },
  { additionalProperties: false },
);
export type RegistrationEdit = Static<typeof RegistrationEdit>;

export const RegistrationListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  /** a VIN, plate, owner name, email or warranty number (part of it) */
  search: Type.Optional(Type.String({ maxLength: 100 })),
});

export const RegistrationIdQuery = Type.Object({ id: OpaqueId });

export const Roll = Type.Object({
  serial: Type.String(),
  product_id: Type.Integer(),
  product_name: Type.String(),
  kind: Type.Union(FILM_KINDS.map((k) => Type.Literal(k))),
  length_m: Type.Number(),
  used_m: Type.Number(),
  remaining_m: Type.Number(),
  /** the dealer it was shipped to; null while in stock */
  shop_id: Type.Union([Type.Integer(), Type.Null()]),
  shop_name: Type.Union([Type.String(), Type.Null()]),
});
export type Roll = Static<typeof Roll>;

export const RollsQuery = Type.Object({ product_id: Type.Optional(Type.Integer({ minimum: 1 })) });

/** A film the portal may register: a catalogue product with its warranty term. */
export const RegistrationProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: Type.Union(FILM_KINDS.map((k) => Type.Literal(k))),
  /** null: no term set yet (registering it is refused) */
  term_years: Type.Union([Type.Integer(), Type.Null()]),
});
export type RegistrationProduct = Static<typeof RegistrationProduct>;

export const PhotoUploaded = Type.Object({ id: OpaqueId, width: Type.Integer(), height: Type.Integer() });
export type PhotoUploaded = Static<typeof PhotoUploaded>;

/** The dealer calls, spread into contract/endpoints.ts (auth 'dealer': the `token` header). */
export const registrationEndpoints = {
  /** the catalogue's films with their warranty terms */
  registrationProducts: { method: 'GET', path: '/api/shop/registrationProducts', data: Type.Array(RegistrationProduct), auth: 'dealer' },
  /** the dealer's own rolls with the metres left (filter by product) */
  rolls: { method: 'GET', path: '/api/shop/rolls', query: RollsQuery, data: Type.Array(Roll), auth: 'dealer' },
  /** one photo (multipart field `file`, JPEG/PNG/WebP/GIF, ≤ 5 MB): stored stripped and scaled → its id */
  registrationPhoto: { method: 'POST', path: '/api/shop/registrationPhoto', data: PhotoUploaded, multipart: true, auth: 'dealer' },
  /** register an installation visit (JSON body) → the warranties; refusals carry FieldErrors */
  register: { method: 'POST', path: '/api/shop/register', body: RegistrationRequest, data: RegistrationResult, auth: 'dealer' },
  /** the dealer's own registrations, newest first (search, paging) */
  registrations: { method: 'GET', path: '/api/shop/registrations', query: RegistrationListQuery, data: Paged(RegistrationSummary), auth: 'dealer' },
  /** one of the dealer's own registrations */
  registrationDetail: { method: 'GET', path: '/api/shop/registrationDetail', query: RegistrationIdQuery, data: RegistrationDetail, auth: 'dealer' },
  /** change one within 7 days of submission (audited; the owner is told when the email changes) */
  registrationEdit: { method: 'POST', path: '/api/shop/registrationEdit', body: RegistrationEdit, data: RegistrationDetail, auth: 'dealer' },
} as const;

/**
 * GET ?id=<photo id> with the `token` header: the photo's bytes (image/jpeg, cache-control
 * no-store) for the dealer that uploaded it; otherwise the JSON refusal photoNotYours. Not in the
 * endpoint table since its answer is not the JSON envelope. The portal fetches it with the token
 * and shows it through an object URL.
 */
export const DEALER_PHOTO_PATH = '/api/shop/registrationPhotoFile';

// ---------------------------------------------------------------------------------------------
// Console (session cookie). Reads: editors and admins. Rolls writes: admins. Void, transfer:
// editors and admins. Every write is audited. Answers are {code, data, msg}, no-store.
// ---------------------------------------------------------------------------------------------

export const registrationPaths = {
  /** GET ?search=&shop_id=&product_id=&page=: Paged<Roll> · POST NewRoll (admin): Roll */
  rolls: '/api/editor/rolls',
  /** POST text/csv body (admin), header `serial,product_id,length_m,shop_id` (shop_id may be empty):
   *  all rows or none → RollImportResult; a refusal's data is FieldErrors with paths `/rows/<line>` */
  rollsImport: '/api/editor/rolls/import',
  /** GET: RollDetail · PATCH RollPatch (admin): assign to a dealer (or back to stock), correct the length → Roll */
  roll: (serial: string) => `/api/editor/rolls/${encodeURIComponent(serial)}`,
  /** GET ?shop_id=&product_id=&from=&to=&state=&search=&page=: Paged<RegistrationSummary> */
  registrations: '/api/editor/registrations',
  /** GET, same filters: text/csv, formula-safe, one line per installation */
  registrationsCsv: '/api/editor/registrations.csv',
  /** GET: RegistrationDetail */
  registration: (id: string) => `/api/editor/registrations/${encodeURIComponent(id)}`,
  /** GET: the photo's bytes (image/jpeg, no-store) */
  photo: (id: string) => `/api/editor/registration-photos/${encodeURIComponent(id)}`,
  /** POST VoidRequest: the warranty shows as void, with the reason, on the public page → RegisteredWarranty */
  voidWarranty: (warrantyId: string) => `/api/editor/registered-warranties/${encodeURIComponent(warrantyId)}/void`,
  /** POST TransferRequest: a new owner on resale (the new owner is mailed) → RegisteredWarranty */
  transferWarranty: (warrantyId: string) => `/api/editor/registered-warranties/${encodeURIComponent(warrantyId)}/transfer`,
} as const;

export const RollListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  shop_id: Type.Optional(Type.Integer({ minimum: 1 })),
  product_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const RollList = Paged(Roll);

export const NewRoll = Type.Object(
  {
    /** stored in upper case */
    serial: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9-]{2,39}$' }),
    product_id: Type.Integer({ minimum: 1 }),
    length_m: Metres,
    shop_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type NewRoll = Static<typeof NewRoll>;

export const RollPatch = Type.Object(
  { shop_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])), length_m: Type.Optional(Metres) },
  { additionalProperties: false, minProperties: 1 },
);
export type RollPatch = Static<typeof RollPatch>;

export const RollImportResult = Type.Object({ imported: Type.Integer({ minimum: 0 }) });

export const RollDetail = Type.Object({
  roll: Roll,
  /** the installations that used it */
  uses: Type.Array(
    Type.Object({
      warranty_id: OpaqueId,
      warranty_no: Type.String(),
      state: WarrantyState,
      registration_id: OpaqueId,
      shop_name: Type.String(),
      installation_date: Type.String(),
      metres: Type.Number(),
    }),
  ),
});
export type RollDetail = Static<typeof RollDetail>;

export const RegistrationAdminQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  shop_id: Type.Optional(Type.Integer({ minimum: 1 })),
  product_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** installation date from/to, YYYY-MM-DD, inclusive */
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  /** registrations with a warranty in this state */
  state: Type.Optional(WarrantyState),
});
export type RegistrationAdminQuery = Static<typeof RegistrationAdminQuery>;

export const VoidRequest = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });
export type VoidRequest = Static<typeof VoidRequest>;

export const TransferRequest = Type.Object(
  { owner: Owner, /** why (the sale), kept in the audit log */ note: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type TransferRequest = Static<typeof TransferRequest>;
