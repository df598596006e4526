// The editing API (docs/product/editing.md): people sign in (session cookie); the machine token
// CMS_EDITOR_TOKEN (`authorization: Bearer <token>`) reads only. Its paths, the change feed
// the source plugin's deltas read, and the body the CMS posts to the preview server's refresh
// endpoint. Item bodies are the items of cms/content/FORMAT.md (one loader code path for both).
// 401 without a session or token; 403 for a write with the token, or a call the role may not make.
import { Type, type Static } from '@sinclair/typebox';
import { Envelope, Paged } from './envelope';
import { PAGE_KEYS, type PageKey } from './routes';

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

/** Singleton page keys (`type: 'page'`, `id: <key>` in the change feed), from the route table. */
export const EDITOR_PAGE_KEYS = PAGE_KEYS;
export type EditorPageKey = PageKey;

export const editorPaths = {
  /** GET ?since=<ISO time or ms>[&preview=1]: ChangeFeed (production; with preview=1 and x-editor-token, the preview's) */
  changes: '/api/editor/changes',
  /** GET: JSON Schema of every type's and page's editable data */
  schema: '/api/editor/schema',
  /** POST {username, password}: sets the session cookie · GET: who is signed in · DELETE: sign out */
  session: '/api/editor/session',
  /** GET, open to everyone: EditorSetup (the sign-in screen's note on a new instance without accounts) */
  setup: '/api/editor/setup',
  /** PUT {current, password}: change one's own password (ends the other sessions) */
  password: '/api/editor/session/password',
  /** GET ?search=&state=&sort=&page=: EditorList · POST {data}: create a draft, answers the new id */
  items: (type: string) => `/api/editor/items/${type}`,
  /** POST {ids}: the new order of an ordered type (every live item once) */
  reorder: (type: string) => `/api/editor/items/${type}/reorder`,
  /** GET: EditorDoc with ETag · PUT {data} with If-Match: save the draft · DELETE with If-Match */
  item: (type: string, id: number | string) => `/api/editor/items/${type}/${id}`,
  /** POST (If-Match optional): make the draft the published version */
  publish: (type: string, id: number | string) => `/api/editor/items/${type}/${id}/publish`,
  /** POST (If-Match optional): withdraw the published version */
  unpublish: (type: string, id: number | string) => `/api/editor/items/${type}/${id}/unpublish`,
  /** POST (If-Match optional): drop the working draft */
  discard: (type: string, id: number | string) => `/api/editor/items/${type}/${id}/discard`,
  /** GET: revisions, newest first */
  revisions: (type: string, id: number | string) => `/api/editor/items/${type}/${id}/revisions`,
  /** POST (If-Match optional): revision n becomes the draft */
  restore: (type: string, id: number | string, n: number | string) => `/api/editor/items/${type}/${id}/revisions/${n}/restore`,
  /** GET: the pages' list · GET/PUT/…/publish/discard/revisions as for items under /pages/<key> */
  pages: '/api/editor/pages',
  page: (key: string) => `/api/editor/pages/${key}`,
  /** admin: GET list · POST {username, password, role} */
  users: '/api/editor/users',
  /** admin: PATCH {role?, disabled?, password?} */
  user: (id: number | string) => `/api/editor/users/${id}`,
  /** admin: GET: every dealer with its login (DealerLoginRow[]) · POST NewDealerLogin (no password) */
  dealerLogins: '/api/editor/dealer-logins',
  /** admin: PATCH DealerLoginPatch {username?, email?, disabled?} */
  dealerLogin: (shopId: number | string) => `/api/editor/dealer-logins/${shopId}`,
  /** admin: POST {deliver: 'mail' | 'show'}: a set-password link, mailed or shown once */
  dealerLoginPasswordLink: (shopId: number | string) => `/api/editor/dealer-logins/${shopId}/password-link`,
  /** admin: POST: ends every session of the login, answers {ended} */
  dealerLoginEndSessions: (shopId: number | string) => `/api/editor/dealer-logins/${shopId}/end-sessions`,
  /** admin: GET ?page=: the audit log, newest first */
  audit: '/api/editor/audit',
  /** admin: GET ?page= (&format=csv): stored contact form submissions, newest first */
  contactSubmissions: '/api/editor/submissions/contact',
  /** admin: GET ?page= (&format=csv): stored partner (join us) submissions, newest first */
  partnerSubmissions: '/api/editor/submissions/partner',
} as const;

/** GET /api/editor/setup: a new real instance has no account yet; the first admin is made on its machine. */
export const EditorSetup = Type.Object({
  first_admin_needed: Type.Boolean(),
  /** the shell command that creates it, when needed */
  command: Type.Union([Type.String(), Type.Null()]),
});
export type EditorSetup = Static<typeof EditorSetup>;

export const DocState = Type.Union([
  Type.Literal('draft'),
  Type.Literal('published'),
  Type.Literal('changed'),
  Type.Literal('unpublished'),
  Type.Literal('deleted'),
]);
export type DocState = Static<typeof DocState>;

/** GET item or page: `data` is exactly what PUT takes back as `{data}`; the ETag header carries `version`. */
export const EditorDoc = Type.Object({
  type: Type.String(),
  id: Type.Union([Type.Integer(), Type.String()]),
  state: DocState,
  version: Type.Integer(),
  updated_at: Type.String(),
  updated_by: Type.String(),
  has_draft: Type.Boolean(),
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type EditorDoc = Static<typeof EditorDoc>;

export const EditorListRow = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]),
  title: Type.String(),
  state: DocState,
  version: Type.Integer(),
  updated_at: Type.String(),
  updated_by: Type.String(),
});
export type EditorListRow = Static<typeof EditorListRow>;

/** One row of GET /api/editor/audit (newest first, 50 a page). */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  username: Type.String(),
  action: Type.String(),
  /** what the action was on, as the CMS names it: `blogs/3`, `page/ppf_page`, `media/12`, `user/4`, `dealer/7`, a type (reorder), or '' */
  target: Type.String(),
  /** its name for a person: the item's title, the page's name, the file's name, the account's user name; '' when it has none */
  target_title: Type.String(),
  detail: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object({ list: Type.Array(AuditEntry), total: Type.Integer(), page: Type.Integer(), per_page: Type.Integer() });
export type AuditPage = Static<typeof AuditPage>;

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
