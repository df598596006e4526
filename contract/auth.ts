// Dealer session and password flows (docs/product/entities-and-fields.md#session,
// docs/product/api-calls.md#session-and-passwords).
import { Type, type Static } from '@sinclair/typebox';
import { Id, Media } from './envelope';

export const ShopSessionInfo = Type.Object({
  id: Id,
  username: Type.String(),
  shop_name: Type.String(),
  shop_image: Media,
  token: Type.String(),
  /** unix seconds */
  expires_at: Type.Integer(),
});
export type ShopSessionInfo = Static<typeof ShopSessionInfo>;

/**
 * Length caps: a request can never make the server hash, compare or count an unbounded string (a
 * 900 KiB username once grew the throttle's memory). Usernames are at most 100 characters (what
 * change password allows), passwords 256, emails 254 (the longest valid address).
 */
export const USERNAME_MAX = 100;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;
const Username = Type.String({ maxLength: USERNAME_MAX });
const Password = Type.String({ maxLength: PASSWORD_MAX });

export const LoginRequest = Type.Object({ username: Type.Optional(Username), password: Type.Optional(Password) });
export const LoginResult = Type.Object({ userinfo: ShopSessionInfo });

export const SessionCheck = Type.Object({ login: Type.Boolean(), info: Type.Union([ShopSessionInfo, Type.Null()]) });
export type SessionCheck = Static<typeof SessionCheck>;

export const ForgetRequest = Type.Object({ username: Type.Optional(Username), email: Type.Optional(Type.String({ maxLength: EMAIL_MAX })) });
export const ChangeRequest = Type.Object({
  username: Type.Optional(Username),
  password: Type.Optional(Password),
  // the server's own check names the limit of 100 in words; the schema only stops absurd sizes
  new_username: Type.Optional(Type.String({ maxLength: 1000 })),
  new_password: Type.Optional(Password),
});
export const ResetRequest = Type.Object({ password: Type.Optional(Password), code: Type.Optional(Type.String({ maxLength: 128 })) });
export const LinkExpireQuery = Type.Object({ code: Type.Optional(Type.String({ maxLength: 128 })) });
/** 0 means the reset link is valid */
export const LinkExpire = Type.Object({ is_expire: Type.Union([Type.Literal(0), Type.Literal(1)]) });

export const UploadResult = Type.Object({
  /** stored image path, sent back as shop_image */
  code: Type.String(),
  /** absolute URL for display */
  url: Type.String(),
});
export type UploadResult = Static<typeof UploadResult>;
