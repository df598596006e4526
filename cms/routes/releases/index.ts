// The release service's calls (contract/releases.ts, docs/product/releases.md): the lease, the
// snapshot a build must hold, its events, and the rollback orders. Each is signed with
// CMS_RELEASE_TOKEN; without one configured every call is refused. Registered as a plugin of its
// own, so the token guard covers exactly these routes whatever spelling of the URL reached them.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendRefusal } from '../../lib/envelope';
import { nowIso } from '../../lib/tokens';
import { ok, sendWith } from '../editor/answers';
import { ReleaseLeaseRequest, ReleaseEvent, releasePaths, type SiteSnapshot } from '../../../contract/releases';
import { ReleaseError, pendingOrder, recordEvent, takeLease } from '../../db/repositories/releases.repository';
import { readReleaseState } from '../../db/repositories/publish-log.repository';
import { detailPageCounts } from '../../db/repositories/release-counts.repository';

const digest = (s: string) => createHash('sha256').update(s).digest();

export default async function releaseGroup(app: FastifyInstance) {
  const { db, config } = app.cms;
  const expected = config.releaseToken ? digest(config.releaseToken) : null;

  app.addHook('onRequest', async (req, reply) => {
    if (!expected) return sendRefusal(reply, 'The release calls are off: set CMS_RELEASE_TOKEN on the CMS and give the release service the same token.', 403);
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || auth.length === 7)
      return sendRefusal(reply, 'Sign this call with the release token: send "authorization: Bearer <CMS_RELEASE_TOKEN>".', 401);
    if (!timingSafeEqual(digest(auth.slice(7)), expected)) return sendRefusal(reply, 'The release token is not valid: nothing was changed.', 403);
  });
  // a refusal names the invalid field (the service logs it)
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (!err.validation) throw err;
    const errors = err.validation.map((v) => {
      const missing = (v.params as { missingProperty?: string })?.missingProperty;
      return { path: `${v.instancePath}${missing ? `/${missing}` : ''}` || '/', message: v.message ?? 'is not valid' };
    });
    return sendWith(reply, `Invalid ${err.validationContext ?? 'body'}: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}.`, 400, { errors });
  });

  app.post(releasePaths.lease, { schema: { body: ReleaseLeaseRequest } }, async (req) => {
    const { holder, ttl_ms } = req.body as ReleaseLeaseRequest;
    return ok(await takeLease(db, holder, ttl_ms));
  });

  // seq, held_through and the counts from one snapshot of the database (the counts are those at seq)
  app.get(releasePaths.snapshot, async () => {
    const snapshot = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx): Promise<SiteSnapshot> => {
        const state = await readReleaseState(trx);
        return { ...state, counts: await detailPageCounts(trx), taken_at: nowIso() };
      });
    return ok(snapshot);
  });

  app.post(releasePaths.events, { schema: { body: ReleaseEvent } }, async (req, reply) => {
    try {
      await recordEvent(db, req.body as ReleaseEvent);
      return ok(null);
    } catch (err) {
      if (err instanceof ReleaseError) return sendRefusal(reply, err.message, err.status);
      throw err;
    }
  });

  app.get(releasePaths.orders, async () => ok(await pendingOrder(db)));
}
