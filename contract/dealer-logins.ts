// Dealer logins as admins manage them in the editors' console (docs/product/editing.md#dealer-logins).
// A dealer login is a person's account, not content: no answer carries a password or its hash, and
// no body takes one. The dealer sets the password through a set-password link (/ResetPwd/<code>).
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './envelope';
import { EMAIL_MAX, USERNAME_MAX } from './auth';
import { EMAIL_PATTERN } from './messages';

/** Usernames an admin gives: letters, digits, dots, dashes, underscores and @ (dealers may later choose another in changePwd). */
export const DEALER_USERNAME_PATTERN = `^[A-Za-z0-9._@-]{2,${USERNAME_MAX}}$`;
/** Keys no dealer-login body may carry: passwords reach the CMS only through the dealer's own reset or change. */
export const DEALER_LOGIN_SECRET_KEYS = ['password', 'password_hash', 'new_password'] as const;

const Username = Type.String({ pattern: DEALER_USERNAME_PATTERN });
const Email = Type.String({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN.source });

/** One row of GET /api/editor/dealer-logins: every dealer, with its login when it has one. */
export const DealerLoginRow = Type.Object({
  shop_id: Id,
  shop_name: Type.String(),
  /** the dealer's own state as content (a draft dealer is not on the site yet) */
  dealer_status: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
  /** null: the dealer has no login */
  username: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  disabled: Type.Boolean(),
  /** false until the dealer has set a password through a set-password link */
  password_set: Type.Boolean(),
  /** sessions not ended and not expired */
  open_sessions: Type.Integer({ minimum: 0 }),
  /** the login's last change; null without a login */
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
export type DealerLoginRow = Static<typeof DealerLoginRow>;

/** POST /api/editor/dealer-logins: a login without a password (send a set-password link next). */
export const NewDealerLogin = Type.Object({ shop_id: Id, username: Username, email: Email }, { additionalProperties: false });
export type NewDealerLogin = Static<typeof NewDealerLogin>;

/** PATCH /api/editor/dealer-logins/<shopId>: disabling ends the login's sessions and open set-password links. */
export const DealerLoginPatch = Type.Object(
  { username: Type.Optional(Username), email: Type.Optional(Email), disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type DealerLoginPatch = Static<typeof DealerLoginPatch>;

export const DealerLoginParams = Type.Object({ shopId: Id });

/** POST …/<shopId>/password-link: mail the link to the login's email, or show it once to the admin. */
export const PasswordLinkRequest = Type.Object({ deliver: Type.Union([Type.Literal('mail'), Type.Literal('show')]) }, { additionalProperties: false });
export type PasswordLinkRequest = Static<typeof PasswordLinkRequest>;

/** deliver 'mail': where it went, masked (the link itself is never answered nor logged) */
export const PasswordLinkMailed = Type.Object({ mailed_to: Type.String() });
/** deliver 'show': the link, this once (only its hash is stored); `expires_at` is an ISO time */
export const PasswordLinkShown = Type.Object({ link: Type.String(), expires_at: Type.String() });
export const PasswordLinkAnswer = Type.Union([PasswordLinkMailed, PasswordLinkShown]);
export type PasswordLinkAnswer = Static<typeof PasswordLinkAnswer>;

/** POST …/<shopId>/end-sessions */
export const EndedSessions = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type EndedSessions = Static<typeof EndedSessions>;
