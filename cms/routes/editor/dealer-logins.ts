// Admins manage dealer logins (docs/product/editing.md#dealer-logins): create one for a dealer (no
// password), send or show a set-password link, change the username or email, disable or enable it,
// end its sessions. A dealer's password never passes through here: no answer carries one or its
// hash, a body with one is refused, and every change is audited without codes or links.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { editorPaths } from '../../../contract/editor';
import { Envelope } from '../../../contract/envelope';
import {
  DealerLoginParams,
  DealerLoginPatch,
  DealerLoginRow,
  EndedSessions,
  NewDealerLogin,
  PasswordLinkAnswer,
  PasswordLinkRequest,
  type DealerLoginPatch as Patch,
  type NewDealerLogin as NewLogin,
} from '../../../contract/dealer-logins';
import { Type } from '@sinclair/typebox';
import { sendRefusal } from '../../lib/envelope';
import { newToken } from '../../lib/tokens';
import { maskEmail } from '../../lib/mask';
import { audit } from '../../db/repositories/editor-users.repository';
import { createResetCode, endResetCodes, findAccountByShop, findAccountByUsername, revokeShopSessions } from '../../db/repositories/account.repository';
import { ownDealer } from '../../db/repositories/network.repository';
import { createDealerLogin, dealerLoginState, endDealerSessions, listDealerLogins, patchDealerLogin } from '../../db/repositories/dealer-logins.repository';
import { dealerLoginBodyProblems, problemsMessage } from '../../editor/dealer-login-checks';
import { personOf, requireAdmin } from './principal';
import { ok, sendWith } from './answers';

type Kind = Parameters<typeof dealerLoginBodyProblems>[1];

/** preValidation: a clear refusal naming each field (and any password) before the schema sees the body. */
const checkBody = (kind: Kind) => async (req: FastifyRequest, reply: FastifyReply) => {
  const problems = dealerLoginBodyProblems(req.body, kind);
  if (problems.length) return sendWith(reply, problemsMessage(problems), 400, { errors: problems });
};

const fieldRefusal = (reply: FastifyReply, status: number, path: string, message: string) => sendWith(reply, message, status, { errors: [{ path, message }] });

const NO_LOGIN = 'This dealer has no login yet: create one first.';

export async function dealerLoginRoutes(app: FastifyInstance) {
  const { db, config, mailer } = app.cms;

  // answers about people's accounts are never kept by a browser or a proxy
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  /** the username is free (for this shop it may stay its own) */
  const usernameTaken = async (username: string, shopId: number) => {
    const other = await findAccountByUsername(db, username);
    return !!other && other.shop_id !== shopId;
  };

  // the admin check comes before the body's: an editor learns nothing from a refusal of the body
  const admin = { preValidation: [requireAdmin] };
  const Row = { 200: Envelope(DealerLoginRow) };

  app.get(editorPaths.dealerLogins, { ...admin, schema: { response: { 200: Envelope(Type.Array(DealerLoginRow)) } } }, async () =>
    ok(await listDealerLogins(db)),
  );

  app.post(
    editorPaths.dealerLogins,
    { preValidation: [requireAdmin, checkBody('create')], schema: { body: NewDealerLogin, response: Row } },
    async (req, reply) => {
      const { shop_id, username, email } = req.body as NewLogin;
      const dealer = await ownDealer(db, shop_id);
      if (!dealer) return fieldRefusal(reply, 404, '/shop_id', `There is no dealer ${shop_id}.`);
      if (await findAccountByShop(db, shop_id)) return fieldRefusal(reply, 409, '/shop_id', `${dealer.shop_name} already has a login: edit it instead.`);
      if (await usernameTaken(username, shop_id)) return fieldRefusal(reply, 409, '/username', `The username ${username} is taken.`);
      try {
        await createDealerLogin(db, shop_id, username, email);
      } catch (err) {
        // a concurrent create took the shop or the name: the primary key or the unique index refused it
        if (await findAccountByShop(db, shop_id)) return fieldRefusal(reply, 409, '/shop_id', `${dealer.shop_name} already has a login: edit it instead.`);
        if (await usernameTaken(username, shop_id)) return fieldRefusal(reply, 409, '/username', `The username ${username} is taken.`);
        throw err;
      }
      await audit(db, personOf(req).username, 'dealer login create', `dealer/${shop_id}`, `${username} <${email}>`);
      return ok(await dealerLoginState(db, shop_id), 'Login created: send the dealer a set-password link.');
    },
  );

  app.patch(
    editorPaths.dealerLogin(':shopId'),
    { preValidation: [requireAdmin, checkBody('patch')], schema: { params: DealerLoginParams, body: DealerLoginPatch, response: Row } },
    async (req, reply) => {
      const { shopId } = req.params as { shopId: number };
      const patch = req.body as Patch;
      const account = await findAccountByShop(db, shopId);
      if (!account) return sendRefusal(reply, NO_LOGIN, 404);
      if (patch.username !== undefined && (await usernameTaken(patch.username, shopId)))
        return fieldRefusal(reply, 409, '/username', `The username ${patch.username} is taken.`);
      try {
        await patchDealerLogin(db, shopId, patch);
      } catch (err) {
        if (patch.username !== undefined && (await usernameTaken(patch.username, shopId)))
          return fieldRefusal(reply, 409, '/username', `The username ${patch.username} is taken.`);
        throw err;
      }
      // a disabled login keeps nothing open: its sessions and any set-password link end now
      if (patch.disabled) {
        await revokeShopSessions(db, shopId);
        await endResetCodes(db, shopId);
      }
      const what = [
        patch.username !== undefined && patch.username !== account.username && `username ${account.username} → ${patch.username}`,
        patch.email !== undefined && patch.email !== account.email && `email ${account.email} → ${patch.email}`,
        patch.disabled !== undefined && (patch.disabled ? 'disabled (sessions and links ended)' : 'enabled'),
      ]
        .filter(Boolean)
        .join(', ');
      await audit(db, personOf(req).username, 'dealer login change', `dealer/${shopId}`, `${patch.username ?? account.username}: ${what || 'no change'}`);
      const msg =
        patch.disabled === true
          ? 'Login disabled; its sessions and set-password links were ended.'
          : patch.disabled === false
            ? 'Login enabled.'
            : 'Login changed.';
      return ok(await dealerLoginState(db, shopId), msg);
    },
  );

  app.post(
    editorPaths.dealerLoginPasswordLink(':shopId'),
    {
      preValidation: [requireAdmin, checkBody('link')],
      schema: { params: DealerLoginParams, body: PasswordLinkRequest, response: { 200: Envelope(PasswordLinkAnswer) } },
    },
    async (req, reply) => {
      const { shopId } = req.params as { shopId: number };
      const { deliver } = req.body as { deliver: 'mail' | 'show' };
      const account = await findAccountByShop(db, shopId);
      if (!account) return sendRefusal(reply, NO_LOGIN, 404);
      if (account.disabled) return sendRefusal(reply, 'This login is disabled: enable it before sending a set-password link.', 409);
      if (deliver === 'mail' && !account.email) return fieldRefusal(reply, 409, '/deliver', 'This login has no email: add one, or show the link instead.');
      const code = newToken();
      // a new code ends every earlier open code of the shop (the one link that works is the newest)
      await createResetCode(db, shopId, code, config.resetTtlMinutes);
      const expiresAt = new Date(Date.now() + config.resetTtlMinutes * 60_000).toISOString();
      const link = (c: string) => `${config.siteUrl}/ResetPwd/${c}`;
      const me = personOf(req).username;
      if (deliver === 'show') {
        await audit(db, me, 'dealer login link shown', `dealer/${shopId}`, `${account.username}: set-password link shown once, expires ${expiresAt}`);
        return ok({ link: link(code), expires_at: expiresAt }, 'Copy the link now: it is shown only this once.');
      }
      const text = (l: string) =>
        `A Car Film Master dealer login is ready for you (username: ${account.username}). Open this link to choose your password (valid for ${config.resetTtlMinutes} minutes, once): ${l}`;
      // queued, not delivered (the outbox keeps the mail; with SMTP the stored copy has the link withheld)
      await mailer.send({
        to: account.email,
        subject: 'Car Film Master: set your dealer password',
        text: text(link(code)),
        redacted: text(link('[withheld]')),
      });
      const mailedTo = maskEmail(account.email, true);
      await audit(db, me, 'dealer login link mailed', `dealer/${shopId}`, `${account.username}: set-password link mailed to ${mailedTo}`);
      return ok({ mailed_to: mailedTo }, `Set-password link sent to ${mailedTo}.`);
    },
  );

  app.post(
    editorPaths.dealerLoginEndSessions(':shopId'),
    { ...admin, schema: { params: DealerLoginParams, response: { 200: Envelope(EndedSessions) } } },
    async (req, reply) => {
      const { shopId } = req.params as { shopId: number };
      const account = await findAccountByShop(db, shopId);
      if (!account) return sendRefusal(reply, NO_LOGIN, 404);
      const ended = await endDealerSessions(db, shopId);
      await audit(db, personOf(req).username, 'dealer login sessions ended', `dealer/${shopId}`, `${account.username}: ${ended} session(s)`);
      return ok({ ended }, ended ? `${ended} session(s) ended.` : 'There was no open session.');
    },
  );
}
