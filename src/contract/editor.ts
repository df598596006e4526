// The editing API (CMS_EDITOR_TOKEN, `authorization: Bearer <token>`): its paths, the change feed
// the source plugin's deltas read, and the body the CMS posts to the preview server's refresh
// endpoint. Item bodies are the items of cms/content/FORMAT.md (one loader code path for both).
// 401 without a valid token; 403 with a message when the CMS has no editor token configured.
import { Type, type Static } from '@sinclair/typebox';
import { Envelope, Paged } from './envelope';

/** Collection names of FORMAT.md an item of which the API edits, plus 'page' for singletons. */
export const EDITOR_TYPES = [
  'blogs',
  'articles',
  'page-meta',
  'about-us',
  'core-values',
  'product-categories',
  'products',
  'cases',
  'plotters',
  'tool-categories',
  'tools',
  'faqs',
  'downloads',
  'partner-categories',
  'dealers',
  'trainers',
  'trainings',
  'countries',
] as const;
export type EditorType = (typeof EDITOR_TYPES)[number];

/** Singleton page keys (`type: 'page'`, `id: <key>` in the change feed). */
export const EDITOR_PAGE_KEYS = ['site', 'ppf_page', 'software', 'plotter_page', 'tools_page', 'training_page', 'collection'] as const;
export type EditorPageKey = (typeof EDITOR_PAGE_KEYS)[number];

export const editorPaths = {
  /** GET ?since=<ISO time or ms>: ChangeFeed */
  changes: '/api/editor/changes',
  /** GET (stored row) · PUT (create or replace, FORMAT.md item; new items are drafts unless `status` says otherwise) · DELETE */
  item: (type: string, id: number | string) => `/api/editor/items/${type}/${id}`,
  /** POST */
  publish: (type: string, id: number | string) => `/api/editor/items/${type}/${id}/publish`,
  /** POST */
  unpublish: (type: string, id: number | string) => `/api/editor/items/${type}/${id}/unpublish`,
  /** GET · PUT {data, status?} */
  page: (key: string) => `/api/editor/pages/${key}`,
  /** GET ?page=: stored contact form submissions, newest first */
  contactSubmissions: '/api/editor/submissions/contact',
  /** GET ?page=: stored partner (join us) submissions, newest first */
  partnerSubmissions: '/api/editor/submissions/partner',
} as const;

export const ChangeAction = Type.Union([
  Type.Literal('create'),
  Type.Literal('update'),
  Type.Literal('publish'),
  Type.Literal('unpublish'),
  Type.Literal('delete'),
]);
export type ChangeAction = Static<typeof ChangeAction>;

/** One item changed (created, updated, published, unpublished) after `since`. */
export const ChangedItem = Type.Object({
  type: Type.String(),
  id: Type.String(),
  status: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
  updated_at: Type.String(),
});
export type ChangedItem = Static<typeof ChangedItem>;

export const DeletedItem = Type.Object({ type: Type.String(), id: Type.String(), deleted_at: Type.String() });
export type DeletedItem = Static<typeof DeletedItem>;

/** GET /api/editor/changes: pass `now` as the next `since`. */
export const ChangeFeed = Type.Object({
  now: Type.String(),
  changed: Type.Array(ChangedItem),
  deleted: Type.Array(DeletedItem),
});
export type ChangeFeed = Static<typeof ChangeFeed>;
export const ChangeFeedAnswer = Envelope(ChangeFeed);

/** What the CMS posts to PREVIEW_REFRESH_URL (and BUILD_HOOK_URL when published content changed). */
export const RefreshBody = Type.Object({
  /** "<type>/<id>" */
  changed: Type.String(),
  type: Type.String(),
  id: Type.String(),
  action: ChangeAction,
});
export type RefreshBody = Static<typeof RefreshBody>;

export const ContactSubmission = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  country: Type.String(),
  content: Type.String(),
  created_at: Type.String(),
});
export type ContactSubmission = Static<typeof ContactSubmission>;

export const PartnerSubmission = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  phone: Type.String(),
  country: Type.String(),
  city: Type.String(),
  explain: Type.String(),
  created_at: Type.String(),
});
export type PartnerSubmission = Static<typeof PartnerSubmission>;

export const SubmissionsQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) });
export const ContactSubmissions = Paged(ContactSubmission);
export const PartnerSubmissions = Paged(PartnerSubmission);
