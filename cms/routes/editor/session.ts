// Editors sign in and out (a database-stored session behind an HttpOnly, SameSite=Strict cookie),
// change their own password, and admins manage accounts and read the audit log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { sendRefusal, TOO_MANY } from '../../lib/envelope';
import { openLoginGate } from '../../lib/login-gate';
import { dummyHash, verifyPassword } from '../../lib/password';
import { passwordProblem } from '../../editor/password-policy';
import {
  audit,
  createUser,
  deleteUser,
  endSession,
  endUserSessions,
  findUser,
  findUserByName,
  listAudit,
  listUsers,
  openSession,
  updateUser,
} from '../../db/repositories/editor-users.repository';
import { auditTargetTitles } from '../../db/repositories/audit-titles.repository';
import { cookieName, personOf, principalOf, requireAdmin, requirePerson, secureCookies } from './principal';
import { ok, sendWith } from './answers';
import { editorPaths } from '../../../contract/editor';
import { isKnownDemoPassword } from '../../demo/accounts';
import { FIRST_ADMIN_COMMAND, hasEditors } from '../../demo/first-run';

/** The console shows it as it is: the account's owner can act on it, nobody else learns more than "refused". */
export const DEMO_PASSWORD_REFUSED =
  'This account still has the demo password the README publishes, so it cannot sign in here. An administrator sets a new one with npm run cms:user -- password <name>.';

const Login = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 1024 }) });
const PasswordChange = Type.Object({ current: Type.String({ maxLength: 1024 }), password: Type.String({ maxLength: 1024 }) });
const Role = Type.Union([Type.Literal('editor'), Type.Literal('admin')]);
const NewUser = Type.Object({ username: Type.String({ pattern: '^[A-Za-z0-9._-]{2,64}$' }), password: Type.String({ maxLength: 1024 }), role: Role });
const UserPatch = Type.Object({
  role: Type.Optional(Role),
  disabled: Type.Optional(Type.Boolean()),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
});
const UserParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1 })) });

export function sessionRoutes(app: FastifyInstance) {
  const { db, config, throttle } = app.cms;
  const name = cookieName(config);
  const attrs = `Path=/; HttpOnly; SameSite=Strict${secureCookies(config) ? '; Secure' : ''}`;
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.header('set-cookie', `${name}=${encodeURIComponent(token)}; ${attrs}; Max-Age=${config.editorSessionHours * 3600}`);
  const clearCookie = (reply: FastifyReply) => reply.header('set-cookie', `${name}=; ${attrs}; Max-Age=0`);

  app.post(editorPaths.session, { schema: { body: Login } }, async (req, reply) => {
    const { username, password } = req.body as { username: string; password: string };
    const gate = await openLoginGate(throttle, config.throttleMax, req.ip, `editor:${username}`);
    if (!gate.ok) return sendRefusal(reply, TOO_MANY, 429);
    const user = await findUserByName(db, username);
    const right = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (user && right && !config.demo && isKnownDemoPassword(password)) {
      req.log.warn(
        `editor sign-in refused: ${user.username} still has the demo password the README publishes; set another with npm run cms:user -- password ${user.username}`,
      );
      await audit(db, user.username, 'login refused', '', 'published demo password');
      return sendRefusal(reply, DEMO_PASSWORD_REFUSED, 401);
    }
    if (!user || !right || user.disabled) {
      if (user && right && user.disabled) await audit(db, user.username, 'login refused', '', 'account disabled');
      return sendRefusal(reply, user && right ? 'This account is disabled.' : 'Wrong user name or password.', 401);
    }
    await gate.succeeded();
    setCookie(reply, await openSession(db, user.id));
    await audit(db, user.username, 'login');
    return ok({ username: user.username, role: user.role, time_zone: config.brandTimeZone }, 'Signed in.');
  });

  app.get(editorPaths.setup, async () => {
    const needed = !(await hasEditors(db));
    return ok({ first_admin_needed: needed, command: needed ? FIRST_ADMIN_COMMAND : null });
  });

  app.get(editorPaths.session, async (req) => {
    const p = principalOf(req)!;
    // the brand's time zone: the console shows and edits times in it (docs/product/time.md)
    const time_zone = config.brandTimeZone;
    return ok(p.kind === 'person' ? { username: p.username, role: p.role, time_zone } : { username: p.username, role: 'machine', time_zone });
  });

  app.delete(editorPaths.session, { preHandler: requirePerson }, async (req, reply) => {
    const me = personOf(req);
    await endSession(db, me.token);
    await audit(db, me.username, 'logout');
    clearCookie(reply);
    return ok(null, 'Signed out.');
  });

  app.put(editorPaths.password, { preHandler: requirePerson, schema: { body: PasswordChange } }, async (req, reply) => {
    const me = personOf(req);
    const { current, password } = req.body as { current: string; password: string };
    const gate = await openLoginGate(throttle, config.throttleMax, req.ip, `editor:${me.username}`);
    if (!gate.ok) return sendRefusal(reply, TOO_MANY, 429);
    const user = await findUser(db, me.id);
    if (!user || !(await verifyPassword(current, user.password_hash))) {
      const wrong = 'The current password is wrong.';
      return sendWith(reply, wrong, 400, { errors: [{ path: '/current', message: wrong }] });
    }
    await gate.succeeded();
    const problem = passwordProblem(password, me.username);
    if (problem) return sendWith(reply, problem, 400, { errors: [{ path: '/password', message: problem }] });
    await updateUser(db, me.id, { password });
    // every session of this user ends; this browser gets a fresh one
    await endUserSessions(db, me.id);
    setCookie(reply, await openSession(db, me.id));
    await audit(db, me.username, 'password change', `user/${me.id}`);
    return ok(null, 'Password changed; your other sessions were ended.');
  });

  app.get(editorPaths.users, { preHandler: requireAdmin }, async () => ok(await listUsers(db)));

  app.post(editorPaths.users, { preHandler: requireAdmin, schema: { body: NewUser } }, async (req, reply) => {
    const { username, password, role } = req.body as { username: string; password: string; role: 'editor' | 'admin' };
    const problem = passwordProblem(password, username);
    if (problem) return sendWith(reply, problem, 400, { errors: [{ path: '/password', message: problem }] });
    if (await findUserByName(db, username)) return sendRefusal(reply, `The user name ${username} is taken.`, 409);
    const id = await createUser(db, username, password, role);
    await audit(db, personOf(req).username, 'user create', `user/${id}`, `${username} (${role})`);
    return ok({ id, username, role }, 'User created.');
  });

  app.patch(editorPaths.user(':id'), { preHandler: requireAdmin, schema: { params: UserParams, body: UserPatch } }, async (req: FastifyRequest, reply) => {
    const { id } = req.params as { id: number };
    const patch = req.body as { role?: 'editor' | 'admin'; disabled?: boolean; password?: string };
    const user = await findUser(db, id);
    if (!user) return sendRefusal(reply, 'No such user.', 404);
    // an admin who disabled or demoted themselves could lock every admin out; another admin does it
    if (id === personOf(req).id && (patch.disabled || patch.role === 'editor'))
      return sendRefusal(reply, 'You cannot disable your own account or remove your own admin role; ask another admin.', 409);
    if (patch.password) {
      const problem = passwordProblem(patch.password, user.username);
      if (problem) return sendWith(reply, problem, 400, { errors: [{ path: '/password', message: problem }] });
    }
    await updateUser(db, id, patch);
    // locking someone out, or resetting their password, ends what they have open
    if (patch.disabled || patch.password) await endUserSessions(db, id);
    const what = [
      patch.role && `role ${patch.role}`,
      patch.disabled !== undefined && (patch.disabled ? 'disabled' : 'enabled'),
      patch.password && 'password reset',
    ]
      .filter(Boolean)
      .join(', ');
    await audit(db, personOf(req).username, 'user change', `user/${id}`, `${user.username}: ${what}`);
    return ok({ id }, 'User changed.');
  });

  app.delete(editorPaths.user(':id'), { preHandler: requireAdmin, schema: { params: UserParams } }, async (req: FastifyRequest, reply) => {
    const { id } = req.params as { id: number };
    const me = personOf(req);
    if (id === me.id) return sendRefusal(reply, 'You cannot delete your own account; ask another admin.', 409);
    const user = await findUser(db, id);
    if (!user || !(await deleteUser(db, id))) return sendRefusal(reply, 'No such user.', 404);
    await audit(db, me.username, 'user delete', `user/${id}`, `${user.username} (${user.role})`);
    return ok({ id, username: user.username }, 'User deleted; their sessions were ended.');
  });

  app.get(editorPaths.audit, { preHandler: requireAdmin, schema: { querystring: PageQuery } }, async (req) => {
    const page = (req.query as { page?: number }).page ?? 1;
    const { total, list } = await listAudit(db, page, 50);
    // what each row points at, by its name (the console shows the target beside it)
    const titles = await auditTargetTitles(
      db,
      list.map((e) => e.target),
    );
    return ok({ list: list.map((e) => ({ ...e, target_title: titles.get(e.target) ?? '' })), total, page, per_page: 50 });
  });
}
