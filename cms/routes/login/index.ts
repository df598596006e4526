// The /api/login/* group: login, session check, logout, forgot/reset password, change password.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../../contract';
import { define } from '../define';
import { Refusal, TOO_MANY, answer, refuse } from '../../lib/envelope';
import { clean, firstFailure } from '../../lib/checks';
import { dummyHash, hashPassword, isStrongPassword, verifyPassword } from '../../lib/password';
import { newToken } from '../../lib/tokens';
import { throttleKey } from '../../lib/throttle';
import { openLoginGate } from '../../lib/login-gate';
import {
  createResetCode,
  endResetCodes,
  createSession,
  findAccountByShop,
  findAccountByUsername,
  findLiveResetCode,
  findSession,
  revokeSession,
  revokeShopSessions,
  updateAccount,
  useResetCode,
} from '../../db/repositories/account.repository';
import { ownDealer } from '../../db/repositories/network.repository';
import { tokenOf } from '../../plugins/auth';
import { isKnownDemoPassword } from '../../demo/accounts';

export const BAD_LOGIN = 'The username or password is incorrect.';
export const RESET_SENT = 'If the username and email belong to an account, a reset link has been sent to that email.';
export const USERNAME_TAKEN = 'This username is already taken.';

export default async function loginGroup(app: FastifyInstance) {
  const { db, media: m, throttle, config, mailer } = app.cms;

  /** the session info the browser keeps in its cookie */
  const sessionInfo = async (shopId: number, token: string, expiresAt: number) => {
    const [account, shop] = await Promise.all([findAccountByShop(db, shopId), ownDealer(db, shopId)]);
    if (!account || !shop) return null;
    return { id: shopId, username: account.username, shop_name: shop.shop_name, shop_image: m.url(shop.shop_image), token, expires_at: expiresAt };
  };

  /**
   * The account when username and password match and an admin has not disabled it. A login with no
   * password yet ('' until its set-password link is used) is compared with the dummy hash, so it
   * takes as long as any other refusal, and every refusal says the same (no account enumeration).
   */
  const authenticate = async (username: string, password: string) => {
    const account = await findAccountByUsername(db, username);
    const ok = await verifyPassword(password, account?.password_hash || (await dummyHash()));
    return ok && account && account.password_hash && !account.disabled ? account : null;
  };

  /**
   * What login and changePwd both start with: the throttle's gate, the account, and off a demo the
   * refusal of a password the README publishes. The account, or the refusal to send.
   */
  const signIn = async (req: FastifyRequest, username: string, password: string) => {
    const gate = await openLoginGate(throttle, config.throttleMax, req.ip, username);
    if (!gate.ok) return refuse(TOO_MANY, 429);
    const account = await authenticate(username, password);
    if (!account) return refuse(BAD_LOGIN);
    if (!config.demo && isKnownDemoPassword(password)) {
      // the site's message stays the spec's; the operator reads why in the log
      req.log.warn(
        `dealer login refused: ${account.username} still has a demo password the README publishes; send the dealer a set-password link (console, Dealer logins)`,
      );
      return refuse(BAD_LOGIN);
    }
    await gate.succeeded();
    return account;
  };

  define(app, 'login', async ({ body, req }) => {
    const username = clean(body.username);
    const password = typeof body.password === 'string' ? body.password : '';
    const failure = firstFailure([
      [!!username, MSG.fillUsername],
      [!!password, MSG.fillPassword],
    ]);
    if (failure) return refuse(failure);
    const account = await signIn(req, username, password);
    if (account instanceof Refusal) return account;
    const token = newToken();
    const expiresAt = await createSession(db, account.shop_id, token, config.tokenTtlHours);
    const userinfo = await sessionInfo(account.shop_id, token, expiresAt);
    return userinfo ? answer({ userinfo }, 'Logged in successfully.') : refuse(BAD_LOGIN);
  });

  define(app, 'sessionInfo', async ({ req }) => {
    const token = tokenOf(req);
    const session = token ? await findSession(db, token) : undefined;
    const info = token && session ? await sessionInfo(session.shop_id, token, session.expires_at) : null;
    return { login: !!info, info };
  });

  define(app, 'logout', async ({ dealer }) => {
    await revokeSession(db, dealer.token);
    return answer(null, 'Logged out.');
  });

  define(app, 'forgetPwd', async ({ body, req }) => {
    const username = clean(body.username);
    const email = clean(body.email);
    const failure = firstFailure([
      [!!username, MSG.fillUsername],
      [!!email, MSG.fillTheEmail],
    ]);
    if (failure) return refuse(failure);
    if (!(await throttle.allow(config.throttleMax, throttleKey('forgot:ip', req.ip), throttleKey('forgot:user', username.toLowerCase()))))
      return refuse(TOO_MANY, 429);
    const account = await findAccountByUsername(db, username);
    // a disabled login gets no mail; the answer is the same either way
    if (account && !account.disabled && account.email && account.email.toLowerCase() === email.toLowerCase()) {
      const code = newToken();
      await createResetCode(db, account.shop_id, code, config.resetTtlMinutes);
      const mail = (link: string) => `Open this link to choose a new password (valid for ${config.resetTtlMinutes} minutes, once): ${link}`;
      // queued, not delivered: the answer takes the same time whether or not the account matched
      await mailer.send({
        to: account.email,
        subject: 'Car Film Master: reset your password',
        text: mail(`${config.siteUrl}/ResetPwd/${code}`),
        redacted: mail(`${config.siteUrl}/ResetPwd/[withheld]`),
      });
    }
    return answer(null, RESET_SENT);
  });

  define(app, 'linkExpire', async ({ query }) => {
    const code = clean(query.code);
    const live = code ? await findLiveResetCode(db, code) : undefined;
    return { is_expire: live ? 0 : 1 };
  });

  define(app, 'resetPwd', async ({ body, req }) => {
    const password = typeof body.password === 'string' ? body.password : '';
    const code = clean(body.code);
    if (!password) return refuse(MSG.fillTheEmail);
    if (!(await throttle.allow(config.throttleMax, throttleKey('reset:ip', req.ip)))) return refuse(TOO_MANY, 429);
    const live = code ? await findLiveResetCode(db, code) : undefined;
    if (!live) return refuse(MSG.pageExpired);
    // disabling a login ends its codes; this also covers a code created while it was being disabled
    if ((await findAccountByShop(db, live.shop_id))?.disabled) return refuse(MSG.pageExpired);
    if (!isStrongPassword(password)) return refuse(MSG.passwordHint);
    if (!(await useResetCode(db, code))) return refuse(MSG.pageExpired);
    await updateAccount(db, live.shop_id, { password_hash: await hashPassword(password) });
    await revokeShopSessions(db, live.shop_id);
    return answer(null, 'Your password has been reset. Please log in.');
  });

  define(app, 'changePwd', async ({ body, req }) => {
    const username = clean(body.username);
    const password = typeof body.password === 'string' ? body.password : '';
    const newUsername = clean(body.new_username);
    const newPassword = typeof body.new_password === 'string' ? body.new_password : '';
    const failure = firstFailure([
      [!!username, MSG.fillUsername],
      [!!password, MSG.fillPassword],
      [!!newUsername, MSG.fillNewUsername],
      [!!newPassword, MSG.fillNewPassword],
      [newUsername.length <= 100, 'The new username is too long (at most 100 characters).'],
    ]);
    if (failure) return refuse(failure);
    const account = await signIn(req, username, password);
    if (account instanceof Refusal) return account;
    if (!isStrongPassword(newPassword)) return refuse(MSG.passwordHint);
    const other = await findAccountByUsername(db, newUsername);
    if (other && other.shop_id !== account.shop_id) return refuse(USERNAME_TAKEN);
    const passwordHash = await hashPassword(newPassword);
    try {
      await updateAccount(db, account.shop_id, { username: newUsername, password_hash: passwordHash });
    } catch (err) {
      // another shop took the name while the hash was computed: the unique index refused it
      const taken = await findAccountByUsername(db, newUsername);
      if (taken && taken.shop_id !== account.shop_id) return refuse(USERNAME_TAKEN);
      throw err;
    }
    await revokeShopSessions(db, account.shop_id);
    await endResetCodes(db, account.shop_id);
    return answer(null, 'Your username and password have been changed. Please log in again.');
  });
}
