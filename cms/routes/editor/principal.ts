// Who is calling the editing API: a person (cookie session) or the machine token (read-only), and
// the guard every route of the group sits behind (docs/product/editing.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRefusal } from '../../lib/envelope';
import { sessionUser, type Role } from '../../db/repositories/editor-users.repository';
import type { CmsConfig } from '../../config';

export type Principal = { kind: 'person'; id: number; username: string; role: Role; token: string } | { kind: 'machine'; username: 'machine token' };

const principals = new WeakMap<FastifyRequest, Principal>();
export const principalOf = (req: FastifyRequest) => principals.get(req);
/** The person behind a state-changing call (the guard let only people through to those). */
export const personOf = (req: FastifyRequest) => principals.get(req) as Extract<Principal, { kind: 'person' }>;

const digest = (s: string) => createHash('sha256').update(s).digest();
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `__Host-` needs Secure, so the prefix is used exactly when the CMS is served over https. */
export const secureCookies = (config: CmsConfig) => config.publicUrl.startsWith('https:');
export const cookieName = (config: CmsConfig) => (secureCookies(config) ? '__Host-cfm_editor' : 'cfm_editor');

export function readCookie(req: FastifyRequest, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** Origins a state-changing browser call may come from: the CMS itself, the site and the CORS list. */
function allowedOrigins(config: CmsConfig, req: FastifyRequest): Set<string> {
  const set = new Set(config.corsOrigins);
  for (const url of [config.publicUrl, config.siteUrl])
    try {
      set.add(new URL(url).origin);
    } catch {
      /* not a URL: nothing to allow */
    }
  set.add(`${req.protocol}://${req.host}`);
  return set;
}

/**
 * CSRF: the session cookie is SameSite=Strict, and a state-changing call that names a foreign
 * Origin (or that the browser marks cross-site) is refused. Calls without Origin are not from a
 * browser page (scripts, the shell), which cannot ride on a victim's cookie.
 */
export function foreignOrigin(config: CmsConfig, req: FastifyRequest): boolean {
  if (SAFE.has(req.method)) return false;
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  return typeof origin === 'string' && !allowedOrigins(config, req).has(origin);
}

/** The group's onRequest guard: CSRF first, then a session, then the read-only machine token. */
export function installGuard(app: FastifyInstance, config: CmsConfig) {
  const expected = config.editorToken ? digest(config.editorToken) : null;
  const limits = { idleS: config.editorIdleMinutes * 60, absoluteS: config.editorSessionHours * 3600 };
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (foreignOrigin(config, req)) return sendRefusal(reply, 'Refused: this call came from a page of another origin.', 403);
    const cookie = readCookie(req, cookieName(config));
    if (cookie) {
      const user = await sessionUser(app.cms.db, cookie, limits);
      if (user) {
        principals.set(req, { kind: 'person', ...user, token: cookie });
        return;
      }
    }
    const auth = req.headers.authorization ?? '';
    const header = req.headers['x-editor-token'];
    const given = auth.startsWith('Bearer ') ? auth.slice(7) : typeof header === 'string' ? header : '';
    if (given && expected && timingSafeEqual(digest(given), expected)) {
      if (!SAFE.has(req.method)) return sendRefusal(reply, 'The machine token is read-only: sign in as an editor to change content.', 403);
      principals.set(req, { kind: 'machine', username: 'machine token' });
      return;
    }
    // signing in, and asking whether there is anyone to sign in as, are open to everyone
    if (req.method === 'POST' && req.routeOptions.url === '/api/editor/session') return;
    if (req.method === 'GET' && req.routeOptions.url === '/api/editor/setup') return;
    if (given) return sendRefusal(reply, 'A valid editor token is required.', 401);
    return sendRefusal(reply, cookie ? 'Your session has ended: sign in again.' : 'Sign in as an editor (POST /api/editor/session) first.', 401);
  });
}

/** For routes only people may call (the machine token reads content and the change feed only). */
export async function requirePerson(req: FastifyRequest, reply: FastifyReply) {
  if (principalOf(req)?.kind !== 'person') return sendRefusal(reply, 'Only a signed-in editor may do this.', 403);
}

export async function requireAdmin(req: FastifyRequest, reply: FastifyReply) {
  const p = principalOf(req);
  if (p?.kind !== 'person' || p.role !== 'admin') return sendRefusal(reply, 'Only an admin may do this.', 403);
}
