// What the editing API answers (src/contract/editor.ts describes the same shapes for the CMS).
export type DocState = 'draft' | 'published' | 'changed' | 'unpublished' | 'deleted';

export interface Me {
  username: string;
  role: 'editor' | 'admin' | 'machine';
}

export interface EditorDoc {
  type: string;
  id: number | string;
  state: DocState;
  version: number;
  updated_at: string;
  updated_by: string;
  has_draft: boolean;
  data: Record<string, unknown>;
}

export interface ListRow {
  id: number | string;
  title: string;
  state: DocState;
  version: number;
  updated_at: string;
  updated_by: string;
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

export interface JsonSchema {
  type?: string | string[];
  title?: string;
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
  ordered?: boolean;
}

export interface SchemaAnswer {
  types: Record<string, JsonSchema>;
  pages: Record<string, JsonSchema>;
}

/** GET /api/editor/dealer-logins (src/contract/dealer-logins.ts): a dealer and its login, never a password. */
export interface DealerLogin {
  shop_id: number;
  shop_name: string;
  dealer_status: 'published' | 'draft';
  username: string | null;
  email: string | null;
  disabled: boolean;
  password_set: boolean;
  open_sessions: number;
  updated_at: string | null;
}

/** A set-password link as shown once to the admin; only its hash is kept by the CMS. */
export interface ShownLink {
  link: string;
  expires_at: string;
}
