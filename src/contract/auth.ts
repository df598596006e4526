// Dealer session and password flows (SPEC §3 "Session", §7 login calls).
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

export const LoginRequest = Type.Object({ username: Type.Optional(Type.String()), password: Type.Optional(Type.String()) });
export const LoginResult = Type.Object({ userinfo: ShopSessionInfo });

export const SessionCheck = Type.Object({ login: Type.Boolean(), info: Type.Union([ShopSessionInfo, Type.Null()]) });
export type SessionCheck = Static<typeof SessionCheck>;

export const ForgetRequest = Type.Object({ username: Type.Optional(Type.String()), email: Type.Optional(Type.String()) });
export const ChangeRequest = Type.Object({
  username: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
  new_username: Type.Optional(Type.String()),
  new_password: Type.Optional(Type.String()),
});
export const ResetRequest = Type.Object({ password: Type.Optional(Type.String()), code: Type.Optional(Type.String()) });
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
