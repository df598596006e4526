// The editing workflow's tables: documents (draft + published), revisions, editor accounts, sessions, audit log.
import type { Generated } from 'kysely';
import type { Json } from './common';

export type DocState = 'draft' | 'published' | 'changed' | 'unpublished' | 'deleted';

export interface EditorDocTable {
  /** EDITABLE type name, or 'page' */
  type: string;
  /** item id as text, or the page key */
  doc_id: string;
  /** FORMAT.md item (page: its data), null when there is no working draft */
  draft: Json | null;
  published: Json | null;
  state: DocState;
  /** counts every change; travels as the ETag */
  version: number;
  /** for lists and search */
  title: string;
  position: number;
  updated_at: string;
  updated_by: string;
}

export interface EditorRevisionTable {
  id: Generated<number>;
  type: string;
  doc_id: string;
  n: number;
  kind: 'draft' | 'publish' | 'restore';
  data: Json;
  by: string;
  at: string;
}

export interface EditorUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'editor' | 'admin';
  disabled: number;
  created_at: string;
  updated_at: string;
}

export interface EditorSessionTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  seen_at: number;
}

export interface EditorAuditTable {
  id: Generated<number>;
  at: string;
  username: string;
  action: string;
  target: string;
  detail: string;
}

export interface EditorMediaTable {
  id: Generated<number>;
  path: string;
  kind: 'jpg' | 'png' | 'webp' | 'avif' | 'pdf' | 'mp4' | 'webm';
  bytes: number;
  /** the uploaded file's name, for search */
  name: string;
  alt: string;
  uploaded_by: string;
  uploaded_at: string;
}
