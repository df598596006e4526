// What the editing API answers. The shapes the CMS validates are the contract's (contract/editor.ts,
// contract/dealer-logins.ts), imported as types only so no TypeBox reaches the console's bundle;
// what only the console reads of an answer is declared here.
import type { Static } from '@sinclair/typebox';
import type { DocState, EditorDoc, EditorListRow, EditorSetup } from '../../../../contract/editor';
import type { DealerLoginRow, PasswordLinkShown } from '../../../../contract/dealer-logins';
import type { Widget } from '../../../../contract/editor-schemas';
import type { Schedule } from '../../../../contract/releases';

export type { DocState, EditorDoc, EditorSetup, Widget, Schedule };
export type ListRow = EditorListRow;
/** GET /api/editor/dealer-logins: a dealer and its login, never a password. */
export type DealerLogin = DealerLoginRow;
/** A set-password link as shown once to the admin; only its hash is kept by the CMS. */
export type ShownLink = Static<typeof PasswordLinkShown>;

export interface Me {
  username: string;
  role: 'editor' | 'admin' | 'machine';
  /** the brand's time zone (CMS_BRAND_TIME_ZONE): times are shown and edited in it, stored in UTC */
  time_zone: string;
}

export interface OverviewRow extends ListRow {
  type: string;
}

export interface Paged<T> {
  data: T[];
  total: number;
  per_page: number;
  last_page: number;
  current_page: number;
}

export interface MediaRow {
  id: number;
  path: string;
  kind: string;
  bytes: number;
  name: string;
  alt: string;
  uploaded_by: string;
  uploaded_at: string;
  url: string;
}

/** A field's JSON Schema as GET /api/editor/schema serves it, with the annotations of contract/editor-schemas.ts. */
export interface JsonSchema {
  type?: string | string[];
  /** the label a person reads */
  title?: string;
  /** help text shown under the label */
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  'x-html'?: boolean;
  'x-inline'?: boolean;
  'x-media'?: boolean;
  /** the control that edits the field */
  'x-widget'?: Widget;
  /** the content type an id (or list of ids) points at */
  'x-ref'?: string;
  /** on a content type: the field that names an item */
  'x-title'?: string;
  ordered?: boolean;
}

export interface SchemaAnswer {
  types: Record<string, JsonSchema>;
  pages: Record<string, JsonSchema>;
}

/** Publish to live (contract/releases.ts): what the live site holds, the builds, and one item's state there. */
export type { ItemLiveState, LiveState, PublishEntry, ReleaseRecord } from '../../../../contract/releases';
// Warranty registration (contract/registrations.ts): the roll registry and the registrations.
export type {
  Roll,
  RollDetail,
  RegistrationSummary,
  RegistrationDetail,
  RegisteredWarranty,
  InstallationView,
  Owner,
} from '../../../../contract/registrations';
